/**
 * The `jurisia_fr` lexeme of a word, computed in JavaScript: lower case without accents (the
 * `unaccent` dictionary), then the Snowball French stemmer that PostgreSQL's `french_stem`
 * runs. Search excerpts mark matched words with it, which costs a fraction of what
 * `ts_headline` spends re-parsing every result's text in the database. The stemmer only ever
 * sees unaccented words, so the algorithm's accented suffixes (-ité, -ée, -ière…) never apply,
 * exactly as in the database. Checked against both engines by french-stem.test.ts.
 */

/** Lower case without diacritics, œ/æ spelt out: what `unaccent` leaves of a word. */
export function foldWord(word: string): string {
  if (/^[a-z]*$/.test(word)) return word;
  return word.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}/gu, '');
}

const isVowel = (c: string | undefined) => c !== undefined && c.length === 1 && 'aeiouy'.includes(c);

/** u, i and y between vowels (and u after q) become consonants, written in capitals. */
function prelude(word: string): string {
  const a = [...word];
  const mark = (i: number): boolean => {
    const [c, next] = [a[i], a[i + 1]];
    if (isVowel(c)) {
      if ((next === 'u' || next === 'i') && isVowel(a[i + 2])) {
        a[i + 1] = next.toUpperCase();
        return true;
      }
      if (next === 'y') {
        a[i + 1] = 'Y';
        return true;
      }
    }
    if (c === 'y' && isVowel(next)) {
      a[i] = 'Y';
      return true;
    }
    if (c === 'q' && next === 'u') {
      a[i + 1] = 'U';
      return true;
    }
    return false;
  };
  for (let i = 0; i < a.length; ) if (!mark(i)) i++;
  return a.join('');
}

/** The position after the first non-vowel that follows a vowel, from `from`; the length if none. */
function afterVowelConsonant(w: string, from: number): number {
  let i = from;
  while (i < w.length && !isVowel(w[i])) i++;
  i++;
  while (i < w.length && isVowel(w[i])) i++;
  return Math.min(i + 1, w.length);
}

interface Regions {
  rv: number;
  r1: number;
  r2: number;
}

function regions(w: string): Regions {
  let rv = w.length;
  if (w.length >= 3 && ((isVowel(w[0]) && isVowel(w[1])) || /^(par|col|tap)/.test(w))) rv = 3;
  else {
    for (let i = 1; i < w.length; i++) {
      if (isVowel(w[i])) {
        rv = i + 1;
        break;
      }
    }
  }
  const r1 = afterVowelConsonant(w, 0);
  return { rv, r1, r2: afterVowelConsonant(w, r1) };
}

/** Suffixes grouped by what happens to them: suffix → action. */
function table(groups: Record<string, string>): Map<string, string> {
  return new Map(
    Object.entries(groups).flatMap(([action, list]) => list.split(' ').map((s): [string, string] => [s, action])),
  );
}

const STANDARD = table({
  delete: 'ance iqUe isme able iste eux ances iqUes ismes ables istes',
  ation: 'atrice ateur ation atrices ateurs ations',
  logie: 'logie logies',
  usion: 'usion ution usions utions',
  ence: 'ence ences',
  ement: 'ement ements',
  ive: 'if ive ifs ives',
  eaux: 'eaux',
  aux: 'aux',
  euse: 'euse euses',
  issement: 'issement issements',
  amment: 'amment',
  emment: 'emment',
  ment: 'ment ments',
});
const I_VERB = table({
  delete:
    'ira ie isse issante i irai ir iras ies isses issantes is irais issais irions issions irons issons issants it irait issait issant iraIent issaIent irent issent iront iriez issiez irez issez',
});
const VERB = table({
  ions: 'ions',
  delete: 'era erai er eras erais erions erons erait eraIent eront ez iez eriez erez',
  a: 'a asse ante ai as asses antes ais assions ants ait ant aIent assent assiez',
});
const RESIDUAL = table({ ion: 'ion', ier: 'ier Ier', e: 'e' });
/** The longest suffix in the tables ('issements'). */
const LONGEST_SUFFIX = 9;

/** The longest suffix of `w` from the table that starts at or after `limit`. */
function longest(w: string, suffixes: Map<string, string>, limit = 0): { start: number; action: string } | null {
  for (let start = Math.max(limit, w.length - LONGEST_SUFFIX); start < w.length; start++) {
    const action = suffixes.get(w.slice(start));
    if (action !== undefined) return { start, action };
  }
  return null;
}

/** ok: the step applied; w: the word afterwards (some steps change it and still fail). */
interface Step {
  ok: boolean;
  w: string;
}

