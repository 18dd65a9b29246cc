/**
 * How a document writes dates, amounts and numbers in words, and how the form's text is read
 * back as a date or a number. Pure and deterministic: no Intl, whose output (spaces, month
 * names) varies between the browser and the server.
 */

/** U+202F: French typography separates thousands with a narrow no-break space. */
export const THOUSANDS_SEPARATOR = '\u202f';

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const isEnglish = (language: string) => language.toLowerCase().startsWith('en');

/**
 * A `YYYY-MM-DD` text as a Date at midnight UTC, or null when it is not a real calendar day
 * (`2026-02-30`, `2026-13-01`, `14/03/2026`).
 */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : null;
}

/** The local calendar day of `date` as `YYYY-MM-DD` (the day the user sees on their clock). */
export function isoDay(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/**
 * An ISO date written long: '14 mars 2026', '1er mars 2026' in French; '14 March 2026' when
 * `language` is English (`en`, `en-GB`…). Any other language is written in French, the
 * product's default. A text that is not a valid date is returned unchanged.
 */
export function formatLongDate(iso: string, language: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  if (isEnglish(language)) return `${day} ${ENGLISH_MONTHS[date.getUTCMonth()]} ${year}`;
  return `${day === 1 ? '1er' : day} ${FRENCH_MONTHS[date.getUTCMonth()]} ${year}`;
}

/**
 * A number with French digit grouping: '150 000' (narrow no-break spaces), and, when it is not
 * whole, two decimals after a comma: '1 250,50'. Rounded to the cent.
 */
export function formatAmount(n: number): string {
  const cents = Math.round(Math.abs(n) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  const sign = n < 0 && cents > 0 ? '-' : '';
  return fraction === 0 ? `${sign}${grouped}` : `${sign}${grouped},${String(fraction).padStart(2, '0')}`;
}

/**
 * A number as typed in the form: '150000', '150 000' (spaces, no-break spaces or narrow ones
 * between groups of three), '1250,50' or '1250.50', optionally negative. Null for anything
 * else, including the ambiguous '1.250,50' and '1,250.50'.
 */
export function parseNumberInput(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]+/g, ' ');
  const match = /^(-?)(\d+|\d{1,3}(?: \d{3})+)(?:[.,](\d+))?$/.exec(compact);
  if (!match) return null;
  const digits = `${match[1]}${(match[2] ?? '').replaceAll(' ', '')}${match[3] ? `.${match[3]}` : ''}`;
  return Number(digits);
}

const WORDS_LIMIT = 1e12;

/**
 * A whole number in words, for the amounts of legal documents. Only the whole part of a
 * non-whole number is worded (1250.50 → 'mille-deux-cent-cinquante'): a document writes the
 * cents apart if it needs them. Negative numbers start with 'moins' / 'minus'.
 *
 * French follows the 1990 spelling rules: every part joined by hyphens ('deux-cent-mille'),
 * 'et' in 21…71 ('vingt-et-un', 'soixante-et-onze' but 'quatre-vingt-un'), 'vingts' and
 * 'cents' plural when multiplied and last ('quatre-vingts', 'deux-cents', 'deux-cents-millions'
 * but 'deux-cent-mille', 'deux-cent-un'), 'mille' invariable, 'million' and 'milliard' nouns
 * that take an 's'. English (`en`…) is British: 'one hundred and fifty thousand'.
 *
 * @throws RangeError when the whole part is not within ±999 999 999 999.
 */
export function numberInWords(n: number, language: string): string {
  const whole = Math.trunc(Math.abs(n));
  if (!Number.isFinite(n) || whole >= WORDS_LIMIT) throw new RangeError(`${n} is beyond the numbers written in words`);
  const english = isEnglish(language);
  const words = english ? englishWords(whole) : frenchWords(whole);
  if (n > -1) return words;
  return english ? `minus ${words}` : `moins ${words}`;
}

const FRENCH_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FRENCH_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0 < n < 100. `last`: nothing follows, so 80 takes its plural 's'. */
function frenchBelowHundred(n: number, last: boolean): string {
  if (n < 20) return FRENCH_UNITS[n] ?? '';
  // 70–79 and 90–99 count on from 60 and 80: soixante-dix, quatre-vingt-onze.
  const tens = n >= 80 ? 80 : n >= 60 ? 60 : Math.floor(n / 10) * 10;
  const rest = n - tens;
  const tensWord = tens === 80 ? 'quatre-vingt' : (FRENCH_TENS[tens / 10] ?? '');
  if (rest === 0) return tens === 80 && last ? 'quatre-vingts' : tensWord;
  const joiner = (rest === 1 || rest === 11) && tens !== 80 ? '-et-' : '-';
  return `${tensWord}${joiner}${FRENCH_UNITS[rest]}`;
}

/** 0 < n < 1000. `last`: no numeral adjective follows ('mille' is one; 'million' is a noun). */
function frenchBelowThousand(n: number, last: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) {
    const plural = hundreds > 1 && rest === 0 && last;
    parts.push(`${hundreds > 1 ? `${FRENCH_UNITS[hundreds]}-` : ''}cent${plural ? 's' : ''}`);
  }
  if (rest > 0) parts.push(frenchBelowHundred(rest, last));
  return parts.join('-');
}

function frenchWords(n: number): string {
  if (n === 0) return 'zéro';
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor(n / 1e6) % 1000;
  const thousands = Math.floor(n / 1e3) % 1000;
  const units = n % 1000;
  const parts: string[] = [];
  // Before the nouns 'milliard' and 'million', 'vingt' and 'cent' count as last.
  if (billions > 0) parts.push(`${frenchBelowThousand(billions, true)}-milliard${billions > 1 ? 's' : ''}`);
  if (millions > 0) parts.push(`${frenchBelowThousand(millions, true)}-million${millions > 1 ? 's' : ''}`);
  if (thousands > 0) parts.push(thousands === 1 ? 'mille' : `${frenchBelowThousand(thousands, false)}-mille`);
  if (units > 0) parts.push(frenchBelowThousand(units, true));
  return parts.join('-');
}

const ENGLISH_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const ENGLISH_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function englishBelowHundred(n: number): string {
  if (n < 20) return ENGLISH_UNITS[n] ?? '';
  const unit = n % 10;
  const tens = ENGLISH_TENS[Math.floor(n / 10)] ?? '';
  return unit === 0 ? tens : `${tens}-${ENGLISH_UNITS[unit]}`;
}

function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return englishBelowHundred(rest);
  const head = `${ENGLISH_UNITS[hundreds]} hundred`;
  return rest === 0 ? head : `${head} and ${englishBelowHundred(rest)}`;
}

function englishWords(n: number): string {
  if (n === 0) return 'zero';
  const groups: [number, string][] = [
    [Math.floor(n / 1e9), ' billion'],
    [Math.floor(n / 1e6) % 1000, ' million'],
    [Math.floor(n / 1e3) % 1000, ' thousand'],
    [n % 1000, ''],
  ];
  const parts = groups.filter(([value]) => value > 0).map(([value, scale]) => `${englishBelowThousand(value)}${scale}`);
  const units = n % 1000;
  // 'two thousand and five': a last group under a hundred is joined with 'and'.
  if (n >= 1000 && units > 0 && units < 100) parts[parts.length - 1] = `and ${parts[parts.length - 1]}`;
  return parts.join(' ');
}
