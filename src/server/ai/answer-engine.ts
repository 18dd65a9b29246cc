/**
 * The answer engine (docs/ARCHITECTURE.md "Answers"): retrieval over the library, then either an
 * extractive answer composed from the passages (embedded default, engine 'library') or an
 * OpenAI-compatible model grounded on the same passages (engine 'llm'). Callers see one
 * interface and one failure type whose message can be shown to the user as it is.
 */
import type { AnswerSource, ThinkMode } from '../../shared/events.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { composeAnswer } from './compose.ts';
import { composeOverview, isOverview } from './overview.ts';
import { DEPTHS } from './depth.ts';
import { type FailureCode, frameFor } from './frame.ts';
import { retrievalQuery } from './keywords.ts';
import { buildMessages, finishReply } from './llm-answer.ts';
import { createChatCompletionsClient, type LlmClient, LlmError } from './llm-client.ts';
import { createLibraryRetriever, type Retriever } from './retriever.ts';
import { areaOfLaw, lawyersPath } from '../lawyers/area-of-law.ts';
import { sampleDirectoryCheck } from '../lawyers/sample-directory.ts';
import { isEnglish } from '../retrieval/translate.ts';
import { foreignJurisdiction, isCountry, lawyersOf, namesFrance } from './jurisdiction.ts';
import { smallTalkOf } from './small-talk.ts';

export interface AnswerRequest {
  question: string;
  /** Locale code; the answer's frame is English for en, French otherwise. */
  language: string;
  thinkMode: ThinkMode;
  /**
   * Where the user lives (src/server/auth/country.ts); absent or 'FR': France. A question that
   * names no place is about that country's law, which the answer says first.
   */
  country?: string;
  /** Earlier turns of the conversation, oldest first. */
  history?: { role: 'user' | 'assistant'; text: string }[];
  signal?: AbortSignal;
}

export interface Answer {
  /** The Markdown subset of markdown.ts. */
  text: string;
  /** Numbered as the text's citation markers, from 1. */
  sources: AnswerSource[];
  /** False when the library had nothing relevant: the text says so and invents nothing. */
  found: boolean;
  /** Who wrote the text: 'llm' only when a model was called. */
  engine: 'library' | 'llm';
}

export interface AnswerEngine {
  /**
   * Throws AnswerFailure for what the user should be told (cancelled, timeout, provider down
   * or unusable); any other error is internal (the database), to be logged, never shown.
   */
  answer(request: AnswerRequest): Promise<Answer>;
}

/**
 * A reason the user can be shown as it is (in the request's language); `code` tells callers
 * which (a 'cancelled' job may deserve a retry rather than a failure), `cause` is for the logs.
 */
export class AnswerFailure extends Error {
  override name = 'AnswerFailure';
  readonly code: FailureCode;
  constructor(message: string, options: ErrorOptions & { code?: FailureCode } = {}) {
    super(message, options);
    this.code = options.code ?? 'unavailable';
  }
}

/** An answer request as it crosses to another thread: everything but its signal. */
export type LibraryAnswerRequest = Omit<AnswerRequest, 'signal'>;

/**
 * The library's own answer (no model), computed where the index is: on the retrieval thread the
 * whole of it, so that the request thread only sends the question and gets the text back
 * (docs/ARCHITECTURE.md "Retrieval thread").
 */
export type LibraryAnswerer = (request: LibraryAnswerRequest) => Promise<Answer>;

export interface AnswerEngineDeps {
  retriever: Retriever;
  /** The library's own answer computed elsewhere (the retrieval thread); without a model only. */
  libraryAnswer?: LibraryAnswerer | undefined;
  llm?: LlmClient | null | undefined;
  now?: () => Date;
  /** True while the lawyer directory lists only sample profiles (lawyers/sample-directory.ts). */
  onlySampleLawyers?: () => Promise<boolean>;
}

export function createAnswerEngine(deps: AnswerEngineDeps): AnswerEngine {
  const { onlySampleLawyers = async () => false, libraryAnswer, llm } = deps;
  const engine = libraryAnswer && !llm ? elsewhere(libraryAnswer) : answerWithout(deps);
  return {
    // Every answer links the directory; while it holds only samples, the answer says so plainly
    // (SPEC-COVERAGE 3.80). A failed check costs the note, never the answer.
    async answer(request) {
      const [answer, samplesOnly] = await Promise.all([engine.answer(request), onlySampleLawyers().catch(() => false)]);
      return samplesOnly
        ? { ...answer, text: `${answer.text}\n\n${frameFor(answerLanguageOf(request)).sampleLawyers}` }
        : answer;
    },
  };
}

/** An English question (or greeting, thanks…) gets its answer in English, whatever the interface's language. */
const answerLanguageOf = ({ question, language }: Pick<AnswerRequest, 'question' | 'language'>) =>
  isEnglish(question) || smallTalkOf(question)?.english ? 'en' : language;

/**
 * The library's own answer (no model) from this retriever: what the retrieval thread runs for
 * `libraryAnswer`, and what `answerWithout` runs without a model.
 */
export function libraryAnswerer(retriever: Retriever, now?: () => Date): LibraryAnswerer {
  const engine = answerWithout({ retriever, ...(now ? { now } : {}) });
  return (request) => engine.answer(request);
}

