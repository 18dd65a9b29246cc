import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import fon from '../../../locales/fon.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import yo from '../../../locales/yo.json' with { type: 'json' };
import { anchor, blocks, messageKey, numbered } from './numbered';

describe('numbered message runs', () => {
  it('orders paragraphs by their number, leaving out list items and titles', () => {
    expect(numbered('terms.ai')).toEqual(['terms.ai.1', 'terms.ai.2']);
  });

  it('attaches list items to the paragraph they follow', () => {
    const [first, second] = blocks('terms.ai');
    expect(first?.items).toEqual(['terms.ai.1.1', 'terms.ai.1.2', 'terms.ai.1.3']);
    expect(second?.items).toEqual([]);
  });

  it('finds FAQ questions by suffix', () => {
    expect(numbered('help.account', '.q')).toEqual([
      'help.account.1.q',
      'help.account.2.q',
      'help.account.3.q',
      'help.account.4.q',
    ]);
  });

  it('fails loudly on a key missing from fr.json', () => {
    expect(() => messageKey('terms.nothing.title')).toThrow(/terms\.nothing\.title/);
    expect(messageKey('terms.ai.title')).toBe('terms.ai.title');
  });

  it('uses the last segment of a prefix as anchor', () => {
    expect(anchor('privacy.cookies')).toBe('cookies');
  });
});

describe('informational pages in every translated locale', () => {
  const pageKeys = Object.keys(fr).filter((key) => /^(home|about|help|terms|privacy)\./.test(key));
  const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

  it.each([
    ['en', en],
    ['fon', fon],
    ['yo', yo],
  ] as const)('%s has every key, with the same placeholders', (_locale, messages) => {
    const table = messages as Record<string, string>;
    for (const key of pageKeys) {
      expect(table[key], key).toBeTruthy();
      expect(placeholders(table[key] ?? ''), key).toEqual(placeholders((fr as Record<string, string>)[key] ?? ''));
    }
  });
});
