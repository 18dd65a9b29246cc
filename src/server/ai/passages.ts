/**
 * A document's text (one line per paragraph, heading or list item, as the importer writes
 * body_text) cut into passages an answer can quote: headings are dropped, a list is joined
 * to the sentence introducing it, long paragraphs are cut between sentences.
 */
import { foldedWords, foldText, termOf } from '../retrieval/text.ts';

export interface Passage {
  text: string;
  /** Reading order within the document, from 0. */
  position: number;
  /** Says what to do: an answer's steps come from these. */
  procedural: boolean;
  /** Mentions a cost, a deadline or an office (court, town hall, notary…). */
  practical: boolean;
}

const MAX_CHARS = 400;
const MIN_CHARS = 25;
const MAX_LIST_ITEMS = 8;

/** Checked on normalized text (lower case, no accents), which has lost `€`: that one is looked for in the raw text. */
const PRACTICAL =
  /\b(f ?cfa|euros?|tribunal|tribunaux|mairie|notaire|delais?|greffe|prefecture|huissier|frais|couts?|coute|tarifs?|gratuite?|honoraires|\d+ (jours|mois))\b/;
const PROCEDURAL =
  /\b(vous devez|il faut|doit|doivent|adresser|deposer|depose|envoyer|envoie|remplir|formulaire|saisir|saisit|signer|fournir|joindre|declarer|contacter|prendre contact|rendez vous|demarches?|lettre recommandee|en ligne|teleservice)\b/;

/**
 * Lower case, no accents, single-spaced words: a passage as the patterns read it and as
 * duplicates are told apart. Folded French is ASCII, so an ASCII class is enough (a Unicode one
 * cost a fifth of a sheet's analysis).
 */
const plainText = (text: string): string =>
  foldText(text)
    .replace(/[^a-z0-9"-]+/g, ' ')
    .trim();

export function classify(text: string, plain = plainText(text)): Pick<Passage, 'procedural' | 'practical'> {
  return { procedural: PROCEDURAL.test(plain), practical: text.includes('€') || PRACTICAL.test(plain) };
}

/**
 * A sheet's references, forms and online services ("Code civil : article 229 – Texte de
 * référence") and its related questions are links on the page, and "cette page…" speaks
 * of the page itself: none of them is worth quoting.
 */
const isLinkLine = (text: string) =>
  text.endsWith('?') ||
  /\bcette (page|fiche)\b/i.test(text) ||
  / – (Texte de référence|Information pratique|Formulaire|Téléservice|Modèle de document|Simulateur|Outil de recherche)\b/.test(
    text,
  );

/** An operation worked out: "230 x 2 = 460 €", "430 - 200 = 230", "[(1 500 x 1/4) x 3] + … = 1 312,50 €". */
const COMPUTATION = /\d\s*[x×*+\-−/]\s*[([]?\d[\d\s,.)\]]*=\s*\d/;

/**
 * Opens a line that was a list item in the sheet's HTML (sections.ts): most items begin with a
 * capital (« Formulaire Cerfa 14069 rempli », « Copie du justificatif d'identité »), so a line's
 * case cannot tell them from headings. An item no introduction took (under a heading, past
 * MAX_LIST_ITEMS) is read as any other line; plain text without marks by the case of its lines.
 */
export const LIST_ITEM = '\u0001';

/**
 * A heading, label or table cell ("Cas général", "À savoir"): short, without closing punctuation;
 * but a label given its figure ("Délai de préavis : 1 mois", "Timbre fiscal : 25 €") states it.
 */
const isHeading = (line: string) => line.length < 120 && !/[.!?:;,…]$/.test(line) && !/\s:\s.*\d/.test(line);
const isListItem = (line: string) => line.startsWith(LIST_ITEM) || /^[\p{Ll}\d]/u.test(line);
/** A line without its item mark, if it has one. */
export const withoutMark = (line: string) => (line.startsWith(LIST_ITEM) ? line.slice(LIST_ITEM.length).trim() : line);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a sentence ends and the next begins (a capital, a figure or a quotation mark after its stop). */
export const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\d«"])/u;

/** Sentences grouped up to MAX_CHARS; a single longer sentence stays whole. */
function cutParagraph(paragraph: string): string[] {
  if (paragraph.length <= MAX_CHARS) return [paragraph];
  const sentences = paragraph.split(SENTENCE_END);
  const chunks: string[] = [];
  let chunk = '';
  for (const sentence of sentences) {
    if (chunk && chunk.length + sentence.length + 1 > MAX_CHARS) {
      chunks.push(chunk);
      chunk = sentence;
    } else chunk = chunk ? `${chunk} ${sentence}` : sentence;
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}

/** "Intro : item ; item." — items lose their own trailing punctuation (",," typos too) and are joined by ";". */
function joinList(intro: string, items: string[]): string {
  let text = intro;
  for (const [i, item] of items.entries()) {
    const next = `${text}${i === 0 ? ' ' : ' ; '}${item.replace(/[\s,;.]+$/, '')}`;
    if (next.length > MAX_CHARS) return `${text} …`;
    text = next;
  }
  return `${text}.`;
}

export function splitPassages(bodyText: string): Passage[] {
  const lines = bodyText
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => withoutMark(l) !== '');
  const texts: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = withoutMark(lines[i] ?? '');
    // A list is introduced by a colon, or by a sentence left open ("la décision est prise par").
    const opensList =
      line.endsWith(':') || (!/[.!?;,…]$/.test(line) && !isHeading(line) && isListItem(lines[i + 1] ?? ''));
    if (opensList) {
      const items: string[] = [];
      while (items.length < MAX_LIST_ITEMS && isListItem(lines[i + 1] ?? '')) items.push(withoutMark(lines[++i] ?? ''));
      // An introduction whose list did not follow says nothing by itself.
      if (items.length > 0) texts.push(joinList(line, items));
    } else if (!isHeading(line)) texts.push(...cutParagraph(capitalize(line)));
  }
  const seen = new Set<string>();
  const passages: Passage[] = [];
  for (const text of texts) {
    // A line ending on a comma is a piece of a sentence cut by the page's layout, and a worked
    // computation ("430 - 200 = 230") an example whose figures are not the reader's: neither
    // says anything by itself.
    if (text.length < MIN_CHARS || isLinkLine(text) || text.endsWith(',') || COMPUTATION.test(text)) continue;
    const key = plainText(text);
    if (seen.has(key)) continue;
    seen.add(key);
    passages.push({ text, position: passages.length, ...classify(text, key) });
  }
  return passages;
}

/** A passage this much of whose words another says already adds nothing to it ("X." beside "X. Y."). */
const SAID_WITHIN = 0.9;

/**
 * True when `b` says what `a` says: nearly all of `a`'s words (SAID_WITHIN), and every number
 * of it ("Entre 15 et 17 ans, le passeport coûte 42 €" is not "Entre 0 et 14 ans, … 17 €").
 */
export function saidIn(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0) return false;
  let shared = 0;
  for (const word of a) {
    if (b.has(word)) shared++;
    else if (/\d/.test(word)) return false;
  }
  return shared / a.size >= SAID_WITHIN;
}

