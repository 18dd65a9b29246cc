import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { type AnswerEngine, AnswerFailure, answerEngineFromConfig, createAnswerEngine } from './answer-engine.ts';
import { frameFor } from './frame.ts';
import { createLibraryRetriever, type Retriever } from './retriever.ts';
import { openTestLibrary } from './test-library.ts';

const NOW = new Date('2026-03-12T09:00:00Z');
const markers = (text: string) => new Set([...text.matchAll(/\[(\d+)\](?!\()/g)].map((m) => Number(m[1])));

describe.each(testEngines())('library answers on $name', (engine) => {
  let handle: DbHandle;
  let answers: AnswerEngine;
  beforeAll(async () => {
    handle = await openTestLibrary(engine);
    answers = createAnswerEngine({ retriever: createLibraryRetriever(handle.db), now: () => NOW });
  });
  afterAll(() => handle.close());

  it('answers a question on divorce by mutual consent from its sheet, cited with law, date and the reminder', async () => {
    const answer = await answers.answer({
      question: 'Comment divorcer par consentement mutuel ?',
      language: 'fr',
      thinkMode: 'instant',
    });
    expect(answer).toMatchObject({ found: true, engine: 'library' });
    expect(answer.sources[0]).toMatchObject({
      documentId: 'vdd-F10567',
      url: '/library/documents/divorce-par-consentement-mutuel-f10567',
    });
    // The answer opens on the part of the sheet that answers (its opening, before any heading, is
    // one), quoted whole.
    expect(answer.text).toMatch(
      /^D'après la fiche \*\*Divorce par consentement mutuel\*\* \[1\](?:, partie « [^»]+ »)? :\n\n- /,
    );
    expect(answer.text).toMatch(/^- .*(époux|convention|divorce).*$/m);
    expect(answer.sources[0]?.date).toBe('2019-04-01');
    const dates = answer.sources.map((s) => s.date ?? '').sort();
    const fr = (iso = '') => iso.split('-').reverse().join('/');
    expect(answer.text).toContain(
      `Droit français, fiches mises à jour entre le ${fr(dates[0])} et le ${fr(dates.at(-1))}. Le droit a pu évoluer depuis`,
    );
    expect(
      answer.text.endsWith(
        "ne remplacent pas le conseil d'un avocat : [annuaire des avocats](/lawyers?specialty=family).",
      ),
    ).toBe(true);
    expect(markers(answer.text)).toEqual(new Set(answer.sources.map((_, i) => i + 1)));
  });

  it('answers lay questions from the right sheets', async () => {
    const rent = await answers.answer({
      question: 'Mon locataire a un loyer impayé, que faire ?',
      language: 'fr',
      thinkMode: 'instant',
    });
    expect(rent.sources[0]?.documentId).toBe('vdd-F31272');
    const inheritance = await answers.answer({
      question: "Comment ça se passe pour l'héritage ?",
      language: 'fr',
      thinkMode: 'instant',
    });
    expect(inheritance.sources.map((s) => s.title).join(' ')).toMatch(/succession|héritage|hériter/i);
  });

  it('opens the directory on the area of law of the question', async () => {
    const housing = await answers.answer({
      question: 'Mon locataire ne paie plus son loyer',
      language: 'fr',
      thinkMode: 'instant',
    });
    expect(housing.text).toContain('[annuaire des avocats](/lawyers?specialty=housing)');
  });

  it('says plainly when nothing relevant is found, inventing nothing', async () => {
    const answer = await answers.answer({
      question: 'Comment accorder un xylophone quantique ?',
      language: 'fr',
      thinkMode: 'deepThink',
    });
    expect(answer).toMatchObject({ found: false, sources: [], engine: 'library' });
    expect(answer.text).toMatch(/^Je n'ai trouvé aucune fiche/);
    expect(answer.text).toContain('[annuaire des avocats](/lawyers)');
    expect(markers(answer.text).size).toBe(0);
  });

  it('widens and structures the answer with the think mode', async () => {
    const question = 'Je veux divorcer par consentement mutuel';
    const instant = await answers.answer({ question, language: 'fr', thinkMode: 'instant' });
    const think = await answers.answer({ question, language: 'fr', thinkMode: 'think' });
    const deep = await answers.answer({ question, language: 'fr', thinkMode: 'deepThink' });
    expect(instant.sources.length).toBeLessThanOrEqual(4);
    expect(think.sources.length).toBeGreaterThan(instant.sources.length);
    expect(deep.sources.length).toBeGreaterThanOrEqual(think.sources.length);
    expect(instant.text).not.toMatch(/^## /m);
    expect(think.text).toContain("## L'essentiel");
    expect(deep.text).toMatch(/## Étape par étape\n\n1\. /);
    expect(deep.text).toMatch(
      /## Coûts, délais et interlocuteurs\n\n(?:- .*\n)*- .*(€|frais|notaire|tribunal|mairie|délai|coût|avocat)/,
    );
    expect(deep.text.length).toBeGreaterThan(think.text.length);
    expect(think.text.length).toBeGreaterThan(instant.text.length);
  });

  it('frames the answer in the interface language: English, Fon, Yoruba, French for the locales without their own', async () => {
    // Words enough to tell the case: « loyer impayé » alone lists its sheets (overview.ts).
    const UNPAID = 'mon locataire a un loyer impayé';
    const en = await answers.answer({ question: UNPAID, language: 'en', thinkMode: 'think' });
    expect(en.text).toMatch(/^According to the sheet \*\*.+\*\* \[1\] \(quoted in French\)/);
    expect(en.text).toContain('## Key points');
    expect(en.text).toContain('French law, sheets updated between');
    expect(en.text).toContain('[lawyer directory](/lawyers?specialty=housing)');
    const yo = await answers.answer({ question: UNPAID, language: 'yo', thinkMode: 'instant' });
    expect(yo.text).toMatch(/^Gẹ́gẹ́ bí ìwé \*\*.+\*\* \[1\] ti ibi-ìkàwé òfin ti sọ/);
    expect(yo.text).toContain('[àkójọ àwọn agbẹjọ́rò](/lawyers?specialty=housing)');
    const fon = await answers.answer({ question: UNPAID, language: 'fon', thinkMode: 'instant' });
    expect(fon.text).toMatch(/^Wěmá \*\*.+\*\* \[1\] ɖò wěmaxɔ́ sɛ́n tɔn ɔ́ mɛ ɖɔ/);
    const notFound = await answers.answer({
      question: 'Comment accorder un xylophone quantique ?',
      language: 'fon',
      thinkMode: 'instant',
    });
    expect(notFound.text).toMatch(/^Un mɔ wěmá ɖě ɖò wěmaxɔ́ sɛ́n tɔn ɔ́ mɛ/);
    const de = await answers.answer({ question: UNPAID, language: 'de', thinkMode: 'instant' });
    expect(de.text).toMatch(/^D'après la fiche/);
  });

  it('answers a broad question with an overview of its sheets, each named with its summary, in the interface language', async () => {
    const fr = await answers.answer({ question: 'divorce', language: 'fr', thinkMode: 'instant' });
    const [opening, list = ''] = fr.text.split('\n\n');
    expect(opening).toBe(frameFor('fr').overview);
    const lines = list.split('\n');
    expect(lines).toHaveLength(fr.sources.length);
    expect(fr.sources.length).toBeGreaterThanOrEqual(4);
    for (const [i, line] of lines.entries()) expect(line).toMatch(new RegExp(`^- \\*\\*.+\\*\\* \\[${i + 1}\\] : \\S`));
    expect(fr.text).not.toContain("D'après la fiche");
    expect(fr.text).toContain('[annuaire des avocats](/lawyers?specialty=family)');
    const en = await answers.answer({ question: 'divorce', language: 'en', thinkMode: 'think' });
    expect(en.text.startsWith(frameFor('en').overview)).toBe(true);
  });

  it('answers an English question from the French sheets, framed in English whatever the interface language', async () => {
    const answer = await answers.answer({
      question: 'My tenant has not paid the rent for three months, what can I do?',
      language: 'fr',
      thinkMode: 'think',
    });
    expect(answer.found).toBe(true);
    expect(answer.sources.map((s) => s.documentId)).toContain('vdd-F31272');
    expect(answer.text).toMatch(/^According to the sheet \*\*.+\*\* \[1\] \(quoted in French\)/);
  });

  it('answers a French question asked by inversion (« peut-on », « a-t-on ») in French, never as English', async () => {
    for (const question of ['Peut-on me virer ?', 'A-t-on droit au chômage ?']) {
      const answer = await answers.answer({ question, language: 'fr', thinkMode: 'instant' });
      expect(answer.text, question).not.toMatch(/According to|quoted in French|I found no sheet/);
      expect(answer.text, question).toMatch(/^(D'après la fiche|Je n'ai trouvé aucune fiche)/);
    }
  });

  it('tells a question about another country first that French rules do not apply, with lawyers of its city', async () => {
    const answer = await answers.answer({
      question: 'Mon bailleur à Cotonou ne veut pas me rendre ma caution, que faire ?',
      language: 'fr',
      thinkMode: 'think',
    });
    expect(answer).toMatchObject({ found: false, sources: [], engine: 'library' });
    expect(answer.text).toMatch(
      /^Votre question relève du droit béninois\. La bibliothèque juridique de Jurisia décrit le droit français, qui ne s'applique pas/,
    );
    expect(answer.text).toContain('[annuaire des avocats](/lawyers?city=Cotonou)');
    const country = await answers.answer({
      question: 'Comment obtenir un titre foncier au Bénin ?',
      language: 'fr',
      thinkMode: 'instant',
    });
    expect(country.text).toContain('[annuaire des avocats](/lawyers?country=BJ)');
    expect(answer.text).toContain('[modèles de documents](/documents)');
    const en = await answers.answer({
      question: 'Can my landlord in Lomé keep my deposit?',
      language: 'en',
      thinkMode: 'instant',
    });
    expect(en.text).toMatch(/^Your question is about Togolese law\./);
  });

  it('tells a land title question that French law has none, in the user’s own country’s law when they live outside France', async () => {
    const starter = await answers.answer({
      question: 'Comment obtenir un titre foncier ?',
      language: 'fr',
      thinkMode: 'instant',
    });
    expect(starter).toMatchObject({ found: false, sources: [] });
    expect(starter.text).toMatch(
      /^Votre question relève du droit foncier d'un pays d'Afrique .*que le droit français ne connaît pas\./,
    );
    expect(starter.text).toContain('[annuaire des avocats](/lawyers?specialty=land)');
    const beninese = await answers.answer({
      question: 'Comment obtenir un titre foncier ?',
      language: 'fr',
      thinkMode: 'instant',
      country: 'BJ',
    });
    expect(beninese.text).toMatch(/^Votre question relève du droit béninois\./);
    expect(beninese.text).toContain('[annuaire des avocats](/lawyers?country=BJ)');
  });

  it('tells a user living in another country first that the French rules that follow may not apply there', async () => {
    const answer = await answers.answer({
      question: 'Mon locataire ne paie plus son loyer',
      language: 'fr',
      thinkMode: 'instant',
      country: 'BJ',
    });
    expect(answer.found).toBe(true);
    expect(answer.text).toMatch(
      /^Vous avez indiqué vivre hors de France : votre situation relève sans doute du droit béninois, .*\[avocat de votre pays\]\(\/lawyers\?country=BJ\)\.\n\nD'après la fiche/,
    );
    // A question naming France is about French law, wherever the user lives.
    const france = await answers.answer({
      question: 'Mon locataire en France ne paie plus son loyer',
      language: 'fr',
      thinkMode: 'instant',
      country: 'BJ',
    });
    expect(france.text).toMatch(/^D'après la fiche/);
  });

  it('keeps a short follow-up on the subject of the conversation', async () => {
    const alone = await answers.answer({ question: 'Et combien ça coûte ?', language: 'fr', thinkMode: 'instant' });
    expect(alone.sources[0]?.documentId).not.toBe('vdd-F31272');
    const history = [
      { role: 'user' as const, text: 'Mon locataire a un loyer impayé' },
      { role: 'assistant' as const, text: 'Voici ce que disent les fiches…' },
    ];
    const answer = await answers.answer({
      question: 'Et combien ça coûte ?',
      language: 'fr',
      thinkMode: 'instant',
      history,
    });
    expect(answer.sources[0]?.documentId).toBe('vdd-F31272');
  });

  it('closes every answer, found or not, with a plain note while the directory it links lists only samples', async () => {
    let samplesOnly = true;
    const engine = createAnswerEngine({
      retriever: createLibraryRetriever(handle.db),
      now: () => NOW,
      onlySampleLawyers: async () => samplesOnly,
    });
    const found = await engine.answer({
      question: 'Comment divorcer par consentement mutuel ?',
      language: 'fr',
      thinkMode: 'instant',
    });
    expect(found.text.endsWith(`(/lawyers?specialty=family).\n\n${frameFor('fr').sampleLawyers}`)).toBe(true);
    const notFound = await engine.answer({ question: 'xqzv wkjh plorb', language: 'fr', thinkMode: 'instant' });
    expect(notFound).toMatchObject({
      found: false,
      text: `${frameFor('fr').notFound('/lawyers')}\n\n${frameFor('fr').sampleLawyers}`,
    });
    const english = await engine.answer({
      question: 'How do I get a divorce by mutual consent?',
      language: 'fr',
      thinkMode: 'instant',
    });
    expect(english.text.endsWith(frameFor('en').sampleLawyers)).toBe(true);
    samplesOnly = false;
    expect(
      (
        await engine.answer({
          question: 'Comment divorcer par consentement mutuel ?',
          language: 'fr',
          thinkMode: 'instant',
        })
      ).text,
    ).toBe(found.text.slice(0, found.text.lastIndexOf('\n\n')));
    const broken = createAnswerEngine({
      retriever: createLibraryRetriever(handle.db),
      now: () => NOW,
      onlySampleLawyers: () => Promise.reject(new Error('down')),
    });
    expect(
      (
        await broken.answer({
          question: 'Comment divorcer par consentement mutuel ?',
          language: 'fr',
          thinkMode: 'instant',
        })
      ).text,
    ).not.toContain(frameFor('fr').sampleLawyers);
  });

  it('is what the configuration gives without a model', async () => {
    const fromConfig = answerEngineFromConfig(handle.db, { llm: null, demoData: true });
    expect((await fromConfig.answer({ question: 'divorcer', language: 'fr', thinkMode: 'instant' })).engine).toBe(
      'library',
    );
  });
});

describe('answer engine failures', () => {
  const failing = (error: unknown): Retriever => ({
    retrieve: async () => {
      throw error;
    },
  });

  it('reports a cancelled request as an AnswerFailure in the user’s language', async () => {
    const controller = new AbortController();
    controller.abort();
    const engine = createAnswerEngine({ retriever: failing(new Error('unreachable')) });
    const failure = await engine
      .answer({ question: 'divorcer', language: 'en', thinkMode: 'instant', signal: controller.signal })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(AnswerFailure);
    expect(failure).toMatchObject({ code: 'cancelled', message: 'The request was cancelled.' });
  });

  it('answers a greeting, thanks or a question about itself without searching, in the user’s language', async () => {
    // The retriever throws: small talk never reaches it.
    const engine = createAnswerEngine({ retriever: failing(new Error('searched')) });
    const history = [{ role: 'user' as const, text: 'Mon locataire a un loyer impayé' }];
    const thanks = await engine.answer({ question: 'merci beaucoup !', language: 'fr', thinkMode: 'instant', history });
    expect(thanks).toEqual({ text: frameFor('fr').smallTalk.thanks, sources: [], found: false, engine: 'library' });
    expect(thanks.text).toContain('](/lawyers)');
    const who = await engine.answer({ question: "t'es un robot ?", language: 'yo', thinkMode: 'instant' });
    expect(who.text).toBe(frameFor('yo').smallTalk.identity);
    const salut = await engine.answer({ question: 'Salut', language: 'fr', thinkMode: 'think' });
    expect(salut.text).toBe(frameFor('fr').smallTalk.greeting);
    // Said in English, answered in English whatever the interface's language.
    const hello = await engine.answer({ question: 'Hello', language: 'fr', thinkMode: 'think' });
    expect(hello.text).toBe(frameFor('en').smallTalk.greeting);
    await expect(
      engine.answer({ question: 'bonjour, mon patron ne me paie plus', language: 'fr', thinkMode: 'instant' }),
    ).rejects.toThrow('searched');
  });

  it('takes the library’s own answer from where it is computed (the retrieval thread), not with a model', async () => {
    const library = { text: 'composed elsewhere', sources: [], found: true, engine: 'library' as const };
    const asked: unknown[] = [];
    const libraryAnswer = async (request: unknown) => {
      asked.push(request);
      return library;
    };
    const engine = createAnswerEngine({ retriever: failing(new Error('searched here')), libraryAnswer });
    expect(await engine.answer({ question: 'divorcer', language: 'fr', thinkMode: 'instant' })).toEqual(library);
    expect(asked).toEqual([{ question: 'divorcer', language: 'fr', thinkMode: 'instant' }]);
    // A signal cannot cross to another thread: an aborted request is not sent, one aborted
    // meanwhile is reported cancelled.
    const aborted = await engine
      .answer({ question: 'divorcer', language: 'en', thinkMode: 'instant', signal: AbortSignal.abort() })
      .catch((e) => e);
    expect(aborted).toMatchObject({ code: 'cancelled', message: 'The request was cancelled.' });
    expect(asked).toHaveLength(1);
    const controller = new AbortController();
    const meanwhile = createAnswerEngine({
      retriever: failing(new Error('searched here')),
      libraryAnswer: async () => {
        controller.abort();
        return library;
      },
    });
    await expect(
      meanwhile.answer({ question: 'divorcer', language: 'fr', thinkMode: 'instant', signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
    // With a model, the passages are retrieved here and the model writes the answer.
    const withModel = createAnswerEngine({
      retriever: failing(new Error('searched here')),
      libraryAnswer,
      llm: { complete: async () => 'unused' },
    });
    await expect(withModel.answer({ question: 'divorcer', language: 'fr', thinkMode: 'instant' })).rejects.toThrow(
      'searched here',
    );
  });

  it('lets an internal error (the database) through unchanged, so a job can retry it', async () => {
    const broken = new Error('connection terminated');
    const engine = createAnswerEngine({ retriever: failing(broken) });
    await expect(engine.answer({ question: 'divorcer', language: 'fr', thinkMode: 'instant' })).rejects.toBe(broken);
  });
});
