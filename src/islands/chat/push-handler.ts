/**
 * Handling a `chat_ai_response` push (SPEC-COVERAGE §4, §7): heartbeats and other conversations leave
 * the message area alone; an answer completes its question and is typed in; a failure or a
 * question without an answer fails the question.
 */
import type { ChatPush } from '~/shared/events.ts';
import { entryKey } from './chat-entries.ts';
import { applyPush, concernsEntries } from './chat-push.ts';
import type { ChatState } from './chat-state.ts';
import type { Conversations } from './conversations.store.ts';
import type { OperationLog } from './operations.ts';

export interface PushHandlerDeps {
  state: ChatState;
  conversations: Conversations;
  operations: OperationLog;
  /** Types the answer of the entry `key` in; resolves once the whole text shows. */
  type: (key: string, text: string) => Promise<void>;
  /** Said when the push has no err of its own. */
  failedText: string;
  /**
   * Re-reads a conversation whose title the answer job may have changed: a spoken question's
   * conversation is titled « Question vocale » until its transcript is known.
   */
  refreshConversation: (id: string) => Promise<void>;
}

export function createPushHandler(deps: PushHandlerDeps) {
  const { state } = deps;
  return async function handlePush(push: ChatPush): Promise<void> {
    if (push.type === 'heartbeat') return;
    // The answer is final: the question's operation is over wherever it is shown.
    deps.operations.settle(entryKey(push.question));
    deps.conversations.touch(push.question.discussion, (push.answer ?? push.question).updatedAt);
    if (push.question.isAudioQuestion) void deps.refreshConversation(push.question.discussion);
    const entries = state.$entries.get();
    // The question may belong to the conversation being created, whose id the screen does not know yet.
    const open = push.question.discussion === state.currentId() || concernsEntries(entries, push);
    if (!open) return;
    const result = applyPush(entries, push, deps.failedText);
    if (!result) return;
    state.$entries.set(result.entries);
    if (result.answer) await deps.type(result.answer.key, result.answer.message.contentText);
  };
}
