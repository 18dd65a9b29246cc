/**
 * Verb forms read as the verb they are where a word of the library looks the same (docs/RETRIEVAL.md
 * "Spelling").
 *
 * The present of a verb in -ayer written with its y: French
 * accepts « je paie » and « je paye », « ils essaient » and « ils essayent »; folded, « paye » is
 * also « payé », whose stem (pay) the library spends on « congés payés », while « paie » shares
 * « paiement »'s (pai). After a subject or object pronoun, « ne » or « qui », the word is that
 * present, never the participle, and is read as its -aie form: « mon employeur me paye pas mon
 * salaire » opened on « Salaire au pourboire » and the paid-leave sheets.
 */
import { isFrenchWord } from './french-words.ts';
import { foldWord } from '../library/french-stem.ts';

/** A pronoun, « ne » or « qui », then a word ending in -aye, -ayes or -ayent (unaccented). */
const AYER_PRESENT =
  /(^|[^\p{L}])(je|j['’]|tu|il|elle|on|ils|elles|me|m['’]|te|t['’]|nous|vous|lui|leur|se|s['’]|ne|n['’]|qui)(\s*)(\p{L}+?)ay(e|es|ent)(?!\p{L})/giu;

/**
 * The question with each such present of an -ayer verb written as its -aie form, when both the
 * infinitive and that form are French words (« abbaye », « cobaye » are no verb's).
 */
export function ayerPresentsAsAie(question: string): string {
  return question.replace(
    AYER_PRESENT,
    (all, before: string, pronoun: string, space: string, base: string, ending: string) => {
      const folded = foldWord(base);
      return isFrenchWord(`${folded}ayer`) && isFrenchWord(`${folded}ai${ending.toLowerCase()}`)
        ? `${before}${pronoun}${space}${base}ai${ending}`
        : all;
    },
  );
}

/**
 * « vis » and « vit » after their subject (« je vis avec mon copain », « elle vit seule ») are
 * vivre's; the library's « vis » is its « vis-à-vis ». Said of a place (« je vis en France », « il
 * vit à Paris ») the verb only tells where the asker lives, the story's setting: it is left out, as
 * the place's name is a story's (« Je vis en France. » before a question about a deposit drew the
 * foreign students' sheets, and read as vivre, « Vivre en Europe »).
 */
const VIVRE_PRESENT =
  /(^|[^\p{L}])(je|j['’]|tu|il|elle|on)(\s*)vi[st](?!\p{L})(\s+(?:à|a|en|au|aux|ici|dans|sur|hors)(?!\p{L}))?/giu;

/** The question with the present of vivre written as its infinitive, or left out before a place (VIVRE_PRESENT). */
export function vivreAsVerb(question: string): string {
  return question.replace(
    VIVRE_PRESENT,
    (_, before: string, pronoun: string, space: string, place: string | undefined) =>
      place ? `${before}${pronoun}${place}` : `${before}${pronoun}${space}vivre`,
  );
}

/**
 * A participle typed where the infinitive goes, after a verb taking one, « pour », « sans », « de »
 * or « à » (« je dois payé », « on peut se marié », « je veux épousé », « il refuse de payé »): the
 * same sound, the participle being what a phone's keyboard offers. The library's words differ:
 * « payé » is the stem the library spends on « congés payés », « marié » another than « marier »'s.
 * Only a participle written with its accent, whose infinitive is a French word.
 */
const PARTICIPLE_FOR_INFINITIVE =
  /(^|[^\p{L}])(dois|doit|doivent|devons|devez|devrais|devrait|peux|peut|peuvent|pouvons|pouvez|pourrais|pourrait|veux|veut|veulent|voulons|voulez|voudrais|voudrait|faut|vais|va|vas|vont|allons|allez|aller|pour|sans|pouvoir|devoir|souhaite|aimerais|de|d['’]|à)((?:\s+(?:me|te|se|le|la|les|lui|leur|nous|vous|en|y|pas|plus|jamais|rien|tout|encore|aussi|bien|vraiment|quand\s+m[eê]me)(?!\p{L})|\s*(?:m|t|s|l)['’])*\s*)(?<!\p{L})(\p{L}+)é(?!\p{L})/giu;

/** The question with such participles written as their infinitive (PARTICIPLE_FOR_INFINITIVE). */
export function participlesAsInfinitives(question: string): string {
  return question.replace(
    PARTICIPLE_FOR_INFINITIVE,
    (all, before: string, verb: string, between: string, stem: string) =>
      isFrenchWord(`${foldWord(stem)}er`) ? `${before}${verb}${between}${stem}er` : all,
  );
}

/** The question with each verb form above read as its verb. */
export function withVerbFormsRead(question: string): string {
  return participlesAsInfinitives(vivreAsVerb(ayerPresentsAsAie(question)));
}
