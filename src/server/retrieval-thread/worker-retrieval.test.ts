import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestLibrary } from '../ai/test-library.ts';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { importCorpus } from '../library/importer/run.ts';
import { vddSource } from '../library/importer/sources.ts';
import { createLogger } from '../logger.ts';
import { type Retrieval, threadRetrieval } from './retrieval.ts';
import { workerRetrieval } from './worker-retrieval.ts';

const QUESTIONS = [
  'Mon locataire ne paie plus le loyer depuis trois mois',
  'mon employeur ne me paie pas mon salaire',
  'comment divorcer à l’amiable',
];

describe.each(testEngines())('ranking on the retrieval thread, on $name', (engine) => {
  let handle: DbHandle;
  let inThread: Retrieval;
  let onThread: Retrieval;
  beforeAll(async () => {
    handle = await openTestLibrary(engine);
    inThread = threadRetrieval(handle.db);
    onThread = workerRetrieval(handle.db, createLogger('silent'));
  });
  afterAll(async () => {
    await onThread.close();
    await handle.close();
  });

  it('answers as this thread does: the same passages, answers and search matches', async () => {
    expect(await onThread.warm()).toBe(await inThread.warm());
    for (const question of QUESTIONS) {
      const options = { limit: 4, passagesPerSource: 2, sectionChars: 700 };
      expect(await onThread.retriever.retrieve(question, options)).toEqual(
        await inThread.retriever.retrieve(question, options),
      );
      for (const request of [
        { question, language: 'fr', thinkMode: 'instant' as const },
        { question, language: 'en', thinkMode: 'deepThink' as const, country: 'BJ' },
      ]) {
        const inThis = await inThread.answer(request);
        expect(inThis.text.length).toBeGreaterThan(0);
        expect(await onThread.answer(request)).toEqual(inThis);
      }
      const filters = { offset: 0, limit: 20 };
      expect(await onThread.matches(question, filters)).toEqual(await inThread.matches(question, filters));
    }
    const filters = { category: 'Logement', order: 'date', offset: 2, limit: 3 } as const;
    expect(await onThread.matches('loyer', filters)).toEqual(await inThread.matches('loyer', filters));
  });

  it('warms up on questions of its own, bounded, and answers the users as before', async () => {
    const question = QUESTIONS[0] as string;
    const request = { question, language: 'fr', thinkMode: 'instant' as const };
    expect(await onThread.warmUp({ count: 4, budgetMs: 60_000 })).toMatchObject({ answered: 4 });
    expect(await inThread.warmUp({ count: 2, budgetMs: 60_000 })).toMatchObject({ answered: 2 });
    expect(await onThread.warmUp({ count: 4, budgetMs: 0 })).toMatchObject({ answered: 0 });
    expect(await onThread.answer(request)).toEqual(await inThread.answer(request));
  });

  it('reads the library again after an import through this process', async () => {
    const before = await onThread.warm();
    const sheet = (await vddSource()).items.filter((item) => item.id === 'vdd-F31267');
    await importCorpus(handle.db, { items: sheet, skipped: 0, merged: 0 });
    expect(await onThread.warm()).toBe(before + 1);
  });

  it('keeps an aborted question unanswered, and fails its calls once closed', async () => {
    const aborted = AbortSignal.abort();
    await expect(onThread.retriever.retrieve(QUESTIONS[0] ?? '', { limit: 3, signal: aborted })).rejects.toThrow();
    const closing = workerRetrieval(handle.db, createLogger('silent'));
    await closing.close();
    await expect(closing.warm()).rejects.toThrow('retrieval closed');
  });

  it('replaces a thread that dies: its calls fail, the next ones are answered by a new one', async () => {
    const workers: Worker[] = [];
    const retrieval = workerRetrieval(handle.db, createLogger('silent'), () => {
      const worker = new Worker(new URL('./retrieval-worker.ts', import.meta.url));
      workers.push(worker);
      return worker;
    });
    try {
      const sheets = await retrieval.warm();
      const options = { limit: 3, passagesPerSource: 2, sectionChars: 700 };
      const answer = await retrieval.retriever.retrieve(QUESTIONS[0] ?? '', options);
      // Stopped as a crash would stop it, while a call waits on it.
      const pending = retrieval.retriever.retrieve(QUESTIONS[1] ?? '', options);
      await workers[0]?.terminate();
      await expect(pending).rejects.toThrow('the retrieval thread stopped');
      expect(await retrieval.retriever.retrieve(QUESTIONS[0] ?? '', options)).toEqual(answer);
      expect(await retrieval.warm()).toBe(sheets);
      expect(workers).toHaveLength(2);
    } finally {
      await retrieval.close();
    }
  });
});
