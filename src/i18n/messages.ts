/**
 * Message lookup. Files are flat JSON (`"home.hero.title": "…"`); fr.json is the source and
 * the fallback of every locale without its own file. `{name}` placeholders are replaced.
 */
import en from '../../locales/en.json' with { type: 'json' };
import fon from '../../locales/fon.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import yo from '../../locales/yo.json' with { type: 'json' };
import type { Locale } from './locales.ts';
import { format } from './format.ts';

export type MessageKey = keyof typeof fr;
type Messages = Record<string, string>;

const FILES: Partial<Record<Locale, Messages>> = { fr, en, fon, yo };

export function messagesFor(locale: Locale): Messages {
  return FILES[locale] ?? fr;
}

export { format };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function createTranslator(locale: Locale): Translate {
  const messages = messagesFor(locale);
  return (key, params) => format(messages[key] ?? (fr as Messages)[key] ?? key, params);
}
