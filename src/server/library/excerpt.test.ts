import { describe, expect, it } from 'vitest';
import { excerpter, queryLexemes } from './excerpt.ts';
import { termOf } from '../retrieval/text.ts';
import { foldWord } from './french-stem.ts';

describe('search excerpts', () => {
  it('reads the lexemes of a tsquery', () => {
    expect(queryLexemes(`'loi' & 'impay' | 'bail' <-> 'l''an'`)).toEqual(['loi', 'impay', 'bail', "l'an"]);
    expect(queryLexemes('')).toEqual([]);
  });

  it('marks every form of the query words, accents and case ignored', () => {
    // The index reads "loyer" as its plural, which Snowball keeps apart from "loi" (retrieval/text.ts).
    const html = excerpter(['loyer', 'impay'])(
      'Les LOYERS impayés : des loyers dus. Impayé depuis mai ? Loyer, logement, loi.',
    );
    expect(html).toBe(
      'Les <mark>LOYERS</mark> <mark>impayés</mark> : des <mark>loyers</mark> dus. <mark>Impayé</mark> depuis mai ? <mark>Loyer</mark>, logement, loi.',
    );
  });

  it('finds words whose stem rewrote their ending or that hold a ligature', () => {
    for (const word of [
      'payer',
      'Nettoyer',
      'œuvre',
      'Bœuf',
      'ex æquo',
      'indicateur',
      'chevaux',
      'urgence',
      'couramment',
    ]) {
      expect(excerpter(word.split(' ').map((w) => termOf(foldWord(w))))(word)).toContain('<mark>');
    }
  });

  it('escapes the text, so <mark> is the only markup', () => {
    const html = excerpter(['bail'])(`<script>alert("x")</script> & le bail d'habitation`);
    expect(html).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; le <mark>bail</mark> d&#39;habitation');
  });

  it('shows the two best passages (most query words, then earliest), in text order', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');
    const text = `${filler(80)} divorce ${filler(80)} succession ${filler(80)} divorce succession ${filler(80)}`;
    const html = excerpter(['divorc', 'success'])(text);
    const passages = html.split(' … ');
    expect(passages).toHaveLength(2);
    expect(passages[0]).toMatch(/^mot\d+ .*<mark>divorce<\/mark> mot0 /);
    expect(passages[1]).toContain('<mark>divorce</mark> <mark>succession</mark>');
    expect(html.length).toBeLessThan(600);
  });

  it('starts at the beginning, on whole words, when nothing matches', () => {
    const html = excerpter(['xylophon'])(`Début du texte ${'suite '.repeat(100)}`);
    expect(html.startsWith('Début du texte suite')).toBe(true);
    expect(html.endsWith('suite')).toBe(true);
    expect(html).not.toContain('<mark>');
  });
});
