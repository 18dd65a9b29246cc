/**
 * The guided form beside its live preview; on narrower screens the two are tabs, « Formulaire »
 * and « Aperçu », so the preview is one tap away instead of below a long form. The step heading
 * (« Étape 2 sur 4 : L’autre partie »), the step's visible fields or the review, « Précédent »
 * and « Suivant », and the draft's status. The focus follows the store's requests: the step
 * heading after a move, the field to correct after a refusal.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { createTabs } from '../shared/tabs/tabs.ts';
import { TabList, TabPanel } from '../shared/tabs/Tabs.tsx';
import { DocumentPreview } from './DocumentPreview.tsx';
import { DraftStatus } from './DraftStatus.tsx';
import { FormField, fieldId } from './FormField.tsx';
import type { GeneratorStore } from './generator.store.ts';
import { type DocumentMessages, fill } from './messages.ts';
import { ReviewStep } from './ReviewStep.tsx';

export interface DocumentGeneratorProps {
  store: GeneratorStore;
  messages: DocumentMessages;
  locale: string;
  signedIn: boolean;
  /** The sign-in page for a visitor; null when signed in or sign-in is off. */
  signInHref: string | null;
}

/** Both views show side by side from the `lg` breakpoint, where the tab list is hidden. */
const VIEWS = ['form', 'preview'] as const;
const VIEW_ID = 'document-view';

export function DocumentGenerator({ store, messages, locale, signedIn, signInHref }: DocumentGeneratorProps) {
  const heading = useStore(store.$heading);
  const fields = useStore(store.$fields);
  const values = useStore(store.$values);
  const errors = useStore(store.$errors);
  const focus = useStore(store.$focus);
  const canGoBack = useStore(store.$canGoBack);
  const today = useStore(store.$todayIso);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [view] = useState(() => createTabs({ ids: VIEWS }));

  useEffect(() => {
    if (focus?.kind === 'step') headingRef.current?.focus();
    else if (focus?.kind === 'field') document.getElementById(fieldId(focus.name))?.focus();
  }, [focus]);

  const progress = heading.total > 0 ? Math.round((heading.current / heading.total) * 100) : 0;

  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start lg:gap-8">
      <TabList
        tabs={view}
        idPrefix={VIEW_ID}
        label={messages['documents.view.label']}
        labels={{ form: messages['documents.view.form'], preview: messages['documents.preview.title'] }}
        className="lg:hidden"
      />
      <TabPanel tabs={view} idPrefix={VIEW_ID} id="form" hiddenClass="max-lg:hidden" className="min-w-0">
        <form
          noValidate
          aria-labelledby="document-step-title"
          className="card p-4 sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (!heading.review) store.next();
          }}
        >
          <div className="h-1.5 overflow-hidden rounded-full bg-brand-soft" aria-hidden="true">
            <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <h2 id="document-step-title" ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-bold outline-none">
            {fill(messages['documents.step.indicator'], {
              current: heading.current,
              total: heading.total,
              title: heading.title,
            })}
          </h2>
          {heading.review ? (
            <ReviewStep store={store} messages={messages} locale={locale} signInHref={signInHref} />
          ) : (
            <>
              <p className="mt-1 text-sm text-muted">{messages['documents.form.requiredLegend']}</p>
              <div className="mt-4 grid gap-5">
                {fields.map((field) => (
                  <FormField
                    key={field.name}
                    field={field}
                    value={values[field.name] ?? ''}
                    error={errors[field.name]}
                    messages={messages}
                    locale={locale}
                    today={today}
                    onChange={(value) => store.setValue(field.name, value)}
                    onBlur={() => store.touch(field.name)}
                  />
                ))}
              </div>
            </>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            {canGoBack && (
              <button
                type="button"
                className="btn border border-line hover:bg-brand-soft"
                onClick={() => store.previous()}
              >
                <span className="i-lucide-arrow-left" aria-hidden="true" />
                {messages['documents.step.previous']}
              </button>
            )}
            {!heading.review && (
              <button type="submit" className="btn-primary ml-auto">
                {messages['documents.step.next']}
                <span className="i-lucide-arrow-right" aria-hidden="true" />
              </button>
            )}
          </div>
        </form>
        <DraftStatus store={store} messages={messages} signedIn={signedIn} />
      </TabPanel>
      <TabPanel tabs={view} idPrefix={VIEW_ID} id="preview" hiddenClass="max-lg:hidden" className="min-w-0">
        <DocumentPreview store={store} messages={messages} />
      </TabPanel>
    </div>
  );
}
