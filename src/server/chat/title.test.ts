import { describe, expect, it } from 'vitest';
import { DERIVED_TITLE_MAX, titleFromQuestion } from './title.ts';

describe('titleFromQuestion', () => {
  it('keeps a short question whole, on one line', () => {
    expect(titleFromQuestion('  Comment créer\n une   SARL au Bénin ?  ')).toBe('Comment créer une SARL au Bénin ?');
  });

  it('keeps a question of exactly the limit whole', () => {
    const question = `${'a'.repeat(29)} ${'b'.repeat(30)}`;
    expect(question).toHaveLength(DERIVED_TITLE_MAX);
    expect(titleFromQuestion(question)).toBe(question);
  });

  it('cuts a long question at the last whole word and ends it with an ellipsis, within 60 characters', () => {
    const title = titleFromQuestion(
      'Quelles sont les démarches pour divorcer par consentement mutuel quand on a des enfants ?',
    );
    expect(title).toBe('Quelles sont les démarches pour divorcer par consentement…');
    expect(Array.from(title).length).toBeLessThanOrEqual(DERIVED_TITLE_MAX);
  });

  it('keeps a word that ends exactly at the cut', () => {
    const question = `${'a'.repeat(58)} suite de la question`;
    expect(titleFromQuestion(question)).toBe(`${'a'.repeat(58)}…`);
    expect(titleFromQuestion(`${'a'.repeat(59)} suite`)).toBe(`${'a'.repeat(59)}…`);
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(titleFromQuestion('x'.repeat(100))).toBe(`${'x'.repeat(59)}…`);
  });

  it('counts letters outside the basic plane as one character and never splits them', () => {
    const title = titleFromQuestion('😀'.repeat(80));
    expect(Array.from(title)).toHaveLength(DERIVED_TITLE_MAX);
    expect(title.endsWith('😀…')).toBe(true);
  });

  it('is empty for an empty question', () => {
    expect(titleFromQuestion('   ')).toBe('');
  });
});
