/** What the user is told once a download is over (see generator.store.ts). */
import type { ToastInput } from '~/stores/toasts.ts';
import type { DownloadResult } from './download.ts';
import { type DocumentMessages, fill } from './messages.ts';

export interface SavedToastContext {
  signedIn: boolean;
  personalItemId: string | null;
  links: { personalItem: ((id: string) => string) | null; signIn: string | null };
}

/** Downloaded; for a user, also filed in the personal library; for a visitor, how to keep it there. */
export function savedToast(
  messages: DocumentMessages,
  { signedIn, personalItemId, links }: SavedToastContext,
): ToastInput {
  const done = { title: messages['documents.download.done'], variant: 'success' as const };
  if (signedIn && personalItemId && links.personalItem) {
    return {
      ...done,
      description: messages['documents.download.inLibrary'],
      action: { label: messages['documents.download.openLibrary'], href: links.personalItem(personalItemId) },
    };
  }
  if (!signedIn && links.signIn) {
    return {
      ...done,
      description: messages['documents.download.signInHint'],
      action: { label: messages['documents.download.signIn'], href: links.signIn },
    };
  }
  return done;
}

/** A download that failed: when to retry, the lost connection, or the server's word; the answers are kept either way. */
export function failureToast(
  messages: DocumentMessages,
  result: Exclude<DownloadResult, { kind: 'file' } | { kind: 'invalid' }>,
): ToastInput {
  switch (result.kind) {
    case 'rateLimited': {
      const seconds = result.retryAfterSeconds;
      const description =
        seconds === null
          ? messages['documents.download.rateLimitedLater']
          : fill(messages['documents.download.rateLimited'], { minutes: Math.max(1, Math.ceil(seconds / 60)) });
      return { title: messages['documents.download.failed'], description, variant: 'warning' };
    }
    case 'offline':
      return {
        title: messages['documents.download.offline'],
        description: messages['documents.download.offlineText'],
        variant: 'warning',
        icon: 'wifi-off',
      };
    default:
      return {
        title: messages['documents.download.failed'],
        description: result.message ?? messages['documents.download.failedText'],
        variant: 'destructive',
      };
  }
}
