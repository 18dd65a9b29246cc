import { describe, expect, it } from 'vitest';
import { INITIALS_LENGTH, initials } from './initials.ts';

describe('initials', () => {
  it('takes 2 letters: the first of the first name and of the last name', () => {
    expect(INITIALS_LENGTH).toBe(2);
    expect(initials({ firstName: 'afiavi', lastName: 'Hounsou' })).toBe('AH');
    expect(initials({ firstName: 'Jean-Marc', lastName: 'Ahouansou Dossa' })).toBe('JA');
  });

  it('takes the first 2 letters of a single name, or of the fallback when there is no name', () => {
    expect(initials({ firstName: 'Ismaël', lastName: '' })).toBe('IS');
    expect(initials({ firstName: '', lastName: ' Ọlá' })).toBe('ỌL');
    expect(initials({ firstName: '', lastName: '' }, 'k.adje@example.bj')).toBe('KA');
    expect(initials({ firstName: '', lastName: '' })).toBe('');
  });
});
