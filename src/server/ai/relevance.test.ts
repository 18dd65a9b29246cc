import { describe, expect, it } from 'vitest';
import { allLexemes, chooseDocuments, type DocumentWords, type QuestionWords } from './relevance.ts';

// "loyer impayé": lay words only; "loyer" stems to loi, "loyers" to loyer.
const RENT: QuestionWords = { plain: [['loi', 'loyer'], ['impay']], legal: [] };

const doc = (present: string[], over: Partial<DocumentWords> = {}): DocumentWords => ({ present, head: present, title: [], titleSize: 5, ...over });
const choose = (docs: Record<string, DocumentWords>, words = RENT, limit = 10) =>
  chooseDocuments(
    Object.keys(docs).map((_id) => ({ _id })),
    new Map(Object.entries(docs)),
    words,
    limit,
  ).map((d) => d._id);

describe('chooseDocuments', () => {
  it('keeps documents holding at least half of the question’s words, either form of a word counting', () => {
    expect(choose({ a: doc(['loyer']), b: doc(['impay', 'loi']), c: doc(['autre']) })).toEqual(['a', 'b']);
  });

  it('counts a lay question’s legal wording as well', () => {
    const words: QuestionWords = { plain: [['heritag'], ['parent']], legal: [['success'], ['parent']] };
    expect(choose({ a: doc(['success', 'parent']), b: doc(['parent']), c: doc(['autre']) }, words)).toEqual(['a', 'b']);
  });

  it('prefers documents about the question, falling back on those that only mention it', () => {
    expect(choose({ a: doc(['loyer'], { head: [] }), b: doc(['loyer'], { head: ['loyer'] }) })).toEqual(['b']);
    expect(choose({ a: doc(['loyer'], { head: [] }), b: doc(['impay'], { head: [] }) })).toEqual(['a', 'b']);
  });

  it('puts first the title naming most of the question, then a title that is only the question, else keeps the search order', () => {
    const ranked = choose({
      search1: doc(['loyer', 'impay'], { title: ['loyer'], titleSize: 4 }),
      search2: doc(['loyer', 'impay']),
      search3: doc(['loyer', 'impay'], { title: ['loyer', 'impay'], titleSize: 6 }),
      search4: doc(['loyer', 'impay'], { title: ['loyer'], titleSize: 1 }),
    });
    expect(ranked).toEqual(['search3', 'search4', 'search1', 'search2']);
  });

  it('gives at most `limit` documents', () => {
    expect(choose({ a: doc(['loyer']), b: doc(['loyer']), c: doc(['loyer']) }, RENT, 2)).toEqual(['a', 'b']);
  });
});

describe('allLexemes', () => {
  it('lists every form of every word once', () => {
    expect(allLexemes({ plain: [['loi', 'loyer'], ['impay']], legal: [['impay'], ['loi']] })).toEqual(['loi', 'loyer', 'impay']);
  });
});
