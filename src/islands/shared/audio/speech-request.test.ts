import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerAudioPush, AnswerSpeech } from '~/shared/audio.ts';
import { fakeHttp, fakeSocket, settleMicrotasks } from '~/stores/client.fixtures.ts';
import { HttpError } from '~/stores/http.ts';
import { globalTimers } from '~/stores/timers.ts';
import { createSpeechRequests, SPEECH_POLL_MS, SPEECH_TIMEOUT_MS, speechPath } from './speech-request.ts';

const AUDIO = 'storage://users/u1/speech/m1.mp3';
const speech = (patch: Partial<AnswerSpeech> = {}): { data: AnswerSpeech } => ({
  data: { target: 'message', id: 'm1', status: 'pending', audioFile: null, err: null, ...patch },
});
const push = (patch: Partial<AnswerAudioPush> = {}): AnswerAudioPush => ({
  target: 'message',
  id: 'm1',
  status: 'ready',
  audioFile: AUDIO,
  err: null,
  ...patch,
});

function setup(routes: Parameters<typeof fakeHttp>[0]) {
  const http = fakeHttp(routes);
  const socket = fakeSocket<AnswerAudioPush>();
  const requests = createSpeechRequests({ http, onPush: socket.onPush, timers: globalTimers });
  return { http, socket, requests };
}

/** Lets the test see a settled promise's outcome without an unhandled rejection. */
function outcome<T>(promise: Promise<T>) {
  const result: { value?: T; error?: Error } = {};
  promise.then(
    (value) => {
      result.value = value;
    },
    (error: Error) => {
      result.error = error;
    },
  );
  return result;
}

