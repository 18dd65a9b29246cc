/**
 * A message that asks nothing of the law: a greeting, thanks or goodbye, or a question about the
 * assistant itself (« bonjour », « merci beaucoup », « t'es un robot ? », "who are you"). It gets
 * a short reply of its own (frame.ts `smallTalk`) rather than a search: « merci beaucoup » was
 * answered from three sheets sharing « beaucoup », and in a chat a « merci » re-asked the
 * question before it (keywords.ts `retrievalQuery`). A message is small talk only when every one
 * of its words is (docs/RETRIEVAL.md "Small talk"): « bonjour, mon patron ne me paie plus » is a
 * question. General French and English usage, phone spellings included, as the fillers of
 * question-words.ts are.
 */
import { withoutAsides } from '../retrieval/asides.ts';
import { withoutEmphasis } from '../retrieval/emphasis.ts';
import { foldedWords } from '../retrieval/text.ts';

export type SmallTalk = 'greeting' | 'thanks' | 'identity';

const words = (...lines: string[]) => new Set(lines.join(' ').split(' '));

/** Greetings, and asking for help without saying with what (« j'ai besoin d'aide »): both are answered by an invitation. */
const GREETING = words(
  'bonjour bonsoir salut coucou bjr bsr slt cc allo hello hi hey good morning afternoon evening',
  'madame monsieur mme mr maitre aide aider aidez besoin peux pouvez help need can could',
);
const THANKS = words(
  'merci mrc mci remercie remercions thanks thank thx ok okay daccord accord compris parfait super genial top cool',
  'au revoir bye plus bientot bonne journee soiree nuit see later',
);
/** The blessings and closings that end a message (« que Dieu vous bénisse », "God bless", « cordialement »). */
const BLESSING = words('dieu benisse bless amen cordialement regards');
/** Words that ask about the assistant on their own (« t'es un robot ? »). */
const IDENTITY = words(
  'robot bot chatbot humain humaine ia intelligence artificielle artificial machine programme human',
);
/**
 * Words that do only when said to it (« tu es qui ? », « vous êtes avocat ? », « ton nom »): alone,
 * « avocat » or « nom » is a search for lawyers or a change of name.
 */
const ADDRESSED = words('qui ki who nom name appelles appelez appelle avocat avocate juriste lawyer person personne');
const TO_YOU = words('tu t toi te vous v etes es ton ta votre you are your');
/** The little words around them (« t'es qui toi ? », "are you a real person"). */
const AROUND = words(
  'je j ai me m moi est suis un une le la l les ma mon de d du des a y ya il on c ce',
  'qu que quoi ke quel quelle qqn quelqu derriere vrai vraie vraiment ou bien et aussi encore tres beaucoup',
  'comment ca va vas allez',
  'bcp infiniment tout tous pour reponse svp stp sil plait',
  'is it a an the i me my real there someone much lot so very for what s',
);

/** Words only English small talk uses: such a message is answered in English, as an English question is. */
const ENGLISH = words(
  'hello hi hey good morning afternoon evening thanks thank thx you who are is the my your name real person human help need see later',
);

/** At most this many words: a longer message says something of its own. */
const MAX_WORDS = 12;

/**
 * The kind of small talk a message is, and whether it is said in English ("thank you", "who are
 * you?"); null when it says anything else.
 */
export function smallTalkOf(message: string): { kind: SmallTalk; english: boolean } | null {
  // « merciiii », « slt svppp »: the letters typed again for emphasis read once (retrieval/emphasis.ts).
  const typed = withoutEmphasis(message);
  const said = foldedWords(typed);
  if (said.length === 0) return null;
  const known = (w: string) =>
    GREETING.has(w) || THANKS.has(w) || IDENTITY.has(w) || ADDRESSED.has(w) || TO_YOU.has(w) || AROUND.has(w);
  // A message of courtesy alone, however long (« Bonsoir maître, j'espère que vous allez bien »,
  // « merci d'avance, que Dieu vous bénisse »: retrieval/asides.ts), is small talk too.
  const left = foldedWords(withoutAsides(typed));
  const courtesy = left.length <= MAX_WORDS && left.every(known);
  if (!courtesy && (said.length > MAX_WORDS || !said.every(known))) return null;
  const asksWho =
    said.some((w) => IDENTITY.has(w)) || (said.some((w) => ADDRESSED.has(w)) && said.some((w) => TO_YOU.has(w)));
  const kind: SmallTalk | null = asksWho
    ? 'identity'
    : said.some((w) => THANKS.has(w) || BLESSING.has(w))
      ? 'thanks'
      : said.some((w) => GREETING.has(w)) || left.length === 0
        ? 'greeting'
        : null;
  return kind ? { kind, english: said.some((w) => ENGLISH.has(w)) } : null;
}
