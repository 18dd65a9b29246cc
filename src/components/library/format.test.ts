import { describe, expect, it } from 'vitest';
import { formatSheetDate, jurisdictionName } from './format.ts';
import { scriptJson } from './structured-data.ts';

describe('formatSheetDate', () => {
  it('shows the calendar day in the reader language, whatever the time zone', () => {
    expect(formatSheetDate('2020-03-26', 'fr')).toBe('26 mars 2020');
    expect(formatSheetDate('2020-03-26T00:00:00.000Z', 'en')).toBe('March 26, 2020');
    expect(formatSheetDate('pas une date', 'fr')).toBe('pas une date');
  });
});

describe('jurisdictionName', () => {
  it('names countries and keeps other codes', () => {
    expect(jurisdictionName('FR', 'fr')).toBe('France');
    expect(jurisdictionName('BJ', 'en')).toBe('Benin');
    expect(jurisdictionName('OHADA', 'fr')).toBe('OHADA');
  });
});

describe('scriptJson', () => {
  it('cannot close the script element it is written in', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</');
    expect(JSON.parse(scriptJson({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});
