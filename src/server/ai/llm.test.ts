/** The model provider against a small OpenAI-compatible server started here. */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../../shared/events.ts';
import { type AnswerRequest, AnswerFailure, createAnswerEngine } from './answer-engine.ts';
import { frameFor } from './frame.ts';
import { buildMessages } from './llm-answer.ts';
import { createChatCompletionsClient } from './llm-client.ts';
import type { RetrievedPassage, Retriever } from './retriever.ts';
import { fakeEndpoint } from '../testing/fake-endpoint.ts';

const endpoint = fakeEndpoint();
/** The requests the model server received, their JSON bodies read. */
const received = () =>
  endpoint.received.map((request) => ({
    ...request,
    body: JSON.parse(request.body.toString()) as { model: string; messages: { role: string; content: string }[] },
  }));

const json = (res: ServerResponse, status: number, body: unknown) => {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(typeof body === 'string' ? body : JSON.stringify(body));
};
const says = (content: unknown) => (res: ServerResponse) =>
  json(res, 200, { id: 'x', choices: [{ index: 0, message: { role: 'assistant', content } }] });

const source = (n: number): AnswerSource => ({
  documentId: `vdd-F${n}`,
  title: `Fiche ${n}`,
  url: `/library/documents/fiche-f${n}`,
  excerpt: `Passage de la fiche ${n}.`,
  jurisdiction: 'FR',
  date: '2019-04-01',
});
const FOUND: RetrievedPassage[] = [1, 2, 3].map((n) => ({
  source: source(n),
  passages: [`Passage de la fiche ${n}.`],
}));
const retriever: Retriever = { retrieve: async (question) => (question.includes('xylophone') ? [] : FOUND) };

const engine = (timeoutMs = 2000) =>
  createAnswerEngine({
    retriever,
    llm: createChatCompletionsClient({
      baseUrl: endpoint.baseUrl,
      apiKey: 'sk-test',
      model: 'jurisia-test',
      timeoutMs,
    }),
    now: () => new Date('2026-03-12T00:00:00Z'),
  });
const ask = (over: Partial<AnswerRequest> = {}) =>
  engine().answer({ question: 'Comment divorcer à l’amiable ?', language: 'fr', thinkMode: 'think', ...over });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('should fail'),
    (e: unknown) => e as AnswerFailure,
  );

describe('LLM answers', () => {
  it('answers an English question in English whatever the interface language, the answering part of a sheet first in its sources', async () => {
    endpoint.reply = says('Your landlord must return the deposit within one month [1].');
    const withSection: Retriever = {
      retrieve: async () => [
        {
          source: source(1),
          section: { title: 'Restitution › Délai', passages: ['Le dépôt est restitué dans un délai de 1 mois.'] },
          passages: ['Passage de la fiche 1.'],
        },
      ],
    };
    const llmEngine = createAnswerEngine({
      retriever: withSection,
      llm: createChatCompletionsClient({
        baseUrl: endpoint.baseUrl,
        apiKey: 'sk-test',
        model: 'jurisia-test',
        timeoutMs: 2000,
      }),
    });
    const answer = await llmEngine.answer({
      question: 'My landlord keeps my deposit, what can I do?',
      language: 'fr',
      thinkMode: 'instant',
    });
    expect(answer.text).toMatch(/^Your landlord must return the deposit within one month \[1\]\./);
    const system = received().at(-1)?.body.messages[0]?.content ?? '';
    expect(system).toContain('Answer in English');
    expect(system).toContain('[1] Fiche 1 — Restitution › Délai (FR, 2019-04-01)\n- Passage de la fiche 1.');
    expect(system).toContain('- Le dépôt est restitué dans un délai de 1 mois.');
  });

  it('asks the endpoint with the numbered sources and keeps the valid citations, renumbered', async () => {
    endpoint.reply = says('Le divorce se fait chez le notaire [3]. Les époux signent une convention [1, 3].');
    const history = [
      { role: 'user' as const, text: 'Bonjour' },
      { role: 'assistant' as const, text: 'Bonjour, que puis-je faire ?' },
    ];
    const answer = await ask({ language: 'en', history });
    expect(answer).toMatchObject({ found: true, engine: 'llm' });
    expect(answer.sources.map((s) => s.documentId)).toEqual(['vdd-F3', 'vdd-F1']);
    expect(answer.text).toBe(
      [
        'Le divorce se fait chez le notaire [1]. Les époux signent une convention [2][1].',
        'French law, sheets up to date as of 1 April 2019. The law may have changed since: check the rules in force.',
        frameFor('en').reminder('/lawyers?specialty=family'),
      ].join('\n\n'),
    );
    const [request] = received();
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('jurisia-test');
    const [system, ...turns] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Answer in English');
    expect(system?.content).toContain('[2] Fiche 2 (FR, 2019-04-01)\n- Passage de la fiche 2.');
    expect(system?.content).toContain('"## " heading');
    expect(turns).toEqual([
      { role: 'user', content: 'Bonjour' },
      { role: 'assistant', content: 'Bonjour, que puis-je faire ?' },
      { role: 'user', content: 'Comment divorcer à l’amiable ?' },
    ]);
  });

  it('removes a citation of a source it was not given', async () => {
    endpoint.reply = says('Il faut une convention [2]. Le délai est de 15 jours [9].');
    const answer = await ask();
    expect(answer.text.split('\n\n')[0]).toBe('Il faut une convention [1]. Le délai est de 15 jours.');
    expect(answer.sources.map((s) => s.documentId)).toEqual(['vdd-F2']);
  });

  it('brings the reply to the Markdown subset and adds the reminder only when the model did not link the directory', async () => {
    endpoint.reply = says(
      '### Points\n* Voir [ce site](https://example.com) [1].\n\nConsultez l’[annuaire des avocats](/lawyers).',
    );
    const answer = await ask();
    expect(answer.text).toBe(
      '## Points\n- Voir ce site [1].\n\nConsultez l’[annuaire des avocats](/lawyers).\n\nDroit français, fiche à jour du 01/04/2019. Le droit a pu évoluer depuis : vérifiez les textes en vigueur.',
    );
  });

  it('does not call the model when the library has nothing on the question', async () => {
    const answer = await ask({ question: 'Comment accorder un xylophone ?' });
    expect(answer).toEqual({ text: frameFor('fr').notFound('/lawyers'), sources: [], found: false, engine: 'library' });
    expect(received()).toEqual([]);
  });
});

