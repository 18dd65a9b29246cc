/**
 * The last step, « Vérifier et télécharger »: the answers step by step, each step with a
 * « Modifier » button, then the two downloads. A visitor is told that signing in keeps the
 * documents in their library.
 */
import { useStore } from '@nanostores/react';
import type { DocumentFormat } from '~/documents/template.types.ts';
import type { GeneratorStore } from './generator.store.ts';
import type { DocumentMessages } from './messages.ts';
import { reviewSections } from './review.ts';

export interface ReviewStepProps {
  store: GeneratorStore;
  messages: DocumentMessages;
  locale: string;
  /** The sign-in page for a visitor; null when signed in or sign-in is off. */
  signInHref: string | null;
}

const FORMATS: { format: DocumentFormat; label: keyof DocumentMessages; icon: string }[] = [
  { format: 'pdf', label: 'documents.download.pdf', icon: 'i-lucide-file-down' },
  { format: 'docx', label: 'documents.download.docx', icon: 'i-lucide-file-type' },
];

export function ReviewStep({ store, messages, locale, signInHref }: ReviewStepProps) {
  const values = useStore(store.$values);
  const busy = useStore(store.$busy);
  const sections = reviewSections(store.template, values, locale);

  return (
    <div className="mt-4 grid gap-5">
      <p>{messages['documents.review.lead']}</p>
      {sections.map((section) => (
        <section
          key={section.step}
          aria-labelledby={`document-review-${section.step}`}
          className="rounded-lg border border-line p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`document-review-${section.step}`} className="font-semibold">
              {section.title}
            </h3>
            <button
              type="button"
              className="btn-ghost min-h-11 px-3 text-sm"
              aria-describedby={`document-review-${section.step}`}
              onClick={() => store.goTo(section.step)}
            >
              <span className="i-lucide-pencil" aria-hidden="true" />
              {messages['documents.review.edit']}
            </button>
          </div>
          <dl className="mt-2 grid gap-2 text-sm">
            {section.entries.map((entry) => (
              <div key={entry.name}>
                <dt className="text-muted">{entry.label}</dt>
                <dd className={entry.answer === null ? 'italic text-muted' : 'whitespace-pre-line break-words'}>
                  {entry.answer ?? messages['documents.review.empty']}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {FORMATS.map(({ format, label, icon }) => (
          <button
            key={format}
            type="button"
            // aria-disabled rather than disabled: the pressed button keeps the focus while the file is prepared.
            className={`${format === 'pdf' ? 'btn-primary' : 'btn border border-line hover:bg-brand-soft'} ${busy ? 'cursor-wait opacity-70' : ''}`}
            aria-disabled={busy !== null || undefined}
            aria-busy={busy === format || undefined}
            onClick={() => void store.download(format)}
          >
            <span className={busy === format ? 'i-lucide-loader-circle animate-spin' : icon} aria-hidden="true" />
            {busy === format ? messages['documents.download.busy'] : messages[label]}
          </button>
        ))}
      </div>
      {signInHref && (
        <p className="flex items-start gap-2 text-sm text-muted">
          <span className="i-lucide-info mt-0.5 shrink-0" aria-hidden="true" />
          <span>
            {messages['documents.download.signInHint']}{' '}
            <a href={signInHref} className="font-medium underline underline-offset-4 hover:text-brand">
              {messages['documents.download.signIn']}
            </a>
          </span>
        </p>
      )}
    </div>
  );
}
