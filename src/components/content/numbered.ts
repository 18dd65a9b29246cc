/**
 * Long texts (legal pages, FAQ) are runs of numbered messages — `terms.ai.1`, `terms.ai.2`, and
 * the list items of a paragraph `terms.ai.1.1`, `terms.ai.1.2` — so a paragraph can be added or
 * removed in the message files without touching the page. Order comes from the numbers, not
 * from the order of keys in the file. Keys are read from fr.json, the source of every locale.
 */
import fr from '../../../locales/fr.json' with { type: 'json' };
import type { MessageKey } from '~/i18n/messages.ts';

const KEYS = Object.keys(fr) as MessageKey[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A key built at run time; throws when fr.json lacks it, so a typo fails the render, not the reader. */
export function messageKey(name: string): MessageKey {
  if (!(name in fr)) throw new Error(`Missing message key "${name}" in locales/fr.json`);
  return name as MessageKey;
}

/** Keys `${prefix}.<n>${suffix}` in ascending n. */
export function numbered(prefix: string, suffix = ''): MessageKey[] {
  const pattern = new RegExp(`^${escapeRegExp(prefix)}\\.(\\d+)${escapeRegExp(suffix)}$`);
  return KEYS.flatMap((key) => {
    const match = pattern.exec(key);
    return match ? [{ key, n: Number(match[1]) }] : [];
  })
    .sort((a, b) => a.n - b.n)
    .map(({ key }) => key);
}

/** A section's paragraphs, each with its list items (possibly none). */
export function blocks(prefix: string): { text: MessageKey; items: MessageKey[] }[] {
  return numbered(prefix).map((text) => ({ text, items: numbered(text) }));
}

/** The last segment of a prefix, used as the section's anchor (`terms.ai` → `ai`). */
export function anchor(prefix: string): string {
  return prefix.slice(prefix.lastIndexOf('.') + 1);
}
