/**
 * The asker's figures against the cases a sheet distinguishes by them (docs/RETRIEVAL.md
 * "Answers from sections", the asker's figures): « Vous constatez un défaut plus de 6 mois
 * après la livraison », « Enfant de moins de 16 ans », « Créance inférieure à 10 000 € ». A
 * question saying "j'ai acheté un frigo il y a 8 mois" is in the first case, not in « moins de
 * 6 mois ». Read from general usage (the units, the words of comparison), nothing per sheet.
 */
import { foldText } from '../retrieval/text.ts';

/** What a figure counts, as the sheets' cases and the questions name it. */
export type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'euro' | 'km' | 'employee' | 'child' | 'percent';

/**
 * An age ("j'ai 21 ans", « Le locataire a plus de 65 ans ») and a length of time ("depuis 4
 * ans", « plus de 3 ans après l'achat ») are both counted in years: they are never compared.
 */
type Sense = 'age' | 'duration' | null;

export interface Quantity {
  value: number;
  unit: Unit;
  sense: Sense;
}

/** A case's bounds on one unit: `min` ≤ the figure ≤ `max`, or < where the bound is open (« moins de 16 ans »). */
export interface Condition {
  unit: Unit;
  sense: Sense;
  min: number;
  max: number;
  open?: boolean;
  /** Written in two units of time (« Entre 6 mois et 2 ans »): a figure in either compares. */
  mixed?: boolean;
}

const UNITS: [RegExp, Unit][] = [
  [/^(ans?|annees?|years?)$/, 'year'],
  [/^(mois|months?)$/, 'month'],
  [/^(semaines?|weeks?)$/, 'week'],
  [/^(jours?|days?)$/, 'day'],
  [/^(heures?|h|hours?)$/, 'hour'],
  [/^(€|e|eur|euros?)$/, 'euro'],
  [/^(km|kilometres?|kilometers?)$/, 'km'],
  [/^(salaries?|employes?|employees?)$/, 'employee'],
  [/^(enfants?|children|kids?)$/, 'child'],
  [/^(%|pour cent|percent)$/, 'percent'],
];

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ten: 10,
  twelve: 12,
};

/** A figure (digits with French thousands spaces or a decimal comma, or a number word) and the word after it. */
const FIGURE =
  /(?<![\d,.])(\d{1,3}(?: \d{3})+|\d+(?:[,.]\d+)?|\b(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|soixante|one|two|three|four|five|ten|twelve)\b) ?(€|%|[a-z]+)/g;

/** The words before a figure that make it a length of time, or an age. */
const DURATION_BEFORE =
  /\b(depuis|il y a|y a|ya|pendant|durant|fait|dans|delai de|for|ago|within)\s*(?:(?:plus|moins|pres|environ|presque|deja|bientot|de|d|about|over|almost|more than|less than)\s+)*$/;
const AGE_BEFORE =
  /\b((?:il|elle|on|qui|j|tu|nous|vous|ils|elles|locataire|salarie|enfants?|personne|jeune|conjoint|parents?) (?:a|ai|as|avons|avez|ont)|agee?s?|aged|am|turned|fille|fils|enfants?|mere|pere|mari|femme|bebe|jeune|majeur|mineur)\s+(?:(?:de|d|plus|moins|bientot|presque|deja|seulement|que)\s+)*$/;
/** "le 18e", "le 12e mois": an ordinal, not euros. */
const ORDINAL_BEFORE = /\b(le|la|au|du|des|en|dans)\s*$/;

function senseOf(before: string, unit: Unit): Sense {
  if (unit !== 'year' && unit !== 'month') return null;
  if (DURATION_BEFORE.test(before)) return 'duration';
  if (unit === 'year' && AGE_BEFORE.test(before)) return 'age';
  return null;
}

