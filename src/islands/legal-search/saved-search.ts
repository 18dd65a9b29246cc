/**
 * What must survive a reload of the search page (sessionStorage): the question being typed,
 * kept until it gets an answer, and the localId of the search waiting for that answer.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { MAX_QUESTION_LENGTH } from '~/shared/legal-search-rules.ts';

export const SAVED_SEARCH_KEY = 'jurisia.legal-search';

export interface SavedSearch {
  draft: string;
  /** localId of the search asked from this tab and not yet answered. */
  activeId: string | null;
}

export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const EMPTY: SavedSearch = { draft: '', activeId: null };

export function readSavedSearch(storage: SessionStore | null): SavedSearch {
  try {
    const raw = storage?.getItem(SAVED_SEARCH_KEY);
    if (!raw) return EMPTY;
    const value = JSON.parse(raw) as Partial<SavedSearch>;
    return {
      draft: typeof value.draft === 'string' ? value.draft : '',
      activeId: typeof value.activeId === 'string' ? value.activeId : null,
    };
  } catch {
    return EMPTY;
  }
}

/** Storage may be blocked or full: the page then simply forgets on reload. */
function writeSavedSearch(storage: SessionStore | null, saved: SavedSearch): void {
  try {
    if (!saved.draft && !saved.activeId) storage?.removeItem(SAVED_SEARCH_KEY);
    else storage?.setItem(SAVED_SEARCH_KEY, JSON.stringify(saved));
  } catch {
    // Nothing to do: the draft stays on screen for as long as the page lives.
  }
}

/**
 * The question being typed, and which search is waiting for it, kept in `storage` as they
 * change. `question`: the text shown before `restore` (one the address brought, `/search?q=`).
 */
export function createSavedSearch(storage: SessionStore | null, question = '') {
  const $draft = atom(question.slice(0, MAX_QUESTION_LENGTH));
  let saved = EMPTY;
  const write = (patch: Partial<SavedSearch>) => {
    saved = { ...saved, ...patch };
    writeSavedSearch(storage, saved);
  };
  return {
    $draft: $draft as ReadableAtom<string>,
    activeId: () => saved.activeId,
    setDraft(text: string): void {
      $draft.set(text.slice(0, MAX_QUESTION_LENGTH));
      write({ draft: $draft.get() });
    },
    setActive: (activeId: string | null) => write({ activeId }),
    /** Reads what the previous load of the page left; returns the active search's localId. */
    restore(): string | null {
      saved = readSavedSearch(storage);
      $draft.set(saved.draft);
      return saved.activeId;
    },
  };
}
