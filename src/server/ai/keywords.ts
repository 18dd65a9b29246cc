/**
 * Whether a question stands alone or follows up on the conversation ("Et le délai ?"), judged
 * by its content words: the question's filler ("comment", "je veux", "que faire") and pronouns
 * are no content. The ranking reads the words it searches with retrieval/question-words.ts.
 */
import { normalizeQuery } from '../library/normalize-query.ts';

/** Written without accents, as normalizeQuery gives them. */
const FILLERS = new Set(
  [
    // question words
    'comment combien pourquoi quand quel quelle quels quelles quoi que qu qui ou est-ce ce c ca cela ceci',
    // the verbs of asking and wanting, conjugated as people type them
    'faire fais fait faut dois doit devons devez doivent peux peut pouvons pouvez peuvent puis',
    'veux veut voulons voulez veulent voudrais voudrait souhaite souhaiterais aimerais savoir sais',
    'passe passer se s avoir ai as a avons avez ont etre suis es sommes etes sont',
    // pronouns, articles, prepositions and words "droits" asked about in general
    'je j tu il elle on nous vous ils elles me m moi te t le la les l un une des de du d au aux',
    'mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs y en',
    'a est pour par sur dans avec et mais ni or tres si droit droits svp merci bonjour',
  ]
    .join(' ')
    .split(' '),
);

/** More words than this only slow the search down: the first ones carry the question. */
const MAX_KEYWORDS = 16;

/** The question's content words, lower case without accents, in their order, each once. */
export function questionKeywords(question: string): string[] {
  const words = normalizeQuery(question)
    .replace(/["-]/g, ' ')
    .split(' ')
    .filter((w) => w !== '' && !FILLERS.has(w));
  return [...new Set(words)].slice(0, MAX_KEYWORDS);
}

/** Below this many content words, a question leans on the conversation ("et combien ça coûte ?"). */
const FOLLOW_UP_WORDS = 3;

/**
 * What to search for a question asked in a conversation: a short follow-up is searched with
 * the user's previous question, so "et le délai ?" stays about the same matter.
 */
export function retrievalQuery(question: string, history: readonly { role: string; text: string }[] = []): string {
  const own = questionKeywords(question);
  if (own.length >= FOLLOW_UP_WORDS) return question;
  const previous = history.findLast((turn) => turn.role === 'user' && questionKeywords(turn.text).length > 0);
  // The previous question as it was said, so its compounds ("loyer impayé") stay side by side.
  return previous ? `${previous.text}\n${question}` : question;
}
