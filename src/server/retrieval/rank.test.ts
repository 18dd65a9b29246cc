import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { openTestLibrary } from '../ai/test-library.ts';
import { type LibraryIndex, libraryIndexFor } from './library-index.ts';
import { type RankOptions, rankSheets } from './rank.ts';
import { RERANK_FEATURES, type Reranker } from './rerank.ts';
import { termOf } from './text.ts';

describe.each(testEngines().slice(0, 1))('the ranking on the shared fixtures, on $name', (engine) => {
  let handle: DbHandle;
  let index: LibraryIndex;
  beforeAll(async () => {
    handle = await openTestLibrary(engine);
    index = await libraryIndexFor(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  const searched = (question: string, word: string) =>
    rankSheets(index, question, { limit: 5 }).query.has(index.bm25.terms.get(termOf(word)) ?? -1);

  it('searches a word the dictionary cannot translate as it is when the library names a matter by it', () => {
    // « caf » is in no dictionary, lower case it is no acronym, but the rent arrears sheet names it.
    expect(searched('my rent is unpaid since march, can the caf help me?', 'caf')).toBe(true);
    // An agency the library mentions in passing, in its sheets' bodies only, is no matter of its own.
    expect(index.bm25.terms.has(termOf('anil'))).toBe(true);
    expect(searched('my rent is unpaid since march, can the anil help me?', 'anil')).toBe(false);
  });

  /** A model reversing the first five places: the later a place, the better. */
  const reversing: Reranker = {
    depth: 5,
    mean: RERANK_FEATURES.map(() => 0),
    scale: RERANK_FEATURES.map(() => 1),
    weights: RERANK_FEATURES.map((feature) => (feature === 'place' ? 1 : 0)),
  };
  const order = (options: Partial<RankOptions>) =>
    rankSheets(index, 'loyer impayé', { limit: 5, ...options }).sheets.map((s) => s.sheet.id);

  it("reranks a short question asked of the assistant after its first sheet, not a search box's keywords", () => {
    const first = order({ rerank: null });
    expect(first).toHaveLength(5);
    expect(order({ rerank: reversing })).toEqual(first);
    expect(order({ rerank: reversing, shortReranked: true })).toEqual([first[0], ...first.slice(1).reverse()]);
  });
});

describe.each(testEngines().slice(0, 1))('a sheet named by its title, on $name', (engine) => {
  let handle: DbHandle;
  let index: LibraryIndex;
  beforeAll(async () => {
    // The hubs « Surendettement » and « Licenciement économique » beside sheets that speak of them.
    // and « Revenu de solidarité active (RSA) » beside the sheets on the RSA.
    handle = await openTestLibrary(engine, [
      'N99',
      'F134',
      'F1947',
      'N481',
      'F2831',
      'N19775',
      'F13866',
      'F24585',
      'F286',
    ]);
    index = await libraryIndexFor(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  const first = (question: string) => rankSheets(index, question, { limit: 3 }).sheets[0]?.sheet.title;

  it("opens a search box's words on the sheet whose title they are, before the sheets speaking of it", () => {
    expect(first('surendettement')).toBe('Surendettement');
    expect(first('Licenciement économique')).toBe('Licenciement économique');
  });

  it('opens an acronym typed alone on the sheet whose title it abbreviates', () => {
    expect(first('rsa')).toBe('Revenu de solidarité active (RSA)');
    expect(first("c'est quoi le RSA ?")).toBe('Revenu de solidarité active (RSA)');
  });

  it('keeps only the sheets a filter keeps, the same filter asked again as at first', () => {
    const hubs = (sheet: { title: string }) => !sheet.title.includes('RSA');
    const titles = () =>
      rankSheets(index, 'le rsa et le surendettement', { limit: 9, keep: hubs }).sheets.map((s) => s.sheet.title);
    const once = titles();
    expect(once.length).toBeGreaterThan(0);
    expect(once.some((title) => title.includes('RSA'))).toBe(false);
    expect(titles()).toEqual(once);
    // Another filter is another mask.
    const onlyRsa = rankSheets(index, 'le rsa et le surendettement', {
      limit: 9,
      keep: (sheet) => sheet.title.includes('RSA'),
    });
    expect(onlyRsa.sheets.length).toBeGreaterThan(0);
    expect(onlyRsa.sheets.every((s) => s.sheet.title.includes('RSA'))).toBe(true);
  });

  it("reads a negated verb as no sheet's name", () => {
    // « Paiement du loyer par le locataire » says the same stems (pai, loyer, locatair).
    expect(first('locataire ne paie plus loyer')).toBe('Loyers impayés et expulsion du locataire');
  });
});

describe.each(testEngines().slice(0, 1))('the party the asker names, on $name', (engine) => {
  let handle: DbHandle;
  let index: LibraryIndex;
  beforeAll(async () => {
    // The employer's refusal of a leave beside the notices a landlord or a tenant gives (« congé »)
    // and the commercial lease's, and a school's discipline (its « chef d'établissement »): the
    // sheets say « employeur », people « mon patron », « mon chef ».
    handle = await openTestLibrary(engine, ['F12803', 'F1168', 'F929', 'F22854', 'F31707', 'F1396']);
    index = await libraryIndexFor(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  const first = (question: string) => rankSheets(index, question, { limit: 3 }).sheets[0]?.sheet.title;

  it("searches the party named by a lay word by the library's word for it", () => {
    const query = rankSheets(index, 'mon chef refuse de me donner mes congés', { limit: 3 }).query;
    expect(query.has(index.bm25.terms.get(termOf('employeur')) ?? -1)).toBe(true);
    // In place of the word said, whose sheets are of another sense (« chef d'établissement »).
    expect(index.bm25.terms.has(termOf('chef'))).toBe(true);
    expect(query.has(index.bm25.terms.get(termOf('chef')) ?? -1)).toBe(false);
    // A word the library names the party by itself is kept beside its first one.
    const landlord = rankSheets(index, 'mon bailleur refuse de partir', { limit: 3 }).query;
    expect(landlord.has(index.bm25.terms.get(termOf('bailleur')) ?? -1)).toBe(true);
    expect(landlord.has(index.bm25.terms.get(termOf('proprietaire')) ?? -1)).toBe(true);
    expect(first('mon patron refuse de me donner mes congés')).toBe(
      'Un employeur peut-il refuser des congés demandés par le salarié ?',
    );
    expect(first('mon chef refuse mes congés en août')).toBe(
      'Un employeur peut-il refuser des congés demandés par le salarié ?',
    );
  });
});

describe.each(testEngines().slice(0, 1))("the payment of wages asked with the asker's words, on $name", (engine) => {
  let handle: DbHandle;
  let index: LibraryIndex;
  beforeAll(async () => {
    // The payment of wages (F2308, shared) beside the sheets saying « payés » of paid leave, the
    // tips, a pension's direct payment by the employer and the garnishment of wages.
    handle = await openTestLibrary(engine, ['F998', 'F115', 'F32951', 'F33659', 'F2258', 'F24661', 'F24013']);
    index = await libraryIndexFor(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  const titles = (question: string) => rankSheets(index, question, { limit: 5 }).sheets.map((s) => s.sheet.title);

  it('reads the present of a verb in -ayer written with its y as its -aie form', () => {
    // « paye » folded is also « payé », the paid leave's word.
    const query = rankSheets(index, 'mon employeur me paye pas mon salaire', { limit: 3 }).query;
    expect(query.has(index.bm25.terms.get(termOf('paie')) ?? -1)).toBe(true);
    expect(query.has(index.bm25.terms.get(termOf('payés')) ?? -1)).toBe(false);
    expect(titles('mon employeur me paye pas mon salaire')).toEqual(titles('mon employeur me paie pas mon salaire'));
  });

  it('reads a question wrapped in courtesy as the question alone', () => {
    // Its closing line, typed last without a question mark, was the sentence read as asking.
    const question = 'mon patron ne me paie pas depuis 2 mois';
    expect(titles(`Bonsoir maître, ${question}. Merci d'avance, que Dieu vous bénisse`)).toEqual(titles(question));
  });

  it('reads a residence in France stated in passing as no word of the matter', () => {
    // « vis » is vivre's there, not the library's « vis-à-vis »; France frames every sheet.
    const query = rankSheets(index, 'Je vis en France. Mon patron ne me paie pas', { limit: 3 }).query;
    const term = (word: string) => index.bm25.terms.get(termOf(word)) ?? -1;
    expect([term('vis'), term('france')]).not.toContain(-1);
    expect(query.has(term('vis'))).toBe(false);
    expect(query.has(term('france'))).toBe(false);
    expect(query.has(term('employeur'))).toBe(true);
  });

  it('reads the law and what to do asked about in general as no word of the matter', () => {
    const question = 'mon patron ne me paie pas depuis 2 mois';
    expect(titles(`${question}, c'est légal ? Que dit la loi ?`)).toEqual(titles(`${question} ?`));
    // And what to do asked in general.
    expect(titles(`${question}. Quels sont mes recours ? Comment dois-je procéder ?`)).toEqual(titles(`${question} ?`));
  });

  it('reads the act of a party named by a lay word as the sheets say it, by their word', () => {
    // The sheets say « l'employeur ne paie pas », the asker « mon patron ne me paie pas ».
    expect(titles('mon patron ne me paie pas depuis 2 mois')).toEqual(
      titles('mon employeur ne me paie pas depuis 2 mois'),
    );
  });
});

describe.each(testEngines().slice(0, 1))('the relatives the asker names, on $name', (engine) => {
  let handle: DbHandle;
  let index: LibraryIndex;
  beforeAll(async () => {
    // A couple's separation beside the parents' (the child's residence, alternating custody, a
    // pet's fate): the sheets say « concubin », « enfant », people « ma copine », « mon fils ».
    handle = await openTestLibrary(engine, ['F18766', 'F18785', 'F33362', 'F1329', 'F35366']);
    index = await libraryIndexFor(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  const termIn = (question: string, word: string) =>
    rankSheets(index, question, { limit: 3 }).query.has(index.bm25.terms.get(termOf(word)) ?? -1);

  it("searches a relative named by a word the library hardly uses by the library's word", () => {
    expect(termIn('ma copine et moi on se sépare', 'concubin')).toBe(true);
    expect(termIn('mon fils ne veut plus vivre chez moi depuis la séparation', 'enfant')).toBe(true);
    expect(
      rankSheets(index, "ma copine et moi on se sépare, qui garde l'appartement ?", { limit: 3 }).sheets[0]?.sheet
        .title,
    ).toBe('Séparation des concubins');
  });

  it('leaves a relative the library names by the word said as it is', () => {
    // « mes enfants » is the library's own word; « ma mère » is too (« mère »).
    expect(termIn('mes enfants vivent chez ma mère', 'enfant')).toBe(true);
    expect(termIn('mes enfants vivent chez ma mère', 'mere')).toBe(true);
  });

  it("counts a relative read by the library's word as no word the library lacks", () => {
    // « copine » is no word of the library: read as « concubin », it takes nothing from the coverage.
    const coverage = (question: string) => rankSheets(index, question, { limit: 1 }).sheets[0]?.coverage ?? 0;
    expect(coverage('ma copine et moi on se sépare')).toBeCloseTo(coverage('ma concubine et moi on se sépare'), 2);
  });
});

describe.each(testEngines().slice(0, 1))('an adjective read as its noun, on $name', (engine) => {
  let handle: DbHandle;
  let index: LibraryIndex;
  beforeAll(async () => {
    // « Violence conjugale » beside the sheets on a husband's name and a child's recognition.
    handle = await openTestLibrary(engine, ['F12544', 'F868', 'F887']);
    index = await libraryIndexFor(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  it('finds the violences a question calls violent (derived-nouns.ts)', () => {
    const first = rankSheets(index, 'Mon mari est violent avec moi, que faire ?', { limit: 3 }).sheets[0];
    expect(first?.sheet.title).toBe('Violence conjugale');
  });
});
