/**
 * `/checkout?id=<id>`, where the provider sends the buyer back: the checkout's status after a
 * server-side check. Pending waits (followed live, checkout-follow.store.ts; in test mode the
 * simulation panel); paid links to the receipt; failed, canceled and expired offer to try again.
 * Rendered on the server too: without JavaScript the panel's buttons are a plain form post and
 * the page reloads itself while pending (CheckoutShell.astro).
 */
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { format } from '~/i18n/format.ts';
import type { Locale } from '~/i18n/locales.ts';
import type { CheckoutStatus } from '~/server/billing/billing.types.ts';
import { formatDay } from '../shared/format.ts';
import type { CheckoutFollow, TestOutcome } from './checkout-follow.store.ts';
import type { CheckoutMessages } from './messages.ts';

export interface CheckoutLinks {
  /** This page for the checkout: the panel's form posts there, « Vérifier maintenant » reloads it. */
  self: string;
  /** Where « Continuer » goes once paid. */
  next: string;
  /** The plan's checkout again, and the plans. */
  retry: string;
  pricing: string;
}

export interface CheckoutResultProps {
  follow: CheckoutFollow;
  messages: CheckoutMessages;
  links: CheckoutLinks;
  /** What does not change with the status, formatted by the server: the amount and the method. */
  amount: string;
  method: string;
  /** The page's locale, for the date the plan runs to. */
  locale: Locale;
}

const ICONS: Record<CheckoutStatus, string> = {
  pending: 'i-lucide-hourglass',
  paid: 'i-lucide-circle-check',
  failed: 'i-lucide-circle-x',
  canceled: 'i-lucide-ban',
  expired: 'i-lucide-clock',
};
const OUTCOMES: readonly TestOutcome[] = ['paid', 'failed', 'canceled'];

export function CheckoutResult({ follow, messages, links, amount, method, locale }: CheckoutResultProps) {
  const checkout = useStore(follow.$checkout);
  const busy = useStore(follow.$busy);
  const error = useStore(follow.$error);
  const { status, testMode } = checkout;
  const waiting = status === 'pending';
  const title = messages[`checkout.status.${status}.title`];
  const text = format(messages[`checkout.status.${status}.text`], {
    plan: checkout.planName,
    date: checkout.periodEnd ? formatDay(checkout.periodEnd.slice(0, 10), locale) : '',
  });
  const simulate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value.replace(
      /^test-/,
      '',
    );
    if (OUTCOMES.includes(outcome as TestOutcome)) void follow.simulate(outcome as TestOutcome);
  };

  return (
    <>
      <div role="status">
        <h1 className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
          <span className={`${ICONS[status]} shrink-0 ${status === 'paid' ? 'text-brand' : ''}`} aria-hidden="true" />
          {title}
        </h1>
        {testMode && !waiting && (
          <p className="mt-3 inline-block rounded-full border border-danger px-3 py-1 text-sm font-semibold text-danger">
            {messages['checkout.testMode.notice']}
          </p>
        )}
        {/* A test checkout waits for no provider: the panel below says what to do instead. */}
        {!(waiting && testMode) && <p className="mt-4">{text}</p>}
      </div>

      <dl className="card mt-6 grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-muted">{messages['checkout.summary.plan']}</dt>
        <dd className="font-medium">{checkout.planName}</dd>
        <dt className="text-muted">{messages['checkout.summary.amount']}</dt>
        <dd className="font-medium">{amount}</dd>
        <dt className="text-muted">{messages['checkout.summary.method']}</dt>
        <dd className="font-medium">{method}</dd>
      </dl>

      {waiting && testMode && (
        <section
          className="mt-6 rounded-xl border-2 border-dashed border-danger p-6"
          aria-labelledby="checkout-test-mode"
        >
          <h2 id="checkout-test-mode" className="flex items-center gap-2 text-lg font-bold text-danger">
            <span className="i-lucide-flask-conical" aria-hidden="true" />
            {messages['checkout.testMode.notice']}
          </h2>
          <p className="mt-2">{messages['checkout.testMode.text']}</p>
          <form method="post" action={links.self} className="mt-4 flex flex-wrap gap-3" onSubmit={simulate}>
            <input type="hidden" name="id" value={checkout._id} />
            {OUTCOMES.map((outcome) => (
              <button
                key={outcome}
                type="submit"
                name="action"
                value={`test-${outcome}`}
                disabled={busy}
                aria-busy={busy}
                className={outcome === 'paid' ? 'btn-primary' : 'btn border border-line'}
              >
                {messages[`checkout.testMode.${outcome}`]}
              </button>
            ))}
          </form>
          {error && (
            <p role="alert" className="mt-3 font-medium text-danger">
              {error}
            </p>
          )}
        </section>
      )}

      <div className="mt-8 flex flex-wrap gap-3">
        {waiting && !testMode && (
          <>
            <a href={links.self} className="btn-primary">
              {messages['checkout.status.pending.check']}
            </a>
            {checkout.redirectUrl && (
              <a href={checkout.redirectUrl} className="btn border border-line">
                {messages['checkout.status.pending.resume']}
              </a>
            )}
          </>
        )}
        {status === 'paid' && (
          <>
            <a href={links.next} className="btn-primary">
              {messages['checkout.status.paid.continue']}
            </a>
            <a
              href={`/api/e/checkout/${encodeURIComponent(checkout._id)}/receipt`}
              className="btn border border-line"
              download
            >
              <span className="i-lucide-file-down" aria-hidden="true" />
              {messages['checkout.status.paid.receipt']}
            </a>
          </>
        )}
        {(status === 'failed' || status === 'canceled' || status === 'expired') && (
          <>
            <a href={links.retry} className="btn-primary">
              {messages['checkout.retry']}
            </a>
            <a href={links.pricing} className="btn border border-line">
              {messages['checkout.seePricing']}
            </a>
          </>
        )}
      </div>
    </>
  );
}