/** The text's words as the library's index writes them (retrieval/text.ts), the question's terms being written so. */
export const stemmedWords = (text: string): Set<string> => new Set(foldedWords(text).map(termOf));

/**
 * A pronoun or a demonstrative pointing back ("Elles sont applicables jusqu'au jugement", "Ce
 * dernier…", "Passé ce délai…", "Dans ce cas, …"): at the head of a section, at what its
 * heading names; further on, at the passage before.
 */
const REFERS_BACK =
  /^(?:elles?|ils|celui-ci|celle-ci|ceux-ci|celles-ci|ce dernier|cette derniere|ces derniers|ces dernieres|ce|ces|cette|cet|(?:passe|durant|pendant|apres|avant|dans) (?:ce|cet|cette|ces))\b/;

/** A connective that carries on the passage before, wherever it stands ("Soit…", "Ainsi, …", "De plus, …"). */
const CONTINUES = /^(?:soit|ou|et|sinon|par ailleurs|de plus|en outre|ainsi|donc|alors|en effet)\b/;

/**
 * What reads wrong without the passage before: it is quoted only after that one. An exception
 * ("Toutefois, après 121 jours de chômage…", "Mais les honoraires…") says something of its own
 * and may be quoted alone.
 */
export const pointsBack = (text: string): boolean => {
  const start = openingWords(text);
  return REFERS_BACK.test(start) || CONTINUES.test(start);
};

/** What carries on the passage before even at the head of a section (a list's next item, a consequence). */
export const continuesBefore = (text: string): boolean => CONTINUES.test(openingWords(text));

/**
 * A passage's start, folded: what the two patterns above read (at most "dans cette hypothese"
 * and the character after it), without folding a whole paragraph for every passage of a sheet.
 */
const openingWords = (text: string) => foldText(text.slice(0, 32));

/**
 * The `count` passages that share the most query words (`shared[i]` for `passages[i]`),
 * practical and procedural ones first among equals, plus up to `details` more passages
 * saying what to do or what it costs (steps and fees rarely repeat the question's words);
 * returned in reading order with the best one apart. When no passage shares a word, the
 * document's opening is used. A passage pointing back at the one before it is never picked.
 */
export function pickPassages(
  passages: Passage[],
  shared: readonly number[],
  count: number,
  details = 0,
  /** Only details sharing a word with the question: another sheet's steps say nothing of it otherwise. */
  detailsMustShare = false,
): { best: Passage; chosen: Passage[] } | null {
  const words = (p: Passage) => shared[p.position] ?? 0;
  const score = (p: Passage) => words(p) * 4 + (p.practical ? 1 : 0) + (p.procedural ? 1 : 0);
  const byScore = (a: Passage, b: Passage) => score(b) - score(a) || a.position - b.position;
  // A passage pointing back is quoted with the one before it, or not at all.
  const alone = (p: Passage) => !pointsBack(p.text);
  const matching = passages.filter((p) => words(p) > 0 && alone(p));
  const ranked = (matching.length > 0 ? matching : passages.filter(alone).slice(0, count))
    .sort(byScore)
    .slice(0, count);
  const best = ranked[0];
  if (!best) return null;
  const extra = passages
    .filter(
      (p) => (p.practical || p.procedural) && alone(p) && !ranked.includes(p) && (!detailsMustShare || words(p) > 0),
    )
    .sort(byScore)
    .slice(0, details);
  return { best, chosen: [...ranked, ...extra].sort((a, b) => a.position - b.position) };
}
