/**
 * Tabs (SPEC-COVERAGE §4): the active tab changes on a left-click, on Enter or Space, or on focus unless
 * activation is manual. Arrow keys, Home and End move the focus along the list (a roving focus,
 * as in the WAI-ARIA tabs pattern), so under automatic activation they also change the tab.
 */
import { atom, type ReadableAtom } from 'nanostores';

export type TabActivation = 'automatic' | 'manual';

export interface TabsOptions<Id extends string> {
  ids: readonly Id[];
  initial?: Id;
  activation?: TabActivation;
}

/** The parts of a pointer or key event the rules read. */
export interface TabPointer {
  button: number;
  ctrlKey: boolean;
}
export interface TabKey {
  key: string;
}

export interface Tabs<Id extends string> {
  readonly ids: readonly Id[];
  readonly activation: TabActivation;
  readonly $active: ReadableAtom<Id>;
  select(id: Id): void;
  /** Only the main button without Ctrl selects (a Ctrl-click on a Mac is a right-click). Returns whether it did. */
  pointerDown(id: Id, event: TabPointer): boolean;
  /** Enter or Space selects; the arrows, Home and End return the tab to focus next (null otherwise). */
  keyDown(id: Id, event: TabKey): Id | null;
  focus(id: Id): void;
}

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

export function createTabs<Id extends string>({ ids, initial, activation = 'automatic' }: TabsOptions<Id>): Tabs<Id> {
  const first = ids[0];
  if (first === undefined) throw new Error('Tabs need at least one tab');
  const $active = atom<Id>(initial ?? first);
  const select = (id: Id) => {
    if (ids.includes(id)) $active.set(id);
  };
  const moved = (id: Id, step: number): Id => ids[(ids.indexOf(id) + step + ids.length) % ids.length] ?? id;

  return {
    ids,
    activation,
    $active,
    select,
    pointerDown(id, event) {
      if (event.button !== 0 || event.ctrlKey) return false;
      select(id);
      return true;
    },
    keyDown(id, { key }) {
      if (key === 'Enter' || key === ' ') select(id);
      else if (NEXT_KEYS.includes(key)) return moved(id, 1);
      else if (PREVIOUS_KEYS.includes(key)) return moved(id, -1);
      else if (key === 'Home') return first;
      else if (key === 'End') return ids[ids.length - 1] ?? id;
      return null;
    },
    focus(id) {
      if (activation === 'automatic') select(id);
    },
  };
}
