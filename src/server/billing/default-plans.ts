/**
 * The plans sold when PLANS_FILE is not set: free, a 7-day pass (the way mobile data is sold
 * in West Africa), Essentiel and Pro by the month or the year, in francs CFA and in euros.
 * Prices are set per currency, not converted: 2 500 F CFA and 4,99 € are each a round price
 * where they are paid. The yearly price is ten months.
 */
import type { Currency, Interval, PlanDefinition, PlanText, Quotas } from './billing.types.ts';

const FREE_QUOTAS: Quotas = { chatMessagesPerDay: 10, searchesPerDay: 5, documentsPerMonth: 3 };
const PASS_QUOTAS: Quotas = { chatMessagesPerDay: 50, searchesPerDay: 20, documentsPerMonth: 10 };
const ESSENTIEL_QUOTAS: Quotas = { chatMessagesPerDay: 100, searchesPerDay: 40, documentsPerMonth: 20 };
const PRO_QUOTAS: Quotas = { chatMessagesPerDay: null, searchesPerDay: null, documentsPerMonth: null };

const NO_DEBIT: PlanText = {
  fr: 'Aucun prélèvement automatique : vous renouvelez quand vous le décidez',
  en: 'No automatic debit: you renew when you decide to',
};
const RECEIPTS: PlanText = { fr: 'Reçus de paiement dans votre compte', en: 'Payment receipts in your account' };

interface Tier {
  tier: string;
  name: PlanText;
  description: PlanText;
  features: PlanText[];
  quotas: Quotas;
  recommended?: boolean;
}

const ESSENTIEL: Tier = {
  tier: 'essentiel',
  name: { fr: 'Essentiel', en: 'Essential' },
  description: {
    fr: 'Pour suivre une affaire au quotidien : questions, recherches et courriers sans compter chaque jour.',
    en: 'To follow a matter day to day: questions, searches and letters without counting.',
  },
  features: [{ fr: 'Tout ce qu’offre le forfait Gratuit', en: 'Everything in the Free plan' }, RECEIPTS, NO_DEBIT],
  quotas: ESSENTIEL_QUOTAS,
  recommended: true,
};

const PRO: Tier = {
  tier: 'pro',
  name: { fr: 'Pro', en: 'Pro' },
  description: {
    fr: 'Pour les usages intensifs : associations, entrepreneurs, travailleurs sociaux.',
    en: 'For heavy use: associations, entrepreneurs, social workers.',
  },
  features: [
    { fr: 'Tout ce qu’offre le forfait Essentiel', en: 'Everything in the Essential plan' },
    {
      fr: 'Sans limite de messages, de recherches ni de documents (usage raisonnable)',
      en: 'No limit on messages, searches or documents (fair use)',
    },
    RECEIPTS,
    NO_DEBIT,
  ],
  quotas: PRO_QUOTAS,
};

const PRICES: Record<string, Record<Currency, Partial<Record<Interval, number>>>> = {
  pass: { XOF: { once: 1000 }, EUR: { once: 199 } },
  essentiel: { XOF: { month: 2500, year: 25_000 }, EUR: { month: 499, year: 4990 } },
  pro: { XOF: { month: 7500, year: 75_000 }, EUR: { month: 1299, year: 12_990 } },
};

const PASS: Tier = {
  tier: 'pass',
  name: { fr: 'Pass 7 jours', en: '7-day pass' },
  description: {
    fr: 'Un coup de pouce ponctuel : une semaine de limites élargies, payée une fois.',
    en: 'A one-off boost: one week of higher limits, paid once.',
  },
  features: [{ fr: 'Valable 7 jours à partir du paiement', en: 'Valid for 7 days from payment' }, RECEIPTS],
  quotas: PASS_QUOTAS,
};

function priced(tier: Tier, currency: Currency, interval: Interval, price: number): PlanDefinition {
  const id =
    interval === 'once'
      ? `${tier.tier}-${currency.toLowerCase()}`
      : `${tier.tier}-${interval}-${currency.toLowerCase()}`;
  const plan: PlanDefinition = { _id: id, ...tier, price, currency, interval };
  if (interval === 'once') plan.durationDays = 7;
  return plan;
}

function tierPlans(tier: Tier): PlanDefinition[] {
  const prices = PRICES[tier.tier] ?? { XOF: {}, EUR: {} };
  return (['XOF', 'EUR'] as const).flatMap((currency) =>
    Object.entries(prices[currency]).map(([interval, price]) => priced(tier, currency, interval as Interval, price)),
  );
}

export const DEFAULT_PLANS: readonly PlanDefinition[] = [
  {
    _id: 'free',
    tier: 'free',
    name: { fr: 'Gratuit', en: 'Free' },
    description: {
      fr: 'Pour poser ses premières questions et découvrir la plateforme, sans carte ni engagement.',
      en: 'To ask your first questions and discover the platform, with no card and no commitment.',
    },
    price: 0,
    currency: 'XOF',
    interval: 'month',
    features: [
      {
        fr: 'Réponses sourcées, bibliothèque juridique et annuaire des avocats',
        en: 'Sourced answers, legal library and lawyer directory',
      },
      { fr: 'Historique et export PDF de vos recherches', en: 'History and PDF export of your searches' },
    ],
    quotas: FREE_QUOTAS,
  },
  ...tierPlans(PASS),
  ...tierPlans(ESSENTIEL),
  ...tierPlans(PRO),
];
