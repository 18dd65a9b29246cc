/**
 * Text for pdfkit's standard fonts (Helvetica…), which only know WinAnsi (CP1252): French with
 * its accents, œ, « », ’, € and – — … are fine. pdfkit does not check: it writes each UTF-16
 * unit as hex, so 'ẹ' (U+1EB9) becomes the two bytes 1E B9 (shown as "¹"), and a tab (one hex
 * digit) shifts every following byte into garbage. Every string drawn goes through
 * `toWinAnsi` first.
 *
 * Known limit, accepted to keep the standard fonts (no font file to ship): what WinAnsi lacks
 * is approximated, per user-perceived character —
 * - marks it cannot combine are dropped, keeping those it can: Yorùbá 'ẹ́' → 'é', 'ṣ' → 's';
 * - compatibility forms are unfolded (NFKD): 'ﬁ' → 'fi', U+2003 → space;
 * - letters without a decomposition get their plain look-alike: Fɔngbè 'ɛ' → 'e', 'ɔ' → 'o',
 *   'ɖ' → 'd', Polish 'ł' → 'l', Turkish 'ı' → 'i' (lossy: ɛ and e are distinct vowels, but
 *   readable, unlike '?');
 * - anything else (CJK, Cyrillic, Greek, emoji…) becomes one '?'.
 * The PDF's metadata (Title) is not affected: pdfkit writes it in UTF-16.
 */

/** The code points pdfkit re-encodes into WinAnsi's 0x80–0x9F block (its WIN_ANSI_MAP). */
const HIGH_BLOCK = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
  0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  ɛ: 'e',
  Ɛ: 'E',
  ɔ: 'o',
  Ɔ: 'O',
  ɖ: 'd',
  Ɖ: 'D',
  ŋ: 'n',
  Ŋ: 'N',
  ʋ: 'v',
  Ʋ: 'V',
  // Letters of the interface's Latin-script locales that NFKD leaves whole (pl, tr).
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  // French typography's narrow no-break space must stay unbreakable (NFKD would make it a space).
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
};

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

function isEncodable(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // U+00AD is left out: pdfkit draws a soft hyphen as a visible hyphen unless it ends a line.
    const ok =
      char === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff && code !== 0xad) ||
      HIGH_BLOCK.has(code);
    if (!ok) return false;
  }
  return true;
}

/** A base character alone: itself, a look-alike, its unfolded form, '' (invisible) or null (none). */
function mapBase(char: string): string | null {
  if (isEncodable(char)) return char;
  if (/\p{Cc}/u.test(char)) return ' ';
  if (/[\p{Cf}\p{M}\u00ad]/u.test(char)) return '';
  const alike = LOOK_ALIKES[char];
  if (alike !== undefined) return alike;
  const unfolded = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return isEncodable(unfolded) ? unfolded : null;
}

function mapGrapheme(grapheme: string): string {
  const composed = grapheme.normalize('NFC');
  if (isEncodable(composed)) return composed;
  const [base = '', ...rest] = grapheme.normalize('NFD');
  const mapped = mapBase(base);
  if (mapped === null) return '?';
  let kept = mapped;
  // Keep each mark WinAnsi can carry precomposed (the tone in 'ẹ́'), drop the others.
  for (const mark of rest) {
    const tried = (kept + mark).normalize('NFC');
    if (isEncodable(tried)) kept = tried;
  }
  return kept;
}

/** `text` with every character drawable by a standard font; line feeds are kept. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const { segment } of graphemes.segment(text)) out += mapGrapheme(segment);
  return out;
}

/** Whether `text` needs no '?' in WinAnsi (approximations allowed). */
export function fitsWinAnsi(text: string): boolean {
  for (const { segment } of graphemes.segment(text)) {
    if (mapGrapheme(segment) === '?' && segment !== '?') return false;
  }
  return true;
}
