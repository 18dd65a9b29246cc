/**
 * The currency /pricing shows before the visitor picks one, from the interface language and
 * Accept-Language (no geolocation, nothing stored). Most visitors are in West Africa, so francs
 * CFA unless the browser says Europe: a region subtag in Europe (`fr-FR`, `de-CH`), or a
 * language spoken only there (`de`, `nl`…). Many phones in Benin say `fr-FR`: a reader of the
 * Fon or Yoruba interface, or whose browser lists a language of West or Central Africa at all
 * (`fr-FR, fon;q=0.5`), sees francs CFA whatever the region says. The toggle stays one tap away.
 */
import type { Currency } from './billing.types.ts';

/** Countries of Europe (EU, EEA, the United Kingdom, Switzerland and their neighbours). */
const EUROPE = new Set(
  'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SK SM UA VA XK'.split(
    ' ',
  ),
);

/** Languages without a region that are spoken (as a first language) almost only in Europe. */
const EUROPEAN_LANGUAGES = new Set(
  'bg cs da de el et fi ga hr hu is it lb lt lv mt nb nl nn no pl ro sk sl sq sr sv'.split(' '),
);

/**
 * Languages spoken (almost) only in West and Central Africa, where the franc CFA is the
 * currency or a neighbour's: Fon, Yoruba, Wolof, Ewe, Hausa, Fula, Bambara, Dioula, Mooré,
 * Igbo, Gun, Mina, Baoulé, Sango, Lingala, Kikongo, Fang.
 */
const WEST_CENTRAL_AFRICAN_LANGUAGES = new Set('fon yo wo ee ha ff bm dyu mos ig guw gej bci sg ln kg fan'.split(' '));

interface RankedTag {
  language: string;
  region: string | null;
}

/** The tags of the header, best first (quality, then order); `*` and q=0 left out. */
function rankedTags(acceptLanguage: string): RankedTag[] {
  return acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      const [language = '', ...subtags] = tag.trim().split('-');
      // The region is the first two-letter subtag after the language (`zh-Hant-TW` → TW).
      const region = subtags.find((subtag) => /^[a-z]{2}$/i.test(subtag))?.toUpperCase() ?? null;
      return { language: language.toLowerCase(), region, quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.quality > 0 && /^[a-z]{2,3}$/.test(entry.language))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
}

export function defaultCurrency(acceptLanguage: string | null, interfaceLanguage?: string): Currency {
  const tags = rankedTags(acceptLanguage ?? '');
  if (
    WEST_CENTRAL_AFRICAN_LANGUAGES.has(interfaceLanguage ?? '') ||
    tags.some((tag) => WEST_CENTRAL_AFRICAN_LANGUAGES.has(tag.language))
  )
    return 'XOF';
  for (const { language, region } of tags) {
    if (region) return EUROPE.has(region) ? 'EUR' : 'XOF';
    if (EUROPEAN_LANGUAGES.has(language)) return 'EUR';
  }
  return 'XOF';
}
