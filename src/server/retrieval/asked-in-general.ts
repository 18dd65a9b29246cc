/**
 * The law and what to do asked about in general (docs/RETRIEVAL.md "What surrounds the matter"):
 * « c'est légal ? », « que dit la loi ? », « quelles sont les démarches à suivre ? », "any advice?".
 * The kind of question reads them (ai/question-cues.ts: what one may do, how); the ranking does not,
 * the library spending « légal », « loi », « démarche », « recours » on the matters they name
 * (« durée légale », « la loi Carrez », « quels recours contre la CAF ? » keep their words).
 */
/**
 * The law asked about in general (docs/RETRIEVAL.md "What surrounds the matter"): « c'est légal ? »,
 * « que dit la loi ? », « selon la loi », "is that even legal?" ask whether the matter is allowed,
 * which the kind of question reads (ai/question-cues.ts); « légal » and « loi » are no matter's
 * words there, while the library spends them on « représentant légal », « durée légale » and the
 * laws it names. Only the word of the law is left out, the rest of the sentence kept.
 */
const LAW_IN_GENERAL: readonly RegExp[] = [
  // « c'est légal », « est-ce légal », « c legal ça », « c'est pas légal », « illégal », « légalement »
  /(?<=\b(?:c['’]?\s*est|c|est[-\s]ce|est[-\s]il|est[-\s]elle|serait|reste|soit|pas|vraiment|bien|très|tres|trop|totalement|complètement|completement)\s+)(?:il)?l[ée]gale?s?(?![\p{L}])/giu,
  /(?<![\p{L}])(?:il)?l[ée]galement(?![\p{L}])/giu,
  // « que dit la loi », « la loi prévoit quoi », « selon la loi », « c'est quoi la loi »
  /(?<![\p{L}])(?:dit|dis|disent|prévoit|prevoit)\s+la\s+loi(?![\p{L}])/giu,
  /(?<![\p{L}])la\s+loi\s+(?:dit|dis|prévoit|prevoit|permet|autorise|interdit|oblige)(?![\p{L}])/giu,
  /(?<=\b(?:selon|d['’]\s*apr[èe]s|par|devant|face\s+à|face\s+a|au\s+regard\s+de|quoi|koi)\s+)la\s+loi(?![\p{L}])/giu,
  // "what does the law say", "according to the law", "by law"
  /(?<![\p{L}])(?:what\s+does\s+(?:the\s+)?law\s+say|according\s+to\s+(?:the\s+)?law|by\s+law|under\s+(?:the\s+)?law)(?![\p{L}])/giu,
  // "is that even legal?", "is it legal", "legally"
  /(?<=\b(?:is|it['’]?s|that['’]?s|this|that|it|even|really|be|not)\s+)(?:il)?legal(?![\p{L}])/giu,
  /(?<![\p{L}])(?:il)?legally(?![\p{L}])/giu,
];

/** A law named after the word (« la loi Pinel », « la loi Carrez »): the library's matter. */
const NAMED_LAW = /^\s+\p{Lu}/u;

/** The question without the words that ask about the law in general (LAW_IN_GENERAL). */
export function withoutLawInGeneral(question: string): string {
  let text = question;
  for (const formula of LAW_IN_GENERAL)
    text = text.replace(formula, (word: string, at: number, whole: string) =>
      NAMED_LAW.test(whole.slice(at + word.length)) ? word : '',
    );
  return text;
}

/**
 * What to do asked in general, with nothing after it (docs/RETRIEVAL.md "What surrounds the
 * matter"): « Quelles sont les démarches à suivre ? », « Quels sont mes recours ? », « Comment dois-je
 * procéder ? », « Dites-moi ce que je dois faire. » ask how (ai/question-cues.ts reads it), while the
 * library spends « démarche », « recours » and « procédure » on the matters they are sections or
 * titles of. Said of something (« quels recours contre la CAF ? »), they stay.
 */
const WHAT_TO_DO_IN_GENERAL: readonly RegExp[] = [
  /(?<![\p{L}])quel(?:le)?s?\s+(?:sont\s+)?(?:les\s+|mes\s+|nos\s+)?(?:d[ée]marches?|recours|proc[ée]dures?|options?|solutions?|possibilit[ée]s?)(?:\s+(?:[àa]\s+suivre|[àa]\s+faire|possibles?|qui\s+s['’]offrent\s+[àa]\s+moi))?\s*(?=[?.!\n]|$)/giu,
  /(?<![\p{L}])comment\s+(?:(?:dois[-\s]je|je\s+dois|faut[-\s]il|il\s+faut|on\s+doit|doit[-\s]on)\s+)?proc[ée]der\s*(?=[?.!\n]|$)/giu,
  /(?<![\p{L}])(?:dites|dis)[-\s]moi(?![\p{L}])/giu,
  // « Que me conseillez-vous ? », « vous me conseillez quoi ? », "any advice?", "what should I do?"
  /(?<![\p{L}])(?:que\s+me\s+conseillez[-\s]vous|qu['’]?\s*est[-\s]ce\s+que\s+vous\s+me\s+conseillez|vous\s+me\s+conseillez\s+quoi|avez[-\s]vous\s+des\s+conseils|vous\s+avez\s+des\s+conseils|des\s+conseils)\s*(?=[?.!\n]|$)/giu,
  /(?<![\p{L}])(?:any\s+advice|(?:kindly|please)\s+advise(?:\s+me)?|what\s+(?:do|would)\s+you\s+(?:advise|suggest|recommend))\s*(?=[?.!\n]|$)/giu,
];

/** The question without what to do asked in general (WHAT_TO_DO_IN_GENERAL). */
export function withoutWhatToDoInGeneral(question: string): string {
  let text = question;
  for (const formula of WHAT_TO_DO_IN_GENERAL) text = text.replace(formula, '');
  return text;
}
