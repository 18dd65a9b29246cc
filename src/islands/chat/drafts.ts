/** The composer's text of the open conversation, kept in the browser across reloads (SPEC-COVERAGE §8: nothing typed is lost). */
import { atom, type ReadableAtom } from 'nanostores';
import type { ChatMemory } from './chat-memory.ts';

/**
 * `conversation`: the key of the conversation open at first; its draft shows once `switchTo`
 * reads it. `initial`: the text shown until then (a question the address brought), so the
 * server-rendered composer already holds it.
 */
export function createDrafts(memory: ChatMemory, conversation: string, initial = '') {
  const $draft = atom(initial);
  let key = conversation;

  return {
    $draft: $draft as ReadableAtom<string>,
    set(text: string): void {
      $draft.set(text);
      memory.setDraft(key, text);
    },
    /** Shows the draft kept for `conversation` (see conversationKey). */
    switchTo(conversation: string): void {
      key = conversation;
      $draft.set(memory.draft(key));
    },
  };
}

export type Drafts = ReturnType<typeof createDrafts>;
