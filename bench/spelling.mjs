// npm run bench:spelling — how many of the legal words people type as they are said
// (bench/spelling/typos.json, written before the sounds-like key of
// src/server/retrieval/sounds-like.ts) the library's speller reads as the word meant, over the
// whole corpus on PGlite (the copy bench:answers shares), built as the library index builds it;
// and, beside it, the same speller without the key (edits alone: the most used word one or two
// edits away), from the same counts.
import { readFileSync } from 'node:fs';
import { openBenchLibrary } from './bench-library.ts';
import { countSheetWords } from '../src/server/retrieval/library-index.ts';
import { createSpeller } from '../src/server/retrieval/spelling.ts';
import { contentWords, termOf } from '../src/server/retrieval/text.ts';
import { isFrenchWord } from '../src/server/retrieval/french-words.ts';

const { pairs } = JSON.parse(readFileSync(new URL('./spelling/typos.json', import.meta.url), 'utf8'));
const handle = await openBenchLibrary();
// The library's words and the sheets using each, counted as the index counts them for its speller.
const rows = await handle.db.selectFrom('library_documents').select(['title', 'summary', 'body_text']).execute();
const frequency = new Map();
for (const row of rows)
  countSheetWords(frequency, {
    title: contentWords(row.title),
    summary: contentWords(row.summary),
    body: contentWords(row.body_text),
  });
const index = { speller: createSpeller(frequency, isFrenchWord) };
const byEdits = createSpeller(frequency, isFrenchWord, { soundsAlike: false });
// The word meant or another of its stem (« dommages » for « dommage »): the same term of the index.
const meantBy = (speller, typed, meant) => termOf(speller.correct(typed) ?? typed) === termOf(meant);
const read = (speller) => pairs.filter(([typed, meant]) => meantBy(speller, typed, meant)).length;
const withKey = read(index.speller);
const edits = read(byEdits);
for (const [typed, meant] of pairs) {
  if (!meantBy(index.speller, typed, meant))
    console.log(`  ${typed} → ${index.speller.correct(typed) ?? '(left as it is)'}, meant ${meant}`);
}
console.log(
  `read as the word meant: ${withKey} of ${pairs.length} (${((100 * withKey) / pairs.length).toFixed(0)} %); ` +
    `edits alone, same run: ${edits} (ratio ${(withKey / Math.max(1, edits)).toFixed(2)}×)`,
);
await handle.close();
