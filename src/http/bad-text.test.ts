import { describe, expect, it } from 'vitest';
import { hasNul, hasNulInUrl } from './bad-text.ts';

describe('text with a NUL', () => {
  it('is found in strings, nested values and keys', () => {
    expect(hasNul('a\u0000b')).toBe(true);
    expect(hasNul({ questionText: 'bail', localId: 'x' })).toBe(false);
    expect(hasNul({ values: { name: ['Awa', 'Do\u0000ssou'] } })).toBe(true);
    expect(hasNul({ 'na\u0000me': 'Awa' })).toBe(true);
    expect(hasNul(42)).toBe(false);
  });

  it('is found in an address, encoded or not, but not in an encoded percent sign', () => {
    expect(hasNulInUrl('/api/lawyers?q=%00')).toBe(true);
    expect(hasNulInUrl('/api/e/discussion/a%00b')).toBe(true);
    expect(hasNulInUrl('/library?q=100%2500')).toBe(false);
    expect(hasNulInUrl('/library?q=bail')).toBe(false);
  });
});
