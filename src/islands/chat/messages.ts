/**
 * The translated texts of the chat island. The page renders them for its locale and passes
 * them as a prop, so the client bundles no message file.
 */
import type { MessageKey, Translate } from '~/i18n/messages.ts';
import { SOUND_MESSAGE_KEYS } from '../shared/audio/sound.ts';

/** SPEC-COVERAGE §2, §9: the ten rotating messages shown while an answer is awaited. */
export const WAITING_KEYS = [
  'chat.waiting.1',
  'chat.waiting.2',
  'chat.waiting.3',
  'chat.waiting.4',
  'chat.waiting.5',
  'chat.waiting.6',
  'chat.waiting.7',
  'chat.waiting.8',
  'chat.waiting.9',
  'chat.waiting.10',
] as const satisfies readonly MessageKey[];

/** SPEC-COVERAGE §1: company creation, divorce, land title, tenant rights, wills, adoption. */
export const STARTER_KEYS = [
  'chat.starters.company',
  'chat.starters.divorce',
  'chat.starters.landTitle',
  'chat.starters.tenant',
  'chat.starters.will',
  'chat.starters.adoption',
] as const satisfies readonly MessageKey[];

/** The texts the store tells the user (SPEC-COVERAGE §5, §8), translated like the rest. */
const STORE_TEXT_KEYS = [
  'chat.errors.empty',
  'chat.errors.tooLong',
  'chat.errors.invalidDiscussion',
  'chat.errors.emptyTitle',
  'chat.errors.discussionNotFound',
  'chat.errors.maxRetries',
  'chat.errors.tooManyOperations',
  'chat.errors.network',
  'chat.errors.tooLarge',
  'chat.errors.rateLimited',
  'chat.errors.sendTitle',
  'chat.errors.push',
  'chat.toast.renamed',
  'chat.toast.deleted',
] as const satisfies readonly MessageKey[];

export const CHAT_MESSAGE_KEYS = [
  'chat.ui.conversations',
  'chat.ui.newConversation',
  'chat.ui.search',
  'chat.ui.searchPlaceholder',
  'chat.ui.group.today',
  'chat.ui.group.yesterday',
  'chat.ui.group.week',
  'chat.ui.group.month',
  'chat.ui.group.older',
  'chat.ui.noConversations',
  'chat.ui.noMatch',
  'chat.ui.loading',
  'chat.ui.moreConversations',
  'chat.ui.actions',
  'chat.ui.rename',
  'chat.ui.renameLabel',
  'chat.ui.renameSave',
  'chat.ui.renameCancel',
  'chat.ui.export',
  'chat.ui.delete',
  'chat.ui.deleteConfirm',
  'chat.ui.deleteYes',
  'chat.ui.deleteNo',
  'chat.ui.openList',
  'chat.ui.closeList',
  'chat.ui.messages',
  'chat.ui.olderMessages',
  'chat.ui.loadingOlder',
  'chat.ui.welcomeTitle',
  'chat.ui.welcomeText',
  'chat.ui.startersTitle',
  'chat.ui.you',
  'chat.ui.assistant',
  'chat.ui.sending',
  'chat.ui.waitingForConnection',
  'chat.ui.pending',
  'chat.ui.retry',
  'chat.ui.sources',
  'chat.ui.cite',
  'chat.ui.jurisdiction',
  'chat.ui.date',
  'chat.ui.copy',
  'chat.ui.copied',
  'chat.ui.helpful',
  'chat.ui.notHelpful',
  'chat.ui.composerLabel',
  'chat.ui.composerPlaceholder',
  'chat.ui.composerHint',
  'chat.ui.counter',
  'chat.ui.send',
  'chat.ui.socketConnecting',
  'chat.ui.socketLost',
  'chat.ui.errorTitle',
  'chat.ui.exportFailed',
  'chat.thinkMode.label',
  'chat.thinkMode.instant',
  'chat.thinkMode.think',
  'chat.thinkMode.deepThink',
  ...STORE_TEXT_KEYS,
  ...WAITING_KEYS,
  ...STARTER_KEYS,
  ...SOUND_MESSAGE_KEYS,
] as const satisfies readonly MessageKey[];

export type ChatMessageKey = (typeof CHAT_MESSAGE_KEYS)[number];
export type ChatMessages = Record<ChatMessageKey, string>;

/** The texts for the page's locale; `{name}` placeholders stay in them and are filled with `fill`. */
export function chatMessages(t: Translate): ChatMessages {
  return Object.fromEntries(CHAT_MESSAGE_KEYS.map((key) => [key, t(key)])) as ChatMessages;
}
