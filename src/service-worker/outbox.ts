/**
 * The worker's side of the outbox (shared/outbox.ts): when Background Sync says the connection
 * is back, the questions asked offline are posted, oldest first, as the page would post them,
 * cookies included, and only those of the reader signed in now: a question another reader
 * asked on this browser leaves unsent. A question the server took, or refused, leaves the
 * outbox: the page keeps its own copy and shows a refusal on its next visit. A network failure
 * or a server error ends the round unfinished; the browser runs it again later. Nobody signed
 * in: the questions wait for their page.
 */
import {
  OUTBOX_URLS,
  OUTBOX_USER_URL,
  type OutboxQuestion,
  outboxQuestions,
  putInOutbox,
  takeFromOutbox,
} from '../shared/outbox.ts';

export interface OutboxSenderDeps {
  indexedDB: IDBFactory;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

/** Worth another round later: the server was not reached, or could not take it now. */
const tryAgainLater = (status: number) => status >= 500 || status === 408 || status === 429;

const startsConversation = (question: OutboxQuestion) => question.kind === 'chat' && !question.fields['discussion'];

async function post({ fetch }: OutboxSenderDeps, question: OutboxQuestion): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(question.fields)) body.set(name, value);
  const response = await fetch(OUTBOX_URLS[question.kind], { method: 'POST', body, credentials: 'same-origin' });
  if (tryAgainLater(response.status)) throw new Error(`The server answered ${response.status}: sent again later`);
  return response;
}

/** The conversation a chat question started, from the server's answer. */
async function conversationOf(response: Response): Promise<string | undefined> {
  if (!response.ok) return undefined;
  const body = (await response.json().catch(() => null)) as { data?: { discussion?: unknown } } | null;
  return typeof body?.data?.discussion === 'string' ? body.data.discussion : undefined;
}

/** The reader signed in on this browser now; null for nobody. */
async function signedIn({ fetch }: OutboxSenderDeps): Promise<string | null> {
  const response = await fetch(OUTBOX_USER_URL, { method: 'GET', credentials: 'same-origin' });
  if (tryAgainLater(response.status)) throw new Error(`The server answered ${response.status}: sent again later`);
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { user?: { _id?: unknown } } | null;
  return typeof body?.user?._id === 'string' ? body.user._id : null;
}

export async function sendOutbox(deps: OutboxSenderDeps): Promise<void> {
  const waiting = await outboxQuestions(deps.indexedDB);
  if (waiting.length === 0) return;
  const reader = await signedIn(deps);
  if (reader === null) return;
  for (const [index, question] of waiting.entries()) {
    if (question.userId !== reader) {
      await takeFromOutbox(deps.indexedDB, question.localId);
      continue;
    }
    const response = await post(deps, question);
    const started = startsConversation(question) ? await conversationOf(response) : undefined;
    if (started) {
      // The next questions of that new conversation join it, in this round or a later one.
      for (const later of waiting
        .slice(index + 1)
        .filter((next) => startsConversation(next) && next.userId === reader)) {
        later.fields = { ...later.fields, discussion: started };
        await putInOutbox(deps.indexedDB, later);
      }
    }
    await takeFromOutbox(deps.indexedDB, question.localId);
  }
}
