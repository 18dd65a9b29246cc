/**
 * Renaming and deleting a conversation (SPEC-COVERAGE §5, §8): both change the screen at once and put it
 * back when the server refuses, with a toast either way.
 */
import { isValidDiscussionId } from '~/shared/chat-rules.ts';
import type { Discussion } from '~/shared/events.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import { messageOf, statusOf } from '../shared/errors.ts';
import { discussionUrl } from './chat-api.ts';
import type { ChatMemory } from './chat-memory.ts';
import type { ChatState } from './chat-state.ts';
import type { ChatTexts } from './chat-texts.ts';
import { tooBusy } from './chat-validation.ts';
import type { Conversations } from './conversations.store.ts';
import type { OperationLog } from './operations.ts';

export interface ConversationActionsDeps {
  http: Pick<HttpClient, 'put' | 'delete'>;
  state: ChatState;
  conversations: Conversations;
  operations: OperationLog;
  memory: ChatMemory;
  notify: (toast: ToastInput) => void;
  texts: Pick<
    ChatTexts,
    | 'emptyTitle'
    | 'discussionNotFound'
    | 'tooManyOperations'
    | 'invalidDiscussion'
    | 'renamed'
    | 'deleted'
    | 'errorTitle'
  >;
  /** Opens a new conversation, when the open one is deleted. */
  openNew: () => Promise<void>;
}

export function createConversationActions(deps: ConversationActionsDeps) {
  const { state, conversations } = deps;

  const refuse = (text: string) =>
    deps.notify({ title: deps.texts.errorTitle, description: text, variant: 'destructive' });
  /** Why the call cannot be made, if it cannot (SPEC-COVERAGE §5). */
  const problem = (id: string) =>
    !isValidDiscussionId(id)
      ? deps.texts.invalidDiscussion
      : tooBusy(deps.operations.pending())
        ? deps.texts.tooManyOperations
        : null;

  function failure(id: string, error: unknown): void {
    const text = statusOf(error) === 404 ? deps.texts.discussionNotFound : messageOf(error);
    deps.operations.fail(id, text);
    refuse(text);
  }

  /** Shows `discussion` in the list and, when it is the open one, in the header. */
  function show(discussion: Discussion): void {
    conversations.replace(discussion);
    if (state.currentId() === discussion._id) state.$current.set(discussion);
  }

  async function rename(id: string, title: string): Promise<void> {
    const trimmed = title.trim();
    const refused = trimmed === '' ? deps.texts.emptyTitle : problem(id);
    if (refused) return refuse(refused);
    const before = conversations.find(id) ?? (state.currentId() === id ? state.$current.get() : null);
    if (!before) return refuse(deps.texts.discussionNotFound);
    show({ ...before, title: trimmed });
    const end = deps.operations.begin('rename', id);
    try {
      const { data } = await deps.http.put<{ data: Discussion }>(discussionUrl(id), { title: trimmed });
      show(data);
      deps.operations.clearError(id);
      deps.notify({ title: deps.texts.renamed, variant: 'success' });
    } catch (error) {
      // Put the title back unless another rename changed it meanwhile.
      if (conversations.find(id)?.title === trimmed || state.$current.get()?.title === trimmed) show(before);
      failure(id, error);
    } finally {
      end();
    }
  }

  async function remove(id: string): Promise<void> {
    const refused = problem(id);
    if (refused) return refuse(refused);
    const removed = conversations.remove(id);
    const end = deps.operations.begin('remove', id);
    try {
      await deps.http.delete(discussionUrl(id));
      deps.memory.forgetConversation(id);
      deps.notify({ title: deps.texts.deleted, variant: 'success' });
      if (state.currentId() === id) await deps.openNew();
    } catch (error) {
      // Not found: deleted already (another tab), so there is nothing to put back.
      const gone = statusOf(error) === 404;
      if (removed && !gone) conversations.restore(removed);
      failure(id, error);
      if (gone && state.currentId() === id) await deps.openNew();
    } finally {
      end();
    }
  }

  return { rename, remove };
}
