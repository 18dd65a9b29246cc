/** A small template of the tests' own (not the product's) and a generator store on fakes. */
import { vi } from 'vitest';
import type { DocumentDraft, DocumentTemplate } from '~/documents/template.types.ts';
import { createTranslator } from '~/i18n/messages.ts';
import { memoryStorage } from '~/stores/client.fixtures.ts';
import { globalTimers } from '~/stores/timers.ts';
import { createGeneratorStore, type GeneratorDeps } from './generator.store.ts';
import { documentMessages } from './messages.ts';
import type { DraftApi } from './server-drafts.ts';

export { blockedStorage, fakeHttp, memoryStorage, settleMicrotasks } from '~/stores/client.fixtures.ts';

export const MESSAGES = documentMessages(createTranslator('fr'));

/**
 * Steps: 0 « Vous », 1 « L’autre partie », 2 « Détails » (the interest asked once there is an
 * amount), 3 « Votre avocat » (asked only when has_lawyer is « oui »), then the review (4).
 */
export const TEST_TEMPLATE: DocumentTemplate = {
  _id: 'tpl-test',
  slug: 'lettre-de-test',
  title: 'Lettre de test',
  description: 'Un modèle pour les tests.',
  category: 'everyday',
  jurisdiction: 'BJ',
  guide: ['À utiliser dans les tests.'],
  language: 'fr',
  steps: ['Vous', 'L’autre partie', 'Détails', 'Votre avocat'],
  fields: [
    { name: 'sender', label: 'Votre nom', type: 'text', required: true, step: 0, help: 'Nom et prénoms' },
    { name: 'email', label: 'Votre e-mail', type: 'email', required: false, step: 0 },
    { name: 'recipient', label: 'Nom du destinataire', type: 'text', required: true, step: 1 },
    {
      name: 'has_lawyer',
      label: 'Avez-vous un avocat ?',
      type: 'select',
      required: true,
      step: 1,
      options: [
        { value: 'oui', label: 'Oui' },
        { value: 'non', label: 'Non' },
      ],
    },
    { name: 'amount', label: 'Montant', type: 'number', required: true, step: 2, min: 1 },
    {
      name: 'interest',
      label: 'Taux d’intérêt (%)',
      type: 'number',
      required: false,
      step: 2,
      showIf: { field: 'amount' },
    },
    { name: 'due', label: 'Date limite', type: 'date', required: true, step: 2 },
    { name: 'details', label: 'Précisions', type: 'textarea', required: false, step: 2, maxLength: 500 },
    {
      name: 'lawyer',
      label: 'Nom de l’avocat',
      type: 'text',
      required: true,
      step: 3,
      showIf: { field: 'has_lawyer', equals: 'oui' },
    },
  ],
  body: [
    '# Mise en demeure',
    '',
    '> {{recipient}}',
    '',
    'Je soussigné {{sender}} vous demande de payer {{amount|amount}} francs avant le {{due|date}}.',
    '',
    '{{#if lawyer}}',
    'Mon avocat, {{lawyer}}, est informé.',
    '{{/if}}',
    '',
    '- Montant : {{amount|amount}}',
    '- Précisions : {{details}}',
    '{{#if interest}}',
    '- Intérêts : {{interest}} %',
    '{{/if}}',
    '',
    '[signature] {{sender}} {{email}}',
  ].join('\n'),
  sample: {
    sender: 'Awa Dossou',
    email: 'awa@example.com',
    recipient: 'Koffi Mensah',
    has_lawyer: 'oui',
    amount: '150000',
    interest: '5',
    due: '2026-03-14',
    details: 'Loyer',
    lawyer: 'Me Adé',
  },
};

/** Values that pass every step of TEST_TEMPLATE, without a lawyer. */
export const VALID_VALUES = {
  sender: 'Awa Dossou',
  recipient: 'Koffi Mensah',
  has_lawyer: 'non',
  amount: '150000',
  due: '2026-03-14',
};

export function aDraft(overrides: Partial<DocumentDraft> = {}): DocumentDraft {
  return {
    templateId: TEST_TEMPLATE._id,
    values: { sender: 'Awa' },
    step: 1,
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function fakeDraftApi(server: DocumentDraft | null = null) {
  return {
    load: vi.fn<DraftApi['load']>(async () => server),
    save: vi.fn<DraftApi['save']>(async () => undefined),
    remove: vi.fn<DraftApi['remove']>(async () => undefined),
  };
}

/** A store on fakes; call `vi.useFakeTimers()` first to drive its timers and clock. */
export function storeOnFakes(overrides: Partial<GeneratorDeps> = {}) {
  const storage = memoryStorage();
  const lifecycle = { save: () => {}, online: () => {} };
  const deps: GeneratorDeps = {
    template: TEST_TEMPLATE,
    today: '2026-03-01',
    storage,
    timers: globalTimers,
    now: () => new Date(),
    serverDrafts: null,
    fetch: vi.fn<GeneratorDeps['fetch']>(async () => new Response('%PDF', { status: 200 })),
    saveFile: vi.fn<GeneratorDeps['saveFile']>(),
    notify: vi.fn<GeneratorDeps['notify']>(),
    onForbidden: vi.fn<GeneratorDeps['onForbidden']>(),
    lifecycle: {
      listen: (handlers) => {
        Object.assign(lifecycle, handlers);
        return () => {};
      },
    },
    messages: MESSAGES,
    links: {
      personalItem: (id) => `/library/personnal/${id}`,
      signIn: '/login?redirect=%2Fdocuments%2Fgenerate%2Flettre-de-test',
    },
    ...overrides,
  };
  return {
    store: createGeneratorStore(deps),
    deps,
    storage: deps.storage as ReturnType<typeof memoryStorage>,
    lifecycle,
  };
}
