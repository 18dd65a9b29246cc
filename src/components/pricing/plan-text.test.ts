import { describe, expect, it } from 'vitest';
import { createTranslator } from '~/i18n/messages.ts';
import type { Plan } from '~/server/billing/billing.types.ts';
import { DEFAULT_PLANS } from '~/server/billing/default-plans.ts';
import { resolvePlan } from '~/server/billing/plans.ts';
import { longDate, moneyText, periodText, priceText, quotaCell, quotaText } from './plan-text.ts';

const fr = createTranslator('fr');
const en = createTranslator('en');
const plan = (id: string): Plan => {
  const found = DEFAULT_PLANS.find((p) => p._id === id) ?? expect.unreachable(`no plan ${id}`);
  return resolvePlan(found, 'fr');
};
// Intl separates thousands with a narrow no-break space in French.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('plan texts', () => {
  it('gives the price in the currency, « Gratuit » for the free plan', () => {
    expect(spaces(priceText(plan('essentiel-month-xof'), fr, 'fr'))).toBe('2 500 F CFA');
    expect(spaces(priceText(plan('essentiel-month-eur'), fr, 'fr'))).toBe('4,99 €');
    expect(priceText(plan('free'), fr, 'fr')).toBe('Gratuit');
    expect(priceText(plan('free'), en, 'en')).toBe('Free');
    // Fon has no number data: French formatting.
    expect(spaces(moneyText(2500, 'XOF', 'fon'))).toBe('2 500 F CFA');
  });

  it('gives the period of each interval', () => {
    expect(periodText(plan('essentiel-month-xof'), fr, 'fr')).toBe('/ mois');
    expect(periodText(plan('essentiel-year-xof'), fr, 'fr')).toBe('/ an');
    expect(periodText(plan('pass-xof'), fr, 'fr')).toBe('pour 7 jours');
    expect(periodText({ ...plan('pass-xof'), durationDays: 1 }, fr, 'fr')).toBe('pour 1 jour');
    expect(periodText(plan('free'), fr, 'fr')).toBe('');
  });

  it('words limits with the locale plural rules, and unlimited ones', () => {
    expect(quotaText(plan('free').quotas, 'chat', fr, 'fr')).toBe('10 messages par jour');
    expect(quotaText({ ...plan('free').quotas, searchesPerDay: 1 }, 'search', fr, 'fr')).toBe('1 recherche par jour');
    expect(quotaText({ ...plan('free').quotas, documentsPerMonth: 0 }, 'document', fr, 'fr')).toBe(
      '0 document par mois',
    );
    expect(quotaText({ ...plan('free').quotas, documentsPerMonth: 0 }, 'document', en, 'en')).toBe(
      '0 documents a month',
    );
    expect(quotaText(plan('pro-month-xof').quotas, 'chat', fr, 'fr')).toBe('Messages illimités');
    expect(quotaCell(plan('pro-month-xof').quotas, 'document', fr, 'fr')).toBe('Illimité');
    expect(quotaCell(plan('essentiel-month-xof').quotas, 'chat', fr, 'fr')).toBe('100');
  });

  it('writes dates in full, in UTC', () => {
    expect(longDate('2026-04-20T23:30:00.000Z', 'fr')).toBe('20 avril 2026');
    expect(longDate('2026-04-20T23:30:00.000Z', 'en')).toBe('April 20, 2026');
  });
});