describe('LLM prompt', () => {
  it('keeps the sources within a budget small local models can hold, each with its best passage', () => {
    const long = (n: number, k: number) => `Passage ${k} de la fiche ${n}. ${'Texte de la fiche. '.repeat(25)}`;
    const found = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
      source: { ...source(n), excerpt: long(n, 0) },
      passages: [0, 1, 2, 3, 4, 5, 6, 7].map((k) => long(n, k)),
    }));
    const [system] = buildMessages({
      question: 'q',
      language: 'pt-BR',
      thinkMode: 'deepThink',
      history: [],
      found,
      now: new Date(),
    });
    expect(system?.content.length).toBeLessThan(15_000);
    expect(system?.content).toContain('Answer in Portuguese');
    for (const n of [1, 8])
      expect(system?.content).toContain(`[${n}] Fiche ${n} (FR, 2019-04-01)\n- Passage 0 de la fiche ${n}.`);
  });
});

describe('LLM failures', () => {
  it('gives up after the configured time with a clear message', async () => {
    endpoint.reply = () => {};
    const error = await failure(engine(150).answer({ question: 'divorcer', language: 'fr', thinkMode: 'instant' }));
    expect(error).toBeInstanceOf(AnswerFailure);
    expect(error).toMatchObject({
      code: 'timeout',
      message: 'La réponse a pris trop de temps. Réessayez dans un instant.',
    });
  });

  it('stops when the request is cancelled', async () => {
    endpoint.reply = () => {};
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(ask({ signal: controller.signal, language: 'en' }));
    expect(error).toMatchObject({ code: 'cancelled', message: 'The request was cancelled.' });
  });

  it('reports an HTTP error as the service being unavailable, without internals', async () => {
    endpoint.reply = (res) => json(res, 500, { error: { message: 'CUDA out of memory at /srv/model' } });
    const error = await failure(ask());
    expect(error).toMatchObject({
      code: 'unavailable',
      message: 'Le service de réponse est momentanément indisponible. Réessayez un peu plus tard.',
    });
    expect(error.message).not.toMatch(/500|CUDA|127\.0\.0\.1/);
    expect(String((error.cause as Error).message)).toContain('HTTP 500');
  });

  it('reports malformed JSON, a reply without choices, or an empty text as unusable', async () => {
    for (const bad of [
      (res: ServerResponse) => json(res, 200, '{"choices": [ oops'),
      (res: ServerResponse) => json(res, 200, { object: 'chat.completion' }),
      says('  '),
    ]) {
      endpoint.reply = bad;
      expect(await failure(ask())).toMatchObject({
        code: 'invalid-reply',
        message: 'Le service de réponse a renvoyé une réponse inutilisable. Réessayez.',
      });
    }
  });

  it('reports an unreachable endpoint as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const llm = createChatCompletionsClient({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: null,
      model: 'm',
      timeoutMs: 2000,
    });
    const error = await failure(
      createAnswerEngine({ retriever, llm }).answer({ question: 'divorcer', language: 'fr', thinkMode: 'instant' }),
    );
    expect(error).toMatchObject({ code: 'unavailable' });
  });
});