function standardSuffix(w: string, { rv, r1, r2 }: Regions): Step {
  const found = longest(w, STANDARD);
  if (!found) return { ok: false, w };
  const { start, action } = found;
  const cut = w.slice(0, start);
  const fail = { ok: false, w };
  const replace = (s: string) => ({ ok: true, w: cut + s });
  switch (action) {
    case 'delete':
      return start >= r2 ? replace('') : fail;
    case 'ation': {
      if (start < r2) return fail;
      if (!cut.endsWith('ic')) return replace('');
      return { ok: true, w: cut.length - 2 >= r2 ? cut.slice(0, -2) : `${cut.slice(0, -2)}iqU` };
    }
    case 'logie':
      return start >= r2 ? replace('log') : fail;
    case 'usion':
      return start >= r2 ? replace('u') : fail;
    case 'ence':
      return start >= r2 ? replace('ent') : fail;
    case 'ement':
      return start >= rv ? { ok: true, w: afterEment(cut, r1, r2) } : fail;
    case 'ive': {
      if (start < r2) return fail;
      let out = cut;
      if (out.endsWith('at') && out.length - 2 >= r2) {
        out = out.slice(0, -2);
        if (out.endsWith('ic')) out = out.length - 2 >= r2 ? out.slice(0, -2) : `${out.slice(0, -2)}iqU`;
      }
      return { ok: true, w: out };
    }
    case 'eaux':
      return replace('eau');
    case 'aux':
      return start >= r1 ? replace('al') : fail;
    case 'euse':
      if (start >= r2) return replace('');
      return start >= r1 ? replace('eux') : fail;
    case 'issement':
      return start >= r1 && start > 0 && !isVowel(w[start - 1]) ? replace('') : fail;
    // The last three change the word and still let the verb steps run.
    case 'amment':
      return { ok: false, w: start >= rv ? `${cut}ant` : w };
    case 'emment':
      return { ok: false, w: start >= rv ? `${cut}ent` : w };
    default:
      return { ok: false, w: isVowel(w[start - 1]) && start - 1 >= rv ? cut : w };
  }
}

/** After -ement: -iv(at), -eus, -abl, -iqU. */
function afterEment(w: string, r1: number, r2: number): string {
  const start = (n: number) => w.length - n;
  if (w.endsWith('iv')) {
    if (start(2) < r2) return w;
    const out = w.slice(0, -2);
    return out.endsWith('at') && out.length - 2 >= r2 ? out.slice(0, -2) : out;
  }
  if (w.endsWith('eus')) {
    if (start(3) >= r2) return w.slice(0, -3);
    return start(3) >= r1 ? `${w.slice(0, -3)}eux` : w;
  }
  if ((w.endsWith('abl') || w.endsWith('iqU')) && start(3) >= r2) return w.slice(0, -3);
  return w;
}

function iVerbSuffix(w: string, { rv }: Regions): Step {
  const found = w.length >= rv ? longest(w, I_VERB, rv) : null;
  if (!found || found.start <= rv || isVowel(w[found.start - 1])) return { ok: false, w };
  return { ok: true, w: w.slice(0, found.start) };
}

function verbSuffix(w: string, { rv, r2 }: Regions): Step {
  const found = w.length >= rv ? longest(w, VERB, rv) : null;
  if (!found || (found.action === 'ions' && found.start < r2)) return { ok: false, w };
  const cut = w.slice(0, found.start);
  return { ok: true, w: found.action === 'a' && cut.endsWith('e') && cut.length - 1 >= rv ? cut.slice(0, -1) : cut };
}

function residualSuffix(word: string, { rv, r2 }: Regions): string {
  let w = word;
  if (w.length >= 2 && w.endsWith('s') && !'aiousè'.includes(w.at(-2) ?? '')) w = w.slice(0, -1);
  const found = w.length >= rv ? longest(w, RESIDUAL, rv) : null;
  if (!found) return w;
  const { start, action } = found;
  if (action === 'ion') return start >= r2 && start > rv && 'st'.includes(w[start - 1] ?? '-') ? w.slice(0, start) : w;
  return w.slice(0, start) + (action === 'ier' ? 'i' : '');
}

const DOUBLED = /(enn|onn|ett|ell|eill)$/;

/** The stem of a folded word (see foldWord). */
export function stemFrench(folded: string): string {
  const marked = prelude(folded);
  const r = regions(marked);
  let step = standardSuffix(marked, r);
  if (!step.ok) step = iVerbSuffix(step.w, r);
  if (!step.ok) step = verbSuffix(step.w, r);
  let w = step.ok ? step.w.replace(/Y$/, 'i') : residualSuffix(step.w, r);
  if (w.length >= 3 && DOUBLED.test(w)) w = w.slice(0, -1);
  return w.replace(/[IUY]/g, (c) => c.toLowerCase());
}
