import { describe, expect, it } from 'vitest';
import { withoutEmphasis } from './emphasis.ts';

describe('withoutEmphasis', () => {
  it('reads a letter typed three times or more as once when that makes a word', () => {
    expect(withoutEmphasis('aidez moiiii svppp, merciiii')).toBe('aidez moi svp, merci');
    expect(withoutEmphasis('URGENTTT pleeease')).toBe('URGENT please');
  });

  it('reads it as twice when once makes no word', () => {
    expect(withoutEmphasis('je perds mes alllocs ?')).toBe('je perds mes allocs ?');
  });

  it('leaves the words that repeat letters of their own', () => {
    expect(withoutEmphasis('Louis XIII, www.service-public.fr')).toBe('Louis XIII, www.service-public.fr');
    expect(withoutEmphasis('mon appartement')).toBe('mon appartement');
  });
});
