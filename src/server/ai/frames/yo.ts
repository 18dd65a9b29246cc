/**
 * The Yoruba (Yorùbá) frame (frame.ts), in the words the interface's Yoruba messages use
 * (locales/yo.json: òfin for the law, ibi-ìkàwé òfin for the legal library, agbẹjọ́rò for a lawyer).
 * Written by the team; a native speaker's review is welcome (docs/RETRIEVAL.md).
 */
import type { Frame } from '../frame.ts';
import { COUNTRY_NAMES } from '../jurisdiction-places.ts';
import { datedSentence, list, numericDate } from './text.ts';

const LAWS: Record<string, string> = {
  FR: 'òfin ilẹ̀ Faransé',
  BJ: 'òfin Bẹ̀nẹ̀',
  TG: 'òfin Tógò',
  CI: 'òfin Kóútè Dífúà',
  SN: 'òfin Sẹnẹ̀gà',
  NG: 'òfin Nàìjíríà',
  GH: 'òfin Gánà',
  OHADA: 'òfin OHADA',
  LAND: 'òfin ilẹ̀ orílẹ̀-èdè Áfíríkà kan',
};
const law = (code: string) => LAWS[code] ?? `òfin orílẹ̀-èdè ${COUNTRY_NAMES[code] ?? code}`;
const DIRECTORY = 'àkójọ àwọn agbẹjọ́rò';

