import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TextRun } from '~/documents/template.types.ts';
import {
  aDraft,
  fakeDraftApi,
  memoryStorage,
  settleMicrotasks,
  storeOnFakes,
  VALID_VALUES,
} from './documents.fixtures.ts';
import { draftKey } from './drafts.ts';
import { LOCAL_SAVE_EVERY_MS } from './draft-keeper.ts';
import { SERVER_SAVE_DELAY_MS } from './server-drafts.ts';

const KEY = draftKey('tpl-test');
const fill = (store: ReturnType<typeof storeOnFakes>['store'], values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) store.setValue(name, value);
};
const runs = (store: ReturnType<typeof storeOnFakes>['store']): TextRun[] =>
  store.$preview.get().blocks.flatMap((block) => block.runs);
const stored = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.values.get(KEY) ?? 'null');

describe('the guided form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts on the first step with its visible fields', () => {
    const { store } = storeOnFakes();
    expect(store.$fields.get().map((field) => field.name)).toEqual(['sender', 'email']);
    expect(store.$heading.get()).toEqual({ current: 1, total: 4, title: 'Vous', review: false });
  });

  it('refuses « Suivant » while a field of the step is wrong, shows its problem and asks for its focus', () => {
    const { store } = storeOnFakes();
    store.setValue('email', 'pas-un-mail');
    expect(store.$errors.get()).toEqual({});
    expect(store.next()).toBe(false);
    expect(store.$step.get()).toBe(0);
    expect(store.$errors.get()).toEqual({
      sender: 'Renseignez « Votre nom ».',
      email: expect.stringContaining('adresse e-mail'),
    });
    expect(store.$focus.get()).toMatchObject({ kind: 'field', name: 'sender' });
    store.setValue('sender', 'Awa');
    store.setValue('email', '');
    expect(store.next()).toBe(true);
    expect(store.$step.get()).toBe(1);
    expect(store.$focus.get()).toMatchObject({ kind: 'step' });
    expect(store.$heading.get().title).toBe('L’autre partie');
  });

  it('shows a problem once the field was left, and follows the typing from then on', () => {
    const { store } = storeOnFakes();
    store.setValue('email', 'awa@');
    expect(store.$errors.get()['email']).toBeUndefined();
    store.touch('email');
    expect(store.$errors.get()['email']).toContain('adresse e-mail');
    store.setValue('email', 'awa@example.com');
    expect(store.$errors.get()['email']).toBeUndefined();
  });

  it('keeps a missing required value quiet when the field is left, until « Suivant »', () => {
    const { store } = storeOnFakes();
    store.setValue('sender', 'Awa');
    store.setValue('sender', '');
    store.touch('sender');
    expect(store.$errors.get()['sender']).toBeUndefined();
    store.next();
    expect(store.$errors.get()['sender']).toBe('Renseignez « Votre nom ».');
  });

  it('asks the lawyer step only when there is a lawyer', () => {
    const { store } = storeOnFakes();
    fill(store, VALID_VALUES);
    store.next();
    store.next();
    store.next();
    expect(store.$heading.get()).toMatchObject({
      current: 4,
      total: 4,
      review: true,
      title: 'Vérifier et télécharger',
    });
    store.setValue('has_lawyer', 'oui');
    expect(store.$heading.get()).toMatchObject({ current: 5, total: 5 });
    store.previous();
    expect(store.$fields.get().map((field) => field.name)).toEqual(['lawyer']);
    store.setValue('has_lawyer', 'non');
    expect(store.$fields.get()).toEqual([]);
  });

  it('previews the document as it is filled: missing values named, typed ones marked', () => {
    const { store } = storeOnFakes();
    expect(runs(store)).toContainEqual({ text: '[Votre nom]', missing: true });
    store.setValue('sender', 'Awa Dossou');
    expect(runs(store)).toContainEqual({ text: 'Awa Dossou', value: true });
    expect(runs(store)).not.toContainEqual(expect.objectContaining({ text: '[Votre nom]' }));
    expect(store.$preview.get().blocks[0]).toEqual({ type: 'title', runs: [{ text: 'Mise en demeure' }] });
  });

  describe('drafts', () => {
    it('are written to localStorage at once, then at most every 500 ms, with the step', () => {
      const { store, storage } = storeOnFakes();
      store.setValue('sender', 'A');
      expect(stored(storage).values).toEqual({ sender: 'A' });
      store.setValue('sender', 'Aw');
      expect(stored(storage).values).toEqual({ sender: 'A' });
      vi.advanceTimersByTime(LOCAL_SAVE_EVERY_MS);
      expect(stored(storage)).toMatchObject({
        templateId: 'tpl-test',
        values: { sender: 'Aw' },
        step: 0,
        updatedAt: '2026-03-02T09:00:00.500Z',
      });
    });

    it('are written when the page is hidden, even inside the pause', () => {
      const { store, storage, lifecycle } = storeOnFakes();
      store.start();
      store.setValue('sender', 'A');
      store.setValue('sender', 'Awa');
      lifecycle.save();
      expect(stored(storage).values).toEqual({ sender: 'Awa' });
    });

    it('are restored on start, on their step', () => {
      const storage = memoryStorage({
        [KEY]: JSON.stringify(aDraft({ values: { sender: 'Awa', recipient: 'Koffi' }, step: 1 })),
      });
      const { store } = storeOnFakes({ storage });
      store.start();
      expect(store.$values.get()).toEqual({ sender: 'Awa', recipient: 'Koffi' });
      expect(store.$step.get()).toBe(1);
      expect(store.$restored.get()).toBe(true);
    });

    it('take the server copy when it is newer, and keep it locally', async () => {
      const storage = memoryStorage({ [KEY]: JSON.stringify(aDraft({ values: { sender: 'ici' } })) });
      const server = aDraft({ values: { sender: 'là-bas' }, step: 2, updatedAt: '2026-03-01T12:00:00.000Z' });
      const { store } = storeOnFakes({ storage, serverDrafts: fakeDraftApi(server) });
      store.start();
      expect(store.$values.get()).toEqual({ sender: 'ici' });
      await settleMicrotasks();
      expect(store.$values.get()).toEqual({ sender: 'là-bas' });
      expect(store.$step.get()).toBe(2);
      expect(stored(storage).values).toEqual({ sender: 'là-bas' });
    });

    it('send the local copy when it is newer', async () => {
      const storage = memoryStorage({
        [KEY]: JSON.stringify(aDraft({ values: { sender: 'ici' }, updatedAt: '2026-03-01T12:00:00.000Z' })),
      });
      const api = fakeDraftApi(aDraft({ values: { sender: 'là-bas' } }));
      const { store } = storeOnFakes({ storage, serverDrafts: api });
      store.start();
      await vi.advanceTimersByTimeAsync(SERVER_SAVE_DELAY_MS);
      expect(store.$values.get()).toEqual({ sender: 'ici' });
      expect(api.save).toHaveBeenCalledExactlyOnceWith({ values: { sender: 'ici' }, step: 1 });
    });

    it('never replace what was typed while the server copy was on its way', async () => {
      const api = fakeDraftApi(aDraft({ values: { sender: 'là-bas' }, updatedAt: '2026-03-02T12:00:00.000Z' }));
      let answer: () => void = () => {};
      api.load.mockImplementationOnce(
        () => new Promise((resolve) => (answer = () => resolve(aDraft({ values: { sender: 'là-bas' } })))),
      );
      const { store } = storeOnFakes({ serverDrafts: api });
      store.start();
      store.setValue('sender', 'tapé');
      answer();
      await settleMicrotasks();
      expect(store.$values.get()).toEqual({ sender: 'tapé' });
    });

    it('are saved to the server 1.5 s after the typing stops, for a signed-in user', async () => {
      const api = fakeDraftApi();
      const { store } = storeOnFakes({ serverDrafts: api });
      store.start();
      await settleMicrotasks();
      store.setValue('sender', 'Awa');
      await vi.advanceTimersByTimeAsync(SERVER_SAVE_DELAY_MS);
      expect(api.save).toHaveBeenCalledExactlyOnceWith({ values: { sender: 'Awa' }, step: 0 });
    });

    it('are erased by « Recommencer »: the visitor’s in the browser', () => {
      const { store, storage } = storeOnFakes();
      fill(store, { sender: 'Awa', email: 'x' });
      store.touch('email');
      store.next();
      store.restart();
      expect(store.$values.get()).toEqual({});
      expect(store.$errors.get()).toEqual({});
      expect(store.$step.get()).toBe(0);
      expect(storage.values.has(KEY)).toBe(false);
      vi.advanceTimersByTime(LOCAL_SAVE_EVERY_MS);
      expect(storage.values.has(KEY)).toBe(false);
    });

    it('are erased by « Recommencer »: the user’s on the server too, and an old server copy cannot come back', async () => {
      const api = fakeDraftApi();
      const { store, storage } = storeOnFakes({ serverDrafts: api });
      store.setValue('sender', 'Awa');
      vi.advanceTimersByTime(1000);
      store.restart();
      await settleMicrotasks();
      expect(api.remove).toHaveBeenCalledOnce();
      expect(stored(storage)).toMatchObject({ values: {}, updatedAt: '2026-03-02T09:00:01.000Z' });

      const again = storeOnFakes({
        storage,
        serverDrafts: fakeDraftApi(aDraft({ values: { sender: 'Awa' }, updatedAt: '2026-03-02T09:00:00.500Z' })),
      });
      again.store.start();
      await settleMicrotasks();
      expect(again.store.$values.get()).toEqual({});
      expect(again.deps.serverDrafts?.remove).toHaveBeenCalledOnce();
    });
  });

  describe('download', () => {
    it('goes to the first field to correct instead of asking the server', async () => {
      const { store, deps } = storeOnFakes();
      fill(store, { ...VALID_VALUES, recipient: '' });
      store.goTo(4);
      await store.download('pdf');
      expect(deps.fetch).not.toHaveBeenCalled();
      expect(store.$step.get()).toBe(1);
      expect(store.$errors.get()).toEqual({ recipient: 'Renseignez « Nom du destinataire ».' });
      expect(store.$focus.get()).toMatchObject({ kind: 'field', name: 'recipient' });
      expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Quelques réponses sont à corriger' }));
    });

    it('saves the file under the server’s name and says where else it is kept', async () => {
      const fetch = vi.fn(
        async () =>
          new Response('%PDF', {
            headers: {
              'Content-Disposition': 'attachment; filename="mise-en-demeure.pdf"',
              'X-Personal-Item-Id': 'item-7',
            },
          }),
      );
      const { store, deps } = storeOnFakes({ fetch, serverDrafts: fakeDraftApi() });
      fill(store, { ...VALID_VALUES, lawyer: 'caché' });
      const downloading = store.download('pdf');
      expect(store.$busy.get()).toBe('pdf');
      await downloading;
      expect(store.$busy.get()).toBeNull();
      const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
      expect(body).toEqual({
        format: 'pdf',
        values: {
          sender: 'Awa Dossou',
          email: '',
          recipient: 'Koffi Mensah',
          has_lawyer: 'non',
          amount: '150000',
          interest: '',
          due: '2026-03-14',
          details: '',
        },
      });
      expect(deps.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'mise-en-demeure.pdf');
      expect(deps.notify).toHaveBeenCalledWith({
        title: 'Document téléchargé',
        variant: 'success',
        description: 'Il est aussi rangé dans votre bibliothèque personnelle.',
        action: { label: 'Voir dans ma bibliothèque', href: '/library/personnal/item-7' },
      });
    });

    it('tells a visitor that signing in keeps their documents', async () => {
      const { store, deps } = storeOnFakes();
      fill(store, VALID_VALUES);
      await store.download('docx');
      expect(deps.notify).toHaveBeenCalledWith(
        expect.objectContaining({
          description: expect.stringContaining('Connectez-vous'),
          action: { label: 'Se connecter', href: deps.links.signIn },
        }),
      );
    });

    it('puts the server’s refusals on their fields and goes to the first one', async () => {
      const fetch = vi.fn(
        async () =>
          new Response(
            JSON.stringify({ statusCode: 400, message: 'À corriger', fields: { amount: 'Montant refusé.' } }),
            { status: 400 },
          ),
      );
      const { store, deps } = storeOnFakes({ fetch });
      fill(store, VALID_VALUES);
      store.goTo(4);
      await store.download('pdf');
      expect(store.$step.get()).toBe(2);
      expect(store.$errors.get()).toEqual({ amount: 'Montant refusé.' });
      expect(store.$focus.get()).toMatchObject({ kind: 'field', name: 'amount' });
      store.setValue('amount', '150001');
      expect(store.$errors.get()).toEqual({});
      expect(deps.saveFile).not.toHaveBeenCalled();
    });

    it('says when to try again after too many documents', async () => {
      const fetch = vi.fn(async () => new Response('{}', { status: 429, headers: { 'Retry-After': '125' } }));
      const { store, deps } = storeOnFakes({ fetch });
      fill(store, VALID_VALUES);
      await store.download('pdf');
      expect(deps.notify).toHaveBeenCalledWith(
        expect.objectContaining({
          description: 'Vous avez créé beaucoup de documents en peu de temps. Réessayez dans 3 min.',
        }),
      );
    });

    it('says the connection is lost and keeps every answer', async () => {
      const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
      const { store, deps } = storeOnFakes({ fetch });
      fill(store, VALID_VALUES);
      await store.download('pdf');
      expect(deps.notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Pas de connexion', variant: 'warning' }),
      );
      expect(store.$values.get()).toEqual(VALID_VALUES);
      expect(store.$busy.get()).toBeNull();
    });

    it('raises the subscription event when a quota is spent', async () => {
      const fetch = vi.fn(
        async () => new Response(JSON.stringify({ statusCode: 403, message: 'Quota atteint' }), { status: 403 }),
      );
      const { store, deps } = storeOnFakes({ fetch });
      fill(store, VALID_VALUES);
      await store.download('pdf');
      expect(deps.onForbidden).toHaveBeenCalledWith('Quota atteint', null);
      expect(deps.notify).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Quota atteint', variant: 'destructive' }),
      );
    });

    it('leaves a spent quota to the upgrade prompt: the code goes with the event, no second toast, every answer kept', async () => {
      const body = {
        statusCode: 403,
        message: 'Vous avez utilisé tous les documents de votre forfait pour ce mois-ci.',
        code: 'subscription_required',
      };
      const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 403 }));
      const { store, deps } = storeOnFakes({ fetch });
      fill(store, VALID_VALUES);
      await store.download('pdf');
      expect(deps.onForbidden).toHaveBeenCalledWith(body.message, 'subscription_required');
      expect(deps.notify).not.toHaveBeenCalled();
      expect(store.$values.get()).toEqual(VALID_VALUES);
      expect(store.$busy.get()).toBeNull();
    });
  });

  it('uses the browser’s day once started', () => {
    vi.setSystemTime(new Date(2026, 2, 20, 9));
    const { store } = storeOnFakes({ today: '2026-03-19' });
    expect(store.$todayIso.get()).toBe('2026-03-19');
    store.start();
    expect(store.$todayIso.get()).toBe('2026-03-20');
  });
});