describe('speech requests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the route of each target', () => {
    expect(speechPath('message', 'm1')).toBe('/api/e/message/m1/speech');
    expect(speechPath('legalsearch', 'ls 2')).toBe('/api/e/legalsearch/ls%202/speech');
  });

  it('a spoken answer already made: the audio file at once, nothing left behind', async () => {
    const { http, socket, requests } = setup({
      'POST /api/e/legalsearch/s1/speech': () =>
        speech({ target: 'legalsearch', id: 's1', status: 'ready', audioFile: AUDIO }),
    });
    await expect(requests.audioOf('legalsearch', 's1')).resolves.toBe(AUDIO);
    expect(http.post).toHaveBeenCalledWith('/api/e/legalsearch/s1/speech');
    expect(socket.listeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pending: waits for the push of the same answer, ignoring others', async () => {
    const { http, socket, requests } = setup({ 'POST /api/e/message/m1/speech': () => speech() });
    const result = outcome(requests.audioOf('message', 'm1'));
    await settleMicrotasks();
    socket.push(push({ id: 'other' }));
    socket.push(push({ target: 'legalsearch' }));
    await settleMicrotasks();
    expect(result).toEqual({});
    socket.push(push());
    await settleMicrotasks();
    expect(result.value).toBe(AUDIO);
    expect(socket.listeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(http.get).not.toHaveBeenCalled();
  });

  it('a failed push rejects with its reason', async () => {
    const { socket, requests } = setup({ 'POST /api/e/message/m1/speech': () => speech() });
    const result = outcome(requests.audioOf('message', 'm1'));
    await settleMicrotasks();
    socket.push(push({ status: 'failed', audioFile: null, err: 'Aucune voix n’est disponible pour cette langue.' }));
    await settleMicrotasks();
    expect(result.error?.message).toBe('Aucune voix n’est disponible pour cette langue.');
    expect(socket.listeners()).toBe(0);
  });

  it('polls the same URL every 3 s while the socket is silent', async () => {
    let answer = speech();
    const { http, socket, requests } = setup({
      'POST /api/e/message/m1/speech': () => speech(),
      'GET /api/e/message/m1/speech': () => answer,
    });
    const result = outcome(requests.audioOf('message', 'm1'));
    await settleMicrotasks();
    await vi.advanceTimersByTimeAsync(SPEECH_POLL_MS - 1);
    expect(http.get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(http.get).toHaveBeenCalledExactlyOnceWith('/api/e/message/m1/speech');
    await vi.advanceTimersByTimeAsync(SPEECH_POLL_MS);
    expect(http.get).toHaveBeenCalledTimes(2);
    answer = speech({ status: 'ready', audioFile: AUDIO });
    await vi.advanceTimersByTimeAsync(SPEECH_POLL_MS);
    expect(result.value).toBe(AUDIO);
    expect(socket.listeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(SPEECH_POLL_MS * 3);
    expect(http.get).toHaveBeenCalledTimes(3);
  });

  it("a GET that finds it failed rejects with the server's reason", async () => {
    const { requests } = setup({
      'POST /api/e/message/m1/speech': () => speech(),
      'GET /api/e/message/m1/speech': () => speech({ status: 'failed', err: 'Synthèse impossible.' }),
    });
    const result = outcome(requests.audioOf('message', 'm1'));
    await vi.advanceTimersByTimeAsync(SPEECH_POLL_MS);
    expect(result.error?.message).toBe('Synthèse impossible.');
  });

  it('keeps polling through failed GETs', async () => {
    let calls = 0;
    const { requests } = setup({
      'POST /api/e/message/m1/speech': () => speech(),
      'GET /api/e/message/m1/speech': () => {
        calls += 1;
        if (calls === 1) throw new HttpError({ statusCode: 503, message: 'Service indisponible' });
        return speech({ status: 'ready', audioFile: AUDIO });
      },
    });
    const result = outcome(requests.audioOf('message', 'm1'));
    await vi.advanceTimersByTimeAsync(SPEECH_POLL_MS);
    expect(result).toEqual({});
    await vi.advanceTimersByTimeAsync(SPEECH_POLL_MS);
    expect(result.value).toBe(AUDIO);
  });

  it('gives up after 90 s with the failure text, and stops listening and polling', async () => {
    const { http, socket, requests } = setup({
      'POST /api/e/message/m1/speech': () => speech(),
      'GET /api/e/message/m1/speech': () => speech(),
    });
    const result = outcome(requests.audioOf('message', 'm1'));
    await vi.advanceTimersByTimeAsync(SPEECH_TIMEOUT_MS - 1);
    expect(result).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error?.message).toBe('La lecture à voix haute a échoué. Réessayez.');
    expect(socket.listeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    const gets = http.get.mock.calls.length;
    await vi.advanceTimersByTimeAsync(SPEECH_POLL_MS * 3);
    expect(http.get).toHaveBeenCalledTimes(gets);
  });

  it('uses the translated failure text and the given delays', async () => {
    const http = fakeHttp({
      'POST /api/e/message/m1/speech': () => speech(),
      'GET /api/e/message/m1/speech': () => speech(),
    });
    const socket = fakeSocket<AnswerAudioPush>();
    const requests = createSpeechRequests({
      http,
      onPush: socket.onPush,
      timers: globalTimers,
      pollMs: 500,
      timeoutMs: 2000,
      failedText: 'Reading aloud failed.',
    });
    const result = outcome(requests.audioOf('message', 'm1'));
    await vi.advanceTimersByTimeAsync(500);
    expect(http.get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(result.error?.message).toBe('Reading aloud failed.');
  });

  it('an HttpError from the POST rejects with its message', async () => {
    const { socket, requests } = setup({
      'POST /api/e/message/m1/speech': () => {
        throw new HttpError({ statusCode: 422, message: 'Seule une réponse peut être lue à voix haute.' });
      },
    });
    const error = await requests.audioOf('message', 'm1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Seule une réponse peut être lue à voix haute.');
    expect(socket.listeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a push that arrives before the POST answers is not missed', async () => {
    let answerPost: (value: { data: AnswerSpeech }) => void = () => {};
    const { socket, requests } = setup({
      'POST /api/e/message/m1/speech': () =>
        new Promise((resolve) => {
          answerPost = resolve;
        }),
    });
    const result = outcome(requests.audioOf('message', 'm1'));
    await settleMicrotasks();
    socket.push(push());
    answerPost(speech());
    await settleMicrotasks();
    expect(result.value).toBe(AUDIO);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('concurrent requests for the same answer share one; a later one asks again', async () => {
    const { http, socket, requests } = setup({
      'POST /api/e/message/m1/speech': () => speech(),
      'POST /api/e/message/m2/speech': () => speech({ id: 'm2' }),
    });
    const first = requests.audioOf('message', 'm1');
    const second = requests.audioOf('message', 'm1');
    const other = outcome(requests.audioOf('message', 'm2'));
    expect(second).toBe(first);
    await settleMicrotasks();
    expect(http.post).toHaveBeenCalledTimes(2);
    socket.push(push());
    await expect(first).resolves.toBe(AUDIO);
    expect(other).toEqual({});
    const again = outcome(requests.audioOf('message', 'm1'));
    await settleMicrotasks();
    expect(http.post).toHaveBeenCalledTimes(3);
    socket.push(push());
    await settleMicrotasks();
    expect(again.value).toBe(AUDIO);
  });
});