/**
 * An answerer on another thread: a signal cannot cross, so an aborted request is not sent, and
 * one aborted meanwhile is reported cancelled, as the retriever's own checks would.
 */
function elsewhere(compute: LibraryAnswerer): AnswerEngine {
  return {
    async answer({ signal, ...request }) {
      const cancelled = (cause?: unknown) =>
        new AnswerFailure(frameFor(answerLanguageOf(request)).failures.cancelled, { code: 'cancelled', cause });
      if (signal?.aborted) throw cancelled();
      let answer: Answer;
      try {
        answer = await compute(request);
      } catch (error) {
        throw signal?.aborted ? cancelled(error) : error;
      }
      if (signal?.aborted) throw cancelled();
      return answer;
    },
  };
}

function answerWithout({ retriever, llm = null, now = () => new Date() }: AnswerEngineDeps): AnswerEngine {
  return {
    async answer({ question, language, thinkMode, country = 'FR', history = [], signal }) {
      const answerLanguage = answerLanguageOf({ question, language });
      const frame = frameFor(answerLanguage);
      const depth = DEPTHS[thinkMode];
      const fail = (code: FailureCode, cause?: unknown) => new AnswerFailure(frame.failures[code], { code, cause });
      if (signal?.aborted) throw fail('cancelled');
      // A greeting, thanks or « t'es un robot ? » is answered as such, never searched: « merci
      // beaucoup » drew sheets sharing « beaucoup », and in a chat re-asked the question before it.
      const talk = smallTalkOf(question);
      if (talk) return { text: frame.smallTalk[talk.kind], sources: [], found: false, engine: 'library' };
      const asked = retrievalQuery(question, history);
      // Another country's law (named in the question, or the user's own when it names no place)
      // is answered from sheets of that jurisdiction when the library holds some; French sheets
      // never stand in for it unannounced (docs/RETRIEVAL.md "Jurisdiction").
      const marked = foreignJurisdiction(asked);
      // A land title or an amount in francs CFA tells another law, not which country's: the
      // user's own, when they live outside France.
      const named =
        marked && !isCountry(marked.code) && marked.code !== 'OHADA' && country !== 'FR' ? { code: country } : marked;
      const home = !named && country !== 'FR' && !namesFrance(asked) ? { code: country } : null;
      const foreign = named ?? home;
      const retrieve = (jurisdiction?: string) =>
        retriever.retrieve(asked, {
          limit: depth.sources,
          passagesPerSource: depth.passagesPerSource,
          detailsPerSource: depth.detailsPerSource,
          sectionChars: depth.sectionChars,
          tellingSentences: depth.tellingSentences,
          ...(jurisdiction ? { jurisdiction } : {}),
          ...(signal ? { signal } : {}),
        });
      let found: Awaited<ReturnType<Retriever['retrieve']>>;
      let caution: string | null = null;
      try {
        found = await retrieve(foreign?.code);
        if (found.length === 0 && named) {
          return {
            text: frame.foreignLaw(named.code, lawyersOf(named), named.city),
            sources: [],
            found: false,
            engine: 'library',
          };
        }
        if (found.length === 0 && home) {
          // The user's country has no sheets of its own: French ones answer, announced as such.
          found = await retrieve();
          caution = frame.otherCountry(home.code, lawyersOf(home));
        }
      } catch (error) {
        // Anything but a cancellation is internal (the database) and maybe passing: the
        // caller logs it and may retry; it is never shown.
        throw signal?.aborted ? fail('cancelled', error) : error;
      }
      // Nothing to ground an answer on: a model would only make one up.
      if (found.length === 0)
        return {
          text: frame.notFound(lawyersPath(areaOfLaw({ question: asked }))),
          sources: [],
          found: false,
          engine: 'library',
        };
      const lawyers = lawyersPath(areaOfLaw({ question: asked, titles: found.map((f) => f.source.title) }));
      const withCaution = (answer: { text: string; sources: Answer['sources'] }) =>
        caution ? { ...answer, text: `${caution}\n\n${answer.text}` } : answer;
      if (!llm) {
        const compose = isOverview(found) ? composeOverview : composeAnswer;
        return { ...withCaution(compose(found, depth, frame, now(), lawyers)), found: true, engine: 'library' };
      }
      let reply: string;
      try {
        reply = await llm.complete(
          buildMessages({ question, language: answerLanguage, thinkMode, history, found, now: now() }),
          { signal },
        );
      } catch (error) {
        throw fail(error instanceof LlmError ? error.kind : 'unavailable', error);
      }
      return { ...withCaution(finishReply(reply, found, frame, now(), lawyers)), found: true, engine: 'llm' };
    },
  };
}

/**
 * The library retriever (this thread's unless given), with the configured model when LLM_BASE_URL
 * is set; without one, the library's own answer computed by `libraryAnswer` when given (the
 * retrieval thread's).
 */
export function answerEngineFromConfig(
  db: Db,
  config: Pick<Config, 'llm' | 'demoData'>,
  retriever: Retriever = createLibraryRetriever(db),
  libraryAnswer?: LibraryAnswerer,
): AnswerEngine {
  return createAnswerEngine({
    retriever,
    libraryAnswer,
    llm: config.llm ? createChatCompletionsClient(config.llm) : null,
    onlySampleLawyers: sampleDirectoryCheck({ db, options: { demo: config.demoData } }),
  });
}
