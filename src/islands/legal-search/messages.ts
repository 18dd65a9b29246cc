/**
 * The translated texts of the legal search island. The page renders them for its locale and
 * passes them as a prop, so the client bundles no message file.
 */
import type { MessageKey, Translate } from '~/i18n/messages.ts';
import { SOUND_MESSAGE_KEYS } from '../shared/audio/sound.ts';

export const WAITING_KEYS = [
  'search.waiting.1',
  'search.waiting.2',
  'search.waiting.3',
  'search.waiting.4',
  'search.waiting.5',
  'search.waiting.6',
  'search.waiting.7',
  'search.waiting.8',
] as const satisfies readonly MessageKey[];

export const LEGAL_SEARCH_MESSAGE_KEYS = [
  'search.form.label',
  'search.form.placeholder',
  'search.form.hint',
  'search.form.submit',
  'search.form.counter',
  'search.form.busy',
  'search.result.title',
  'search.result.question',
  'search.result.answer',
  'search.result.sources',
  'search.result.cite',
  'search.result.jurisdiction',
  'search.result.date',
  'search.result.failed',
  'platform.upgrade.title',
  'platform.upgrade.action',
  'search.result.empty',
  'search.result.export',
  'search.result.delete',
  'search.result.new',
  'search.result.pending',
  'search.result.arrived',
  'search.status.pending',
  'search.status.completed',
  'search.status.failed',
  'search.delete.confirm',
  'search.delete.yes',
  'search.delete.no',
  'search.toast.deleted',
  'search.toast.exportFailed',
  'search.toast.saved',
  'search.result.save',
  'search.toast.error',
  'search.history.title',
  'search.history.filter',
  'search.history.filterPlaceholder',
  'search.history.count',
  'search.history.empty',
  'search.history.noMatch',
  'search.history.pages',
  'search.history.previous',
  'search.history.next',
  'search.history.page',
  'search.history.delete',
  'search.history.loading',
  'search.connection',
  'search.socket.connecting',
  ...WAITING_KEYS,
  ...SOUND_MESSAGE_KEYS,
  'chat.voiceTitle',
  'chat.ui.waitingForConnection',
] as const satisfies readonly MessageKey[];

export type LegalSearchMessageKey = (typeof LEGAL_SEARCH_MESSAGE_KEYS)[number];
export type LegalSearchMessages = Record<LegalSearchMessageKey, string>;

/** The texts for the page's locale; `{name}` placeholders stay in them and are filled with `fill`. */
export function legalSearchMessages(t: Translate): LegalSearchMessages {
  return Object.fromEntries(LEGAL_SEARCH_MESSAGE_KEYS.map((key) => [key, t(key)])) as LegalSearchMessages;
}
