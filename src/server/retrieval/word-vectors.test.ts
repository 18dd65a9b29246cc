import { describe, expect, it } from 'vitest';
import data from './vectors/vdd-fr.json' with { type: 'json' };
import { foldText, termOf } from './text.ts';
import { cosine, loadWordVectors, nearest } from './word-vectors.ts';

const vectors = loadWordVectors();

/** The index term of a word, as the search analyses it. */
const term = (word: string) => termOf(foldText(word));

function vectorOf(word: string): Float32Array {
  const vec = vectors.vector(term(word));
  if (!vec) throw new Error(`no vector for ${word} (${term(word)})`);
  return vec;
}

const similarity = (a: string, b: string) => cosine(vectorOf(a), vectorOf(b));

describe('word vectors of the library corpus', () => {
  it('has a unit vector of the declared dimension for every term', () => {
    expect(vectors.dim).toBe(100);
    expect(data.terms.length).toBeGreaterThan(5000);
    for (const t of data.terms) {
      const vec = vectors.vector(t);
      expect(vec?.length).toBe(100);
      const length = Math.sqrt(cosine(vec ?? new Float32Array(), vec ?? new Float32Array()));
      if (Math.abs(length - 1) > 0.02) expect.fail(`${t}: length ${length}`);
    }
  });

  it('has no vector for a term outside the corpus', () => {
    expect(vectors.vector('zzzqqq')).toBeUndefined();
    expect(nearest(vectors, 'zzzqqq', 5)).toEqual([]);
  });

  it('returns the same cached vector on each request', () => {
    expect(vectors.vector(term('loyer'))).toBe(vectors.vector(term('loyer')));
  });

  it('puts housing words near rent', () => {
    expect(similarity('loyer', 'locataire')).toBeGreaterThan(similarity('loyer', 'vaccin'));
    const neighbours = nearest(vectors, term('locataire'), 10).map((n) => n.term);
    expect(neighbours).toEqual(expect.arrayContaining([term('bailleur')]));
  });

  it('puts employment words near dismissal', () => {
    expect(similarity('licenciement', 'salarié')).toBeGreaterThan(similarity('licenciement', 'mariage'));
  });
});
