/**
 * A plan's price, period and limits in words (« 2 500 F CFA », « / mois », « 10 messages par
 * jour »), shared by the pricing cards, the comparison table and the settings section.
 */
import type { Locale } from '~/i18n/locales.ts';
import type { MessageKey, Translate } from '~/i18n/messages.ts';
import type { Currency, Plan, Quotas, UsageKind } from '~/server/billing/billing.types.ts';
import { formatMoney } from '~/server/billing/money.ts';
import { formatSheetDate } from '../library/format.ts';

/** Fon has no number or calendar data in every runtime: French then, as for its messages. */
export function formatLocale(locale: Locale): string {
  return Intl.NumberFormat.supportedLocalesOf(locale).length > 0 ? locale : 'fr';
}

export function moneyText(minor: number, currency: Currency, locale: Locale): string {
  return formatMoney(minor, currency, formatLocale(locale));
}

/** `2026-04-20T…` → « 20 avril 2026 »; periods are counted in UTC, like the quotas. */
export function longDate(iso: string, locale: Locale): string {
  return formatSheetDate(iso, formatLocale(locale));
}

/** Plural keys end in `.one` or `.other`, chosen by the locale's rules (French: 0 and 1 are singular). */
export function plural(t: Translate, locale: Locale, base: string, count: number): string {
  const form = new Intl.PluralRules(formatLocale(locale)).select(count) === 'one' ? 'one' : 'other';
  return t(`${base}.${form}` as MessageKey, { count });
}

export function priceText(plan: Plan, t: Translate, locale: Locale): string {
  return plan.price === 0 ? t('pricing.price.free') : moneyText(plan.price, plan.currency, locale);
}

/** « / mois », « / an », « pour 7 jours »; nothing for a free plan. */
export function periodText(plan: Plan, t: Translate, locale: Locale): string {
  if (plan.price === 0) return '';
  if (plan.interval === 'month') return t('pricing.period.month');
  if (plan.interval === 'year') return t('pricing.period.year');
  return plural(t, locale, 'pricing.period.once', plan.durationDays ?? 1);
}

const QUOTA_FIELDS: Record<UsageKind, keyof Quotas> = {
  chat: 'chatMessagesPerDay',
  search: 'searchesPerDay',
  document: 'documentsPerMonth',
};

export function quotaLimit(quotas: Quotas, kind: UsageKind): number | null {
  return quotas[QUOTA_FIELDS[kind]];
}

/** « 10 messages par jour », « Messages illimités ». */
export function quotaText(quotas: Quotas, kind: UsageKind, t: Translate, locale: Locale): string {
  const limit = quotaLimit(quotas, kind);
  return limit === null ? t(`pricing.quota.${kind}.unlimited`) : plural(t, locale, `pricing.quota.${kind}`, limit);
}

/** A table cell: « 10 », « Illimité ». */
export function quotaCell(quotas: Quotas, kind: UsageKind, t: Translate, locale: Locale): string {
  const limit = quotaLimit(quotas, kind);
  return limit === null ? t('pricing.unlimited') : new Intl.NumberFormat(formatLocale(locale)).format(limit);
}