/** Lower case, no accents, punctuation but the figures' own as spaces, "+" kept. */
const normalise = (text: string) =>
  ` ${foldText(text)
    .replace(/(\d)[\u00a0\u202f ](?=\d{3}\b)/g, '$1 ')
    .replace(/[^a-z0-9€%+,.]+/g, ' ')
    .replace(/(?<!\d)[,.]|[,.](?!\d)/g, ' ')} `;

function figureValue(figure: string): number {
  const word = NUMBER_WORDS[figure];
  if (word !== undefined) return word;
  return Number(figure.replace(/ /g, '').replace(',', '.'));
}

function unitOf(word: string): Unit | null {
  return UNITS.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

interface Found {
  quantity: Quantity;
  /** Where the figure starts and where its unit ends in the normalised text. */
  start: number;
  end: number;
}

/** Between two figures of a list sharing the last one's unit ("8 et 16 ans", "2, 5 ou 7 ans"). */
const LISTED = /^ ?(?:et|ou|,) ?$/;

function figures(text: string): Found[] {
  const out: Found[] = [];
  /** Figures without a unit waiting for a list's last one: "8" in "8 et 16 ans". */
  let bare: { value: number; start: number; end: number }[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const start = m.index ?? 0;
    const figure = m[1] ?? '';
    const value = figureValue(figure);
    const word = m[2] ?? '';
    const before = text.slice(Math.max(0, start - 40), start);
    const unit = word === 'e' && ORDINAL_BEFORE.test(before) ? null : unitOf(word);
    if (!Number.isFinite(value)) continue;
    if (!unit) {
      // A bare number's unit is the next figure's, across "et", "ou" or a comma; a number word alone is no figure.
      bare = /\d/.test(figure) ? [...bare, { value, start, end: start + figure.length }] : [];
      continue;
    }
    const listed: typeof bare = [];
    for (let i = bare.length - 1, at = start; i >= 0; i--) {
      const item = bare[i] as (typeof bare)[number];
      if (!LISTED.test(text.slice(item.end, at))) break;
      listed.unshift(item);
      at = item.start;
    }
    bare = [];
    const first = listed[0]?.start ?? start;
    const sense = senseOf(text.slice(Math.max(0, first - 40), first), unit);
    for (const item of listed)
      out.push({ quantity: { value: item.value, unit, sense }, start: item.start, end: item.end });
    const last = out.at(-1);
    // « 66 ans et 2 mois »: one age, in years.
    if (unit === 'month' && last?.quantity.unit === 'year' && / ?et ?$/.test(text.slice(last.end, start))) {
      last.quantity = { ...last.quantity, value: last.quantity.value + value / 12 };
      last.end = start + m[0].length;
      continue;
    }
    out.push({ quantity: { value, unit, sense }, start, end: start + m[0].length });
  }
  return out;
}

/** The figures a question gives, with what each counts: "il y a 8 mois" → 8 months, a duration. */
export function quantitiesOf(question: string): Quantity[] {
  return figures(normalise(question)).map((f) => f.quantity);
}

/** Bounds that leave their figure out (« moins de 16 ans »), then those that take it in (« jusqu'à 16 ans »). */
const BELOW = /\b(moins de|moins d|inferieure?s? a|avant|under|less than)\s*$/;
const BELOW_OR_AT = /\b(inferieure?s? ou egale?s? a|jusqu a|up to)\s*$/;
const ABOVE = /(\bplus de|\bplus d|\+ de|\+ d|\bsuperieure?s? a|\bau dela de|\bau dela d|\bover|\bmore than)\s*$/;
const ABOVE_OR_AT = /(\bsuperieure?s? ou egale?s? a|\ba partir de|\ba partir d|\bau moins|\bdes|\bat least)\s*$/;
const BELOW_AFTER = /^\s*(maximum|max|au plus|au maximum|ou moins|or less)\b/;
const ABOVE_AFTER = /^\s*(ou plus|et plus|ou \+|et \+|minimum|au moins|or more)(?![a-z])/;
const BETWEEN = /\b(entre|de|from|between)\s*$/;
const AND = /^\s*(et|a|and|to)\s*$/;

/**
 * The bounds a heading sets: « moins de 16 ans » (under 16), « Entre 6 mois et 2 ans », « 3
 * enfants ou + », « Au-delà de 188 € ». A figure compared with nothing (« Engagement de 24 mois »)
 * names the case without bounding it, and sets none.
 */
export function conditionsOf(heading: string): Condition[] {
  const text = normalise(heading);
  const found = figures(text);
  const out: Condition[] = [];
  for (let i = 0; i < found.length; i++) {
    const { quantity, start, end } = found[i] as Found;
    const before = text.slice(Math.max(0, start - 30), start);
    const after = text.slice(end, end + 16);
    const next = found[i + 1];
    // « entre 6 mois et 2 ans »: two figures with their units.
    if (next && BETWEEN.test(before) && AND.test(text.slice(end, next.start))) {
      out.push({
        unit: next.quantity.unit,
        sense: next.quantity.sense ?? quantity.sense,
        min: inUnit(quantity, next.quantity.unit),
        max: next.quantity.value,
        ...(quantity.unit !== next.quantity.unit ? { mixed: true } : {}),
      });
      i++;
      continue;
    }
    // « entre 12 et 13 ans », « de 16 à 18 ans »: the first figure without its unit.
    const range = before.match(/\b(?:entre|de|from|between)\s+(\d+(?:[,.]\d+)?)\s+(?:et|a|and|to)\s*$/);
    if (range) {
      out.push({ unit: quantity.unit, sense: quantity.sense, min: figureValue(range[1] ?? ''), max: quantity.value });
      continue;
    }
    const { unit, sense, value } = quantity;
    if (BELOW.test(before)) out.push({ unit, sense, min: -Infinity, max: value, open: true });
    else if (BELOW_OR_AT.test(before) || BELOW_AFTER.test(after)) out.push({ unit, sense, min: -Infinity, max: value });
    else if (ABOVE.test(before)) out.push({ unit, sense, min: value, max: Infinity, open: true });
    else if (ABOVE_OR_AT.test(before) || ABOVE_AFTER.test(after)) out.push({ unit, sense, min: value, max: Infinity });
  }
  return out;
}

/** A figure in another unit of time, for ranges written « entre 6 mois et 2 ans ». */
function inUnit(quantity: Quantity, unit: Unit): number {
  if (quantity.unit === unit) return quantity.value;
  if (quantity.unit === 'month' && unit === 'year') return quantity.value / 12;
  if (quantity.unit === 'year' && unit === 'month') return quantity.value * 12;
  return quantity.value;
}

/**
 * A figure compares with a bound in its own unit, or in either unit of a bound written in two; "un
 * CDD de 8 mois" says nothing of « 55 ans et plus », an age.
 */
const comparable = (q: Quantity, c: Condition) =>
  (q.unit === c.unit || (c.mixed === true && isTime(q.unit))) && !(q.sense && c.sense && q.sense !== c.sense);
const isTime = (unit: Unit) => unit === 'year' || unit === 'month';

/**
 * Whether a case's headings hold for the asker's figures: 1 when one of its bounds holds for a
 * figure of its unit and none is broken by all of them, −1 when a bound is broken by every figure
 * of its unit (« moins de 6 mois » for "il y a 8 mois"), 0 when the figures say nothing of it.
 */
export function caseFits(conditions: readonly Condition[], quantities: readonly Quantity[]): number {
  let fits = 0;
  for (const condition of conditions) {
    const figures = quantities.filter((q) => comparable(q, condition));
    if (figures.length === 0) continue;
    const holds = figures.some((q) => {
      const value = inUnit(q, condition.unit);
      return condition.open
        ? value > condition.min && value < condition.max
        : value >= condition.min && value <= condition.max;
    });
    if (!holds) return -1;
    fits = 1;
  }
  return fits;
}
