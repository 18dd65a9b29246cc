/**
 * The present of a verb in -ayer written with its y (docs/RETRIEVAL.md "Spelling"): French
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
