// English → French translations through Spanish, for scripts/build-en-fr-lexicon.mjs: Apertium's
// English–Spanish and Spanish–French bilingual dictionaries (Debian's apertium-eng-spa and
// apertium-fr-es), each looked up with lttoolbox's `lt-proc -b` (bilingual look-up of a lemma
// with its tags: `^notice<n>$` → `^notice<n>/aviso<n><m>$`).
//
// Every English lemma is looked up with the Apertium tag of its part of speech (noun <n>, verb
// <vblex>, adjective <adj>); each Spanish lemma it gets is looked up, with the tags it came
// with, in the Spanish → French dictionary; the French lemmas reached are the English word's
// translations, in Apertium's order (a word's first translation is the one Apertium's
// translator uses). A word Apertium does not know comes back as `@word` and gives nothing.
import { execFileSync } from 'node:child_process';

/** WordNet's parts of speech → Apertium's tags (adverbs are left out: they carry no subject). */
export const APERTIUM_TAGS = { n: 'n', v: 'vblex', a: 'adj' };

/**
 * Each query's translations (`lemma<tag>…` strings), in order; `@` marks an unknown word.
 * `ltProc`: { bin, env } of the lt-proc to run.
 */
function lookUp(ltProc, dictionary, queries) {
  if (queries.length === 0) return [];
  const out = execFileSync(ltProc.bin, ['-b', dictionary], {
    input: `${queries.map((q) => `^${q}$`).join('\n')}\n`,
    env: ltProc.env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const lines = out.replace(/\n+$/, '').split('\n');
  if (lines.length !== queries.length)
    throw new Error(`lt-proc -b ${dictionary}: ${lines.length} lines for ${queries.length} queries`);
  return lines.map((line) =>
    line
      .replace(/^\^|\$$/g, '')
      .split('/')
      .slice(1)
      .filter((t) => !t.startsWith('@') && t.includes('<')),
  );
}

/** `manutención# de los hijos<n><f>` → the lemma without its tags and Apertium's `#` mark. */
const lemmaOf = (analysis) => analysis.slice(0, analysis.indexOf('<')).replace(/#/g, '');

/**
 * Map<English lemma, French lemmas> for `lemmas` ([lemma, WordNet part of speech] pairs), via
 * `engSpa` (eng-spa.autobil.bin) and `spaFra` (es-fr.autobil.bin); `clean(term)` validates a
 * French lemma (null: dropped).
 */
export function pivotTranslations({ ltProc, engSpa, spaFra, lemmas, clean }) {
  const queries = lemmas.flatMap(([lemma, pos]) => (APERTIUM_TAGS[pos] ? [[lemma, APERTIUM_TAGS[pos]]] : []));
  const spanish = lookUp(
    ltProc,
    engSpa,
    queries.map(([lemma, tag]) => `${lemma}<${tag}>`),
  );
  // Each Spanish analysis is looked up once, with its tags (gender, number) as Apertium gave them.
  const distinct = [...new Set(spanish.flat())].sort();
  const french = new Map(
    lookUp(ltProc, spaFra, distinct).map((analyses, i) => [
      distinct[i],
      analyses.map(lemmaOf).flatMap((t) => clean(t) ?? []),
    ]),
  );
  const out = new Map();
  queries.forEach(([lemma], i) => {
    const found = (spanish[i] ?? []).flatMap((analysis) => french.get(analysis) ?? []);
    if (found.length === 0) return;
    const known = out.get(lemma) ?? [];
    out.set(lemma, [...new Set([...known, ...found])]);
  });
  return out;
}
