// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/stores/http';
import { enhanceSaveSheet, type SaveSheetDeps } from './save-sheet';

function render(saved: string | null = null): HTMLElement {
  document.body.innerHTML = `
    <div data-save-sheet data-document-id="vdd-F1" data-item-path="/library/personnal/" data-saved-text="Document enregistré dans votre bibliothèque." data-failed-text="Échec.">
      <form method="post" action="/api/e/library/personal"${saved ? ' hidden' : ''}><button type="submit">Enregistrer dans ma bibliothèque</button></form>
      <a data-saved href="/library/personnal/${saved ?? ''}"${saved ? '' : ' hidden'}>Enregistrée dans ma bibliothèque</a>
    </div>`;
  return document.querySelector('[data-save-sheet]') as HTMLElement;
}

const form = () => document.querySelector('form') as HTMLFormElement;
const link = () => document.querySelector('a[data-saved]') as HTMLAnchorElement;
const submit = () => {
  const event = new Event('submit', { cancelable: true });
  form().dispatchEvent(event);
  return event;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('enhanceSaveSheet', () => {
  let api: { get: ReturnType<typeof vi.fn>; post: ReturnType<typeof vi.fn> };
  let notify: ReturnType<typeof vi.fn>;
  const enhance = (root: HTMLElement, $loggedIn: SaveSheetDeps['$loggedIn']) =>
    enhanceSaveSheet({
      root,
      $loggedIn,
      api: api as unknown as SaveSheetDeps['api'],
      notify: notify as SaveSheetDeps['notify'],
    });
  beforeEach(() => {
    api = {
      get: vi.fn().mockResolvedValue({ data: [] }),
      post: vi.fn().mockResolvedValue({ data: { _id: 'item-7' } }),
    };
    notify = vi.fn();
  });

  it('saves without leaving the sheet: the toast, then the button becomes the link to the item', async () => {
    enhance(render(), atom(true));
    expect(submit().defaultPrevented).toBe(true);
    expect(form().querySelector('button')?.disabled).toBe(true);
    await settle();
    expect(api.post).toHaveBeenCalledWith('/api/e/library/personal', { kind: 'library', documentId: 'vdd-F1' });
    expect(notify).toHaveBeenCalledWith({
      description: 'Document enregistré dans votre bibliothèque.',
      variant: 'success',
    });
    expect(form().hidden).toBe(true);
    expect(link().hidden).toBe(false);
    expect(link().getAttribute('href')).toBe('/library/personnal/item-7');
    expect(document.activeElement).toBe(link());
  });

  it('shows a sheet saved earlier as saved once the session is known, asking once', async () => {
    const $loggedIn = atom(false);
    api.get.mockResolvedValue({ data: [{ _id: 'item-3' }] });
    enhance(render(), $loggedIn);
    expect(api.get).not.toHaveBeenCalled();
    $loggedIn.set(true);
    await settle();
    $loggedIn.set(false);
    $loggedIn.set(true);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith('/api/e/library/personal', { query: { documentId: 'vdd-F1', perPage: 1 } });
    expect(link().getAttribute('href')).toBe('/library/personnal/item-3');
    expect(form().hidden).toBe(true);
  });

  it('asks nothing when the page already shows the sheet saved', async () => {
    enhance(render('item-9'), atom(true));
    await settle();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('lets a visitor’s post go on to the sign-in guard', () => {
    enhance(render(), atom(false));
    expect(submit().defaultPrevented).toBe(false);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('says why a save failed and keeps the button; leaves a lost connection to the platform', async () => {
    enhance(render(), atom(true));
    api.post.mockRejectedValueOnce(new HttpError({ statusCode: 404, message: 'Document introuvable' }));
    submit();
    await settle();
    expect(notify).toHaveBeenCalledWith({ description: 'Document introuvable', variant: 'destructive' });
    expect(form().hidden).toBe(false);
    expect(form().querySelector('button')?.disabled).toBe(false);
    api.post.mockRejectedValueOnce(new HttpError({ statusCode: 0, message: 'Network Error', code: 'ERR_NETWORK' }));
    submit();
    await settle();
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
