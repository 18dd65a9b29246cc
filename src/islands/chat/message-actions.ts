/**
 * The user's opinion of an answer (thumbs up or down, optimistic, put back on failure) and the
 * conversation's PDF export (SPEC-COVERAGE §7), fetched as a blob so a failure can be told in a toast.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ChatMessage, Feedback } from '~/shared/events.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import { messageOf } from '../shared/errors.ts';
import { conversationPdfFileName } from '~/shared/export-file-name.ts';
import { discussionUrl, messageUrl } from './chat-api.ts';
import type { ChatState } from './chat-state.ts';
import type { ChatTexts } from './chat-texts.ts';
import type { Conversations } from './conversations.store.ts';

export interface MessageActionsDeps {
  http: Pick<HttpClient, 'get' | 'put'>;
  state: ChatState;
  conversations: Conversations;
  notify: (toast: ToastInput) => void;
  saveFile: (blob: Blob, fileName: string) => void;
  texts: Pick<ChatTexts, 'errorTitle' | 'exportFailed'>;
}

export function createMessageActions(deps: MessageActionsDeps) {
  const { state } = deps;
  const $exporting = atom(false);

  function setOwnFeedback(messageId: string, feedback: Feedback | null): void {
    const entry = state.findById(messageId);
    if (entry) state.patch(entry.key, (known) => ({ ...known, message: { ...known.message, feedback } }));
  }

  async function setFeedback(messageId: string, value: Feedback | null): Promise<void> {
    const entry = state.findById(messageId);
    if (entry?.message.senderType !== 'bot') return;
    const before = entry.message.feedback;
    setOwnFeedback(messageId, value);
    try {
      // A thumbs up given just before a reload is carried through (keepalive): it shows pressed at once.
      const { data } = await deps.http.put<{ data: ChatMessage }>(
        `${messageUrl(messageId)}/feedback`,
        { value },
        { keepalive: true },
      );
      setOwnFeedback(messageId, data.feedback);
    } catch (error) {
      if (state.findById(messageId)?.message.feedback === value) setOwnFeedback(messageId, before);
      deps.notify({ title: deps.texts.errorTitle, description: messageOf(error), variant: 'destructive' });
    }
  }

  async function exportPdf(id: string): Promise<void> {
    if ($exporting.get()) return;
    const discussion = deps.conversations.find(id) ?? (state.currentId() === id ? state.$current.get() : null);
    $exporting.set(true);
    try {
      const blob = await deps.http.get<Blob>(`${discussionUrl(id)}/export-as-pdf`, { responseType: 'blob' });
      deps.saveFile(blob, conversationPdfFileName(discussion ?? { _id: id, createdAt: '' }));
    } catch (error) {
      deps.notify({ title: deps.texts.exportFailed, description: messageOf(error), variant: 'destructive' });
    } finally {
      $exporting.set(false);
    }
  }

  return { $exporting: $exporting as ReadableAtom<boolean>, setFeedback, exportPdf };
}
