/**
 * The work a server process does besides answering requests: the job runner with every job
 * kind's handler (answers, with the transcription of spoken questions, and answers read
 * aloud, a deleted account's files), and the hourly housekeeping: rate-limit counters, usage rows, stale checkouts and
 * ended subscriptions. Started once the process can push to sockets (server.mjs), or under `astro dev`
 * without pushes (clients then fall back to polling). Stopped by platform.close() before the
 * database closes.
 */
import { answerEngineFromConfig } from './ai/answer-engine.ts';
import { sweepBilling } from './billing/expiry.ts';
import { purgeUsage } from './billing/usage.ts';
import { chatAnswerHandler } from './chat/answer-job.ts';
import { CHAT_ANSWER_JOB } from './chat/send-message.ts';
import { USER_FILES_JOB, userFilesJobHandler } from './auth/user-files-job.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';
import type { Platform } from './platform.ts';
import { purgeRateLimits } from './rate-limit.ts';
import type { PushToUser } from './realtime/push.ts';
import { canReadAloud } from './read-aloud/sound-config.ts';
import { speechJobHandler } from './read-aloud/speech-job.ts';
import { SPEECH_JOB } from './read-aloud/spoken-answers.ts';
import { legalSearchAnswerHandler } from './search/answer-job.ts';
import { LEGAL_SEARCH_JOB } from './search/legal-searches.ts';

export interface BackgroundOptions {
  /** Every event the handlers push (server.mjs passes `Realtime.pushToUser`). */
  push: PushToUser;
}

const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/** Once at start, then hourly; every process may do it, each piece is idempotent. */
function regularly(platform: Platform, name: string, work: () => Promise<unknown>): void {
  const { logger, stopping } = platform;
  const run = () =>
    work()
      .then((result) => logger.debug(`${name} done`, { result }))
      .catch((error: unknown) => logger.warn(`${name} failed`, { error }));
  void run();
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  stopping.addEventListener('abort', () => clearInterval(timer), { once: true });
}

/** Rate-limit counters and usage rows past their use; checkouts and subscriptions past their time. */
function keepHouse(platform: Platform): void {
  const { db } = platform.database;
  regularly(platform, 'rate limit purge', () => purgeRateLimits(db));
  regularly(platform, 'usage purge', () => purgeUsage(db, new Date()));
  regularly(platform, 'billing sweep', () => sweepBilling(platform.billing, new Date()));
}

export async function startBackgroundWork(platform: Platform, { push }: BackgroundOptions): Promise<JobRunner> {
  const { database, logger, config } = platform;
  const { retrieval } = platform;
  const engine = answerEngineFromConfig(database.db, config, retrieval.retriever, retrieval.answer);
  const { storage } = platform;
  const { transcriber, synthesizer } = platform.speech;
  const speech = { transcriber, storage };
  const readAloud = (language: string) => canReadAloud(platform, language);
  const runner = createJobRunner({
    db: database.db,
    logger,
    engine: database.engine,
    // Leaves half of the shutdown budget for the requests and sockets closing alongside.
    stopTimeoutMs: Math.floor(config.shutdownTimeoutMs / 2),
    handlers: {
      [LEGAL_SEARCH_JOB]: legalSearchAnswerHandler({ db: database.db, engine, push, logger, speech, readAloud }),
      [CHAT_ANSWER_JOB]: chatAnswerHandler({ db: database.db, engine, push, logger, speech, readAloud }),
      [SPEECH_JOB]: speechJobHandler({ db: database.db, synthesizer, storage, push, logger }),
      [USER_FILES_JOB]: userFilesJobHandler({ storage, logger }),
    },
  });
  await runner.start();
  platform.jobs.connect(runner);
  keepHouse(platform);
  const stopped = new Promise<void>((resolve) => {
    platform.stopping.addEventListener('abort', () => void runner.stop().finally(resolve), { once: true });
  });
  platform.background.add(stopped);
  return runner;
}
