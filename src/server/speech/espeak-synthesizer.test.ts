/** The eSpeak NG synthesizer with its real child process. */
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAudio } from './audio-format.ts';
import { createEspeakSynthesizer, type EspeakSynthesizerOptions, type Fork } from './espeak-synthesizer.ts';
import { SpeechFailure, type Synthesizer } from './types.ts';

const FRENCH = 'Le divorce par consentement mutuel se fait devant un notaire. Chaque époux a son avocat.';

let opened: Synthesizer[] = [];
let children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(opened.map((synthesizer) => synthesizer.close()));
  opened = [];
  children = [];
});

const counting: Fork = (program, options) => {
  const child = fork(program, options);
  children.push(child);
  return child;
};
const synthesizer = (options: Partial<EspeakSynthesizerOptions> = {}) => {
  const made = createEspeakSynthesizer({ timeoutMs: 15_000, fork: counting, ...options });
  opened.push(made);
  return made;
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('should fail'),
    (e: unknown) => e as SpeechFailure,
  );
const alive = (child: ChildProcess | undefined) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;
const exited = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) =>
    child === undefined || !alive(child) ? resolve() : child.once('exit', () => resolve()),
  );

describe('eSpeak NG synthesizer', () => {
  it('reads French text as an MP3 of a plausible length', async () => {
    const spoken = await synthesizer().synthesize({ text: FRENCH, language: 'fr' });
    expect(spoken.contentType).toBe('audio/mpeg');
    expect(checkAudio(spoken.bytes)).toEqual({ ok: true, type: 'audio/mpeg' });
    // About 15 words a 175 per minute: 4 to 8 seconds.
    expect(spoken.durationMs).toBeGreaterThan(4000);
    expect(spoken.durationMs).toBeLessThan(8000);
    // 32 kbit/s: 4 KB a second, give or take the last frame.
    expect(spoken.bytes.length).toBeGreaterThan((spoken.durationMs / 1000) * 3500);
    expect(spoken.bytes.length).toBeLessThan((spoken.durationMs / 1000) * 4500 + 1000);
  });

  it('starts its child only when first asked', async () => {
    const speech = synthesizer();
    expect(speech.name).toBe('espeak');
    expect(children).toHaveLength(0);
    await speech.synthesize({ text: 'Bonjour.', language: 'fr' });
    await speech.synthesize({ text: 'Hello.', language: 'en' });
    expect(children).toHaveLength(1);
  });

  it('has voices for the locales eSpeak NG speaks, none for Fon and Yoruba', async () => {
    const speech = synthesizer();
    for (const language of ['fr', 'en', 'es', 'de', 'pt', 'pl', 'ru', 'zh', 'ko', 'tr', 'id', 'el', 'fi', 'cs', 'ro']) {
      expect(speech.supports(language), language).toBe(true);
    }
    for (const language of ['fon', 'yo', 'ja', 'xx', 'constructor', ''])
      expect(speech.supports(language), language).toBe(false);
    const refused = await failure(speech.synthesize({ text: 'Mɛ ɖé', language: 'fon' }));
    expect(refused).toBeInstanceOf(SpeechFailure);
    expect(refused).toMatchObject({
      code: 'unsupported_language',
      message: 'Aucune voix n’est disponible pour cette langue.',
    });
    expect(children).toHaveLength(0);
  });

  it('each supported voice really speaks', { timeout: 30_000 }, async () => {
    const speech = synthesizer();
    const samples: Record<string, string> = {
      ru: 'Развод по взаимному согласию.',
      zh: '离婚程序。',
      ko: '이혼 절차.',
      el: 'Διαζύγιο.',
      ro: 'Divorțul.',
    };
    for (const [language, text] of Object.entries(samples)) {
      const spoken = await speech.synthesize({ text, language });
      expect(spoken.durationMs, language).toBeGreaterThan(300);
    }
  });

  it('refuses an empty text without starting anything', async () => {
    const speech = synthesizer();
    expect(await failure(speech.synthesize({ text: ' \n\t', language: 'fr' }))).toMatchObject({
      code: 'empty',
      message: 'Il n’y a rien à lire à voix haute.',
    });
    expect(children).toHaveLength(0);
  });

  it('reads a text that looks like an option as text', async () => {
    const spoken = await synthesizer().synthesize({ text: '--help -v en', language: 'fr' });
    expect(spoken.durationMs).toBeGreaterThan(500);
  });

  it('serves concurrent calls one at a time, in order', async () => {
    const finished: number[] = [];
    const speech = synthesizer();
    const texts = ['Premier texte assez court.', 'Deuxième.', 'Troisième texte.'];
    const results = await Promise.all(
      texts.map((text, i) =>
        speech.synthesize({ text, language: 'fr' }).then((spoken) => {
          finished.push(i);
          return spoken;
        }),
      ),
    );
    expect(finished).toEqual([0, 1, 2]);
    expect(results.every((spoken) => checkAudio(spoken.bytes).ok)).toBe(true);
    expect(children).toHaveLength(1);
  });

  it('fails cleanly when out of time, and the next call works with a new child', async () => {
    const speech = synthesizer({ timeoutMs: 5 });
    const refused = await failure(speech.synthesize({ text: FRENCH, language: 'fr' }));
    expect(refused).toMatchObject({ code: 'timeout', message: 'La lecture à voix haute a pris trop de temps.' });
    await exited(children[0]);
    expect(alive(children[0])).toBe(false);

    const patient = synthesizer();
    expect(checkAudio((await patient.synthesize({ text: FRENCH, language: 'fr' })).bytes).ok).toBe(true);
  });

  it('a call stopped while running does not take the waiting ones down', async () => {
    const speech = synthesizer();
    await speech.synthesize({ text: 'Mise en route.', language: 'fr' });
    const controller = new AbortController();
    const long = speech.synthesize({ text: FRENCH.repeat(20), language: 'fr', signal: controller.signal });
    const next = speech.synthesize({ text: 'Après.', language: 'fr' });
    setTimeout(() => controller.abort(), 30);
    expect(await failure(long)).toMatchObject({ code: 'cancelled' });
    expect((await next).durationMs).toBeGreaterThan(300);
    expect(alive(children[0])).toBe(false);
    expect(children).toHaveLength(2);
  });

  it('honours the caller’s signal, before and while waiting', async () => {
    const speech = synthesizer();
    expect(
      await failure(speech.synthesize({ text: FRENCH, language: 'fr', signal: AbortSignal.abort() })),
    ).toMatchObject({ code: 'cancelled' });
    const controller = new AbortController();
    const first = speech.synthesize({ text: FRENCH, language: 'fr' });
    const second = speech.synthesize({ text: FRENCH, language: 'fr', signal: controller.signal });
    controller.abort();
    expect(await failure(second)).toMatchObject({
      code: 'cancelled',
      message: 'La lecture à voix haute a été annulée.',
    });
    expect((await first).durationMs).toBeGreaterThan(1000);
    expect(children).toHaveLength(1);
  });

  it('starts again after its child crashed', async () => {
    const speech = synthesizer();
    await speech.synthesize({ text: 'Bonjour.', language: 'fr' });
    children[0]?.kill('SIGKILL');
    await exited(children[0]);
    expect((await speech.synthesize({ text: 'Encore.', language: 'fr' })).durationMs).toBeGreaterThan(300);
    expect(children).toHaveLength(2);
  });

  it('fails the running call when the child dies under it', async () => {
    const speech = synthesizer();
    const running = speech.synthesize({ text: FRENCH.repeat(10), language: 'fr' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    children[0]?.kill('SIGKILL');
    expect(await failure(running)).toMatchObject({
      code: 'provider',
      message: 'La lecture à voix haute a échoué. Réessayez.',
    });
  });

  it('reports a child that cannot start as a provider failure', async () => {
    const speech = synthesizer({
      fork: (program, options) => counting(program, { ...options, execPath: '/nonexistent/node' }),
    });
    expect(await failure(speech.synthesize({ text: FRENCH, language: 'fr' }))).toMatchObject({ code: 'provider' });
  });

  it('close() ends the child, cancels what was asked, and a later call starts again', async () => {
    const speech = synthesizer();
    await speech.synthesize({ text: 'Bonjour.', language: 'fr' });
    const pending = failure(speech.synthesize({ text: FRENCH, language: 'fr' }));
    await speech.close();
    expect(alive(children[0])).toBe(false);
    expect(await pending).toMatchObject({ code: 'cancelled' });
    expect((await speech.synthesize({ text: 'De retour.', language: 'fr' })).durationMs).toBeGreaterThan(300);
    expect(children).toHaveLength(2);
  });

  it('lets its child exit after a quiet spell', async () => {
    const speech = synthesizer({ idleMs: 200 });
    await speech.synthesize({ text: 'Bonjour.', language: 'fr' });
    expect(alive(children[0])).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(children[0])).toBe(true);
    await exited(children[0]);
    expect(alive(children[0])).toBe(false);
    await speech.synthesize({ text: 'Encore.', language: 'fr' });
    expect(children).toHaveLength(2);
  });

  it('reports what each job cost', async () => {
    const jobs: unknown[] = [];
    await synthesizer({ onJob: (stats) => jobs.push(stats) }).synthesize({ text: FRENCH, language: 'fr' });
    expect(jobs).toEqual([
      {
        chars: FRENCH.length,
        durationMs: expect.any(Number),
        cpuMs: expect.any(Number),
        encodeCpuMs: expect.any(Number),
        wallMs: expect.any(Number),
      },
    ]);
  });
});