export const yo: Frame = {
  lead: (cited, others) =>
    cited.length === 1 && others === 0
      ? `Èyí ni ohun tí ìwé ${cited[0]} ti ibi-ìkàwé òfin sọ.`
      : `Èyí ni ohun tí àwọn ìwé ibi-ìkàwé òfin sọ nípa ${list(others > 0 ? [...cited, `ìwé ${others} mìíràn`] : cited, 'àti')}.`,
  headings: {
    keyPoints: 'Kókó ọ̀rọ̀',
    steps: 'Ohun tí ẹ ó ṣe',
    stepByStep: 'Ìgbésẹ̀ lẹ́sẹẹsẹ',
    practical: 'Owó, àkókò àti ibi tí ẹ ó lọ',
  },
  section: (title, cited) => `Gẹ́gẹ́ bí ìwé ${cited} ti ibi-ìkàwé òfin ti sọ${title ? `, ní apá « ${title} »` : ''}:`,
  overview:
    'Ìbéèrè yín kan ọ̀pọ̀lọpọ̀ ipò, ìwé kọ̀ọ̀kan ti ibi-ìkàwé òfin sì ń sọ̀rọ̀ nípa ipò kọ̀ọ̀kan. Èyí ni àwọn ìwé tí ó súnmọ́ ìbéèrè yín jù; ẹ ṣàlàyé ohun tí ó ṣẹlẹ̀ sí yín fún ìdáhùn tí ó péye:',
  seeAlso: (cited) => `Ẹ tún ka: ${list(cited, 'àti')}.`,
  law,
  dated: datedSentence(
    'àti',
    (law, day) => `${law}, ọjọ́ ìwé náà: ${numericDate(day)}.`,
    (law, first, last) => `${law}, ọjọ́ àwọn ìwé náà: láti ${numericDate(first)} dé ${numericDate(last)}.`,
  ),
  stale: 'Òfin lè ti yí padà láti ìgbà náà: ẹ ṣàyẹ̀wò àwọn òfin tó wà lọ́wọ́lọ́wọ́.',
  sampleLawyers: `Fún báyìí, profaili àpẹẹrẹ nìkan ló wà nínú ${DIRECTORY}: wọn kì í ṣe agbẹjọ́rò gidi, a kò sì lè kàn sí wọn.`,
  reminder: (lawyers) =>
    `Ìwífún òfin gbogbogbòò ni èyí; kò rọ́pò ìmọ̀ràn agbẹjọ́rò lórí ọ̀rọ̀ tiyín. Fún ìmọ̀ràn tiyín gan-an, ẹ lọ rí agbẹjọ́rò: [${DIRECTORY}](${lawyers}).`,
  smallTalk: {
    greeting: `Ẹ n lẹ́ o! Èmi ni olùrànlọ́wọ́ òfin Jurisia. Ẹ sọ ohun tó ṣẹlẹ̀ sí yín ní ọ̀rọ̀ ara yín: màá dáhùn láti inú àwọn ìwé ibi-ìkàwé òfin, màá sì tọ́ka sí wọn.`,
    thanks: `Ẹ ṣé o. Tí ìbéèrè mìíràn bá wà, ẹ sọ ohun tó ṣẹlẹ̀ sí yín, màá sì wá a nínú ibi-ìkàwé òfin. Fún ìmọ̀ràn lórí ọ̀rọ̀ tiyín, ẹ lọ rí agbẹjọ́rò: [${DIRECTORY}](/lawyers).`,
    identity: `Èmi ni olùrànlọ́wọ́ òfin Jurisia, ẹ̀rọ ni mí, èmi kì í ṣe ènìyàn: mo ń dáhùn nípa títọ́ka sí àwọn ìwé ibi-ìkàwé òfin, mi ò sì ń hùmọ̀ nǹkan. Fún ìmọ̀ràn lórí ọ̀rọ̀ tiyín, ẹ lọ rí agbẹjọ́rò: [${DIRECTORY}](/lawyers).`,
  },
  notFound: (lawyers) =>
    `Mi ò rí ìwé kankan nínú ibi-ìkàwé òfin tí ó dáhùn ìbéèrè yìí, mi ò sì fẹ́ hùmọ̀ ìdáhùn. Ẹ gbìyànjú láti béèrè ní ọ̀nà mìíràn pẹ̀lú ọ̀rọ̀ ipò yín, tàbí kí ẹ lọ rí agbẹjọ́rò: [${DIRECTORY}](${lawyers}).`,
  foreignLaw: (code, lawyers, city) =>
    `Ìbéèrè yín jẹmọ́ ${law(code)}. Ibi-ìkàwé òfin Jurisia ń ṣàlàyé òfin ilẹ̀ Faransé, èyí tí kò kan ọ̀rọ̀ yín: nítorí náà, mi ò ní dáhùn láti inú àwọn ìwé rẹ̀, kí n má baà ṣì yín lọ́nà. Agbẹjọ́rò kan ${city ? `ní ${city}` : 'ní orílẹ̀-èdè yín'} lè gbà yín nímọ̀ràn: [${DIRECTORY}](${lawyers}). [Àwọn àpẹẹrẹ ìwé](/documents) wà fún Bẹ̀nẹ̀ àti agbègbè OHADA.`,
  otherCountry: (code, lawyers) =>
    `Ẹ sọ pé ẹ ń gbé lẹ́yìn ilẹ̀ Faransé: ó ṣeé ṣe kí ọ̀rọ̀ yín jẹmọ́ ${law(code)}, èyí tí ibi-ìkàwé òfin kò ṣàlàyé. Ohun tí ó tẹ̀lé e yìí ni òfin ilẹ̀ Faransé, tí kò kan ibẹ̀; fún ọ̀rọ̀ yín, ẹ lọ rí [agbẹjọ́rò ní orílẹ̀-èdè yín](${lawyers}).`,
  failures: {
    timeout: 'Ìdáhùn náà pẹ́ jù. Ẹ tún gbìyànjú láìpẹ́.',
    cancelled: 'A ti fagilé ìbéèrè náà.',
    unavailable: 'Iṣẹ́ ìdáhùn kò sí fún ìgbà díẹ̀. Ẹ tún gbìyànjú nígbà díẹ̀ sí i.',
    'invalid-reply': 'Iṣẹ́ ìdáhùn dá ìdáhùn tí kò ṣeé lò padà. Ẹ tún gbìyànjú.',
  },
};
