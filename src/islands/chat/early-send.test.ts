// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_QUESTIONS_KEY, EARLY_STATUS_ID, earlySendScript, takeEarlyQuestions } from './early-send';

const OPTIONS = { composerId: 'chat-composer', statusId: EARLY_STATUS_ID, storageKey: EARLY_QUESTIONS_KEY };

/** The server's HTML: the island not hydrated yet, its plain form, the page's status element. */
function renderPage(discussion = '') {
  document.body.innerHTML = `
    <astro-island ssr>
      <form method="post" action="/api/e/message">
        ${discussion ? `<input type="hidden" name="discussion" value="${discussion}">` : ''}
        <input type="hidden" name="localId" value="form-local">
        <input type="hidden" name="language" value="fr">
        <textarea id="chat-composer" name="contentText"></textarea>
        <button type="submit">Envoyer</button>
      </form>
    </astro-island>
    <div id="${EARLY_STATUS_ID}" hidden role="status"><p>Envoi…</p><ul></ul></div>`;
}

const field = () => document.getElementById('chat-composer') as HTMLTextAreaElement;
const status = () => document.getElementById(EARLY_STATUS_ID) as HTMLElement;
const enter = () => {
  const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
  field().dispatchEvent(event);
  return event;
};

describe('a question sent before the chat island hydrates', () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    fetch = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  // The script as the page ships it: serialised, run in the page with no module around it.
  const install = () => new Function(earlySendScript(OPTIONS))();

  it('is posted at once, shown pending, kept for the island, and the field emptied', async () => {
    renderPage('d-1');
    install();
    field().value = '  Mon employeur ne me paie plus  ';
    expect(enter().defaultPrevented).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(new URL(url, location.href).pathname).toBe('/api/e/message');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const body = init.body as FormData;
    expect(body.get('contentText')).toBe('Mon employeur ne me paie plus');
    expect(body.get('discussion')).toBe('d-1');
    const localId = body.get('localId');
    expect(localId).toMatch(/^early-/);
    expect(field().value).toBe('');
    expect(status().hidden).toBe(false);
    expect(status().querySelector('li')?.textContent).toBe('Mon employeur ne me paie plus');
    expect(JSON.parse(sessionStorage.getItem(EARLY_QUESTIONS_KEY) ?? '[]')).toEqual([
      { localId, contentText: 'Mon employeur ne me paie plus', discussion: 'd-1' },
    ]);
  });

  it('sends nothing for an empty field, a new line for Shift+Enter, and leaves the page to the island once hydrated', async () => {
    renderPage();
    install();
    expect(enter().defaultPrevented).toBe(true);
    field().value = 'ligne';
    const shifted = new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, cancelable: true });
    field().dispatchEvent(shifted);
    expect(shifted.defaultPrevented).toBe(false);
    field().value = 'Première question';
    enter();
    document.querySelector('astro-island')?.removeAttribute('ssr');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(status().hidden).toBe(true);
    field().value = 'Après hydratation';
    expect(enter().defaultPrevented).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page already hydrated', () => {
    renderPage();
    document.querySelector('astro-island')?.removeAttribute('ssr');
    install();
    field().value = 'Question';
    expect(enter().defaultPrevented).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('takeEarlyQuestions', () => {
  beforeEach(() => sessionStorage.clear());

  it('takes the questions of the open conversation once, leaving the others and dropping what is not one', () => {
    const mine = { localId: 'early-1', contentText: 'A', discussion: null };
    const other = { localId: 'early-2', contentText: 'B', discussion: 'd-9' };
    sessionStorage.setItem(EARLY_QUESTIONS_KEY, JSON.stringify([mine, other, { localId: 3 }]));
    expect(takeEarlyQuestions(sessionStorage, null)).toEqual([mine]);
    expect(takeEarlyQuestions(sessionStorage, null)).toEqual([]);
    expect(takeEarlyQuestions(sessionStorage, 'd-9')).toEqual([other]);
    expect(sessionStorage.getItem(EARLY_QUESTIONS_KEY)).toBeNull();
  });

  it('reads nothing from blocked or broken storage', () => {
    sessionStorage.setItem(EARLY_QUESTIONS_KEY, '{not json');
    expect(takeEarlyQuestions(sessionStorage, null)).toEqual([]);
    expect(takeEarlyQuestions(null, null)).toEqual([]);
  });
});
