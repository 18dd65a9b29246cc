/** The OpenAI-compatible speech endpoints against a small server started here. */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fakeEndpoint, type ReceivedRequest } from '../testing/fake-endpoint.ts';
import { createOpenAiSynthesizer, createOpenAiTranscriber } from './openai-speech.ts';
import { bytes, filler, flac, ftyp, mp3, oggPage, opusHead, wavFile, webm } from './test-audio.ts';
import { SpeechFailure } from './types.ts';

const endpoint = fakeEndpoint();

const send = (status: number, type: string, body: string | Uint8Array) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': type }).end(body);
};
const json = (body: unknown, status = 200) => send(status, 'application/json', JSON.stringify(body));
const never = () => {};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('should fail'),
    (e: unknown) => e as SpeechFailure,
  );
/** The multipart body as the endpoint reads it. */
const form = (request: ReceivedRequest | undefined) =>
  new Response(new Uint8Array(request?.body ?? []), {
    headers: { 'content-type': String(request?.headers['content-type']) },
  }).formData();

describe('OpenAI-compatible speech', () => {
  const synthesizer = (over: { apiKey?: string | null; timeoutMs?: number } = {}) =>
    createOpenAiSynthesizer({
      baseUrl: endpoint.baseUrl,
      apiKey: 'sk-test',
      model: 'tts-1',
      voice: 'alloy',
      timeoutMs: 2000,
      ...over,
    });
  const TOO_LONG = { code: 'timeout', message: 'La lecture à voix haute a pris trop de temps.' };
  const FAILED = { code: 'provider', message: 'La lecture à voix haute a échoué. Réessayez.' };

  it('posts the text as JSON and returns the MP3', async () => {
    endpoint.reply = send(200, 'audio/mpeg', mp3);
    const spoken = await synthesizer().synthesize({ text: '  Le bail est signé.  ', language: 'fr' });
    expect(spoken).toEqual({ bytes: new Uint8Array(mp3), contentType: 'audio/mpeg', durationMs: 0 });
    const [request] = endpoint.received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/audio/speech' });
    expect(request?.headers['authorization']).toBe('Bearer sk-test');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(request?.body))).toEqual({
      model: 'tts-1',
      input: 'Le bail est signé.',
      voice: 'alloy',
      response_format: 'mp3',
    });
  });

  it('sends no authorization without a key, and speaks every language', async () => {
    endpoint.reply = send(200, 'audio/mpeg', mp3);
    const speech = synthesizer({ apiKey: null });
    expect(speech.name).toBe('openai');
    expect(['fr', 'fon', 'yo', 'ja'].every((language) => speech.supports(language))).toBe(true);
    await speech.synthesize({ text: 'Ɛ ká ɖó.', language: 'fon' });
    expect(endpoint.received[0]?.headers['authorization']).toBeUndefined();
    await speech.close();
  });

  it('refuses an empty text without asking', async () => {
    expect(await failure(synthesizer().synthesize({ text: ' ', language: 'fr' }))).toMatchObject({ code: 'empty' });
    expect(endpoint.received).toHaveLength(0);
  });

  it('turns an error status into a readable failure, the detail kept for the logs', async () => {
    endpoint.reply = json({ error: { message: 'Invalid voice' } }, 400);
    const refused = await failure(synthesizer().synthesize({ text: 'Bonjour.', language: 'fr' }));
    expect(refused).toBeInstanceOf(SpeechFailure);
    expect(refused).toMatchObject(FAILED);
    expect(String(refused.cause)).toContain('Invalid voice');
  });

  it('refuses a success that carries no audio', async () => {
    endpoint.reply = json({ error: 'quota' });
    expect(await failure(synthesizer().synthesize({ text: 'Bonjour.', language: 'fr' }))).toMatchObject(FAILED);
  });

  it('gives up after its time limit', async () => {
    endpoint.reply = never;
    expect(
      await failure(synthesizer({ timeoutMs: 100 }).synthesize({ text: 'Bonjour.', language: 'fr' })),
    ).toMatchObject(TOO_LONG);
  });

  it('stops when the caller does', async () => {
    endpoint.reply = never;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(
      await failure(synthesizer().synthesize({ text: 'Bonjour.', language: 'fr', signal: controller.signal })),
    ).toMatchObject({ code: 'cancelled' });
  });

  it('reports an unreachable endpoint as a provider failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const speech = createOpenAiSynthesizer({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: null,
      model: 'm',
      voice: 'v',
      timeoutMs: 2000,
    });
    expect(await failure(speech.synthesize({ text: 'Bonjour.', language: 'fr' }))).toMatchObject(FAILED);
  });
});

describe('OpenAI-compatible transcription', () => {
  const transcriber = (over: { apiKey?: string | null; timeoutMs?: number; fetch?: typeof fetch } = {}) =>
    createOpenAiTranscriber({
      baseUrl: endpoint.baseUrl,
      apiKey: 'sk-stt',
      model: 'whisper-1',
      timeoutMs: 2000,
      ...over,
    });
  const FAILED = { code: 'provider', message: 'La transcription a échoué. Réessayez ou écrivez votre question.' };

  it('posts the recording as multipart and returns the transcript, trimmed', async () => {
    endpoint.reply = json({ text: '  Comment divorcer à l’amiable ?\n' });
    const text = await transcriber().transcribe({ audio: webm, type: 'audio/webm;codecs=opus', language: 'fr' });
    expect(text).toBe('Comment divorcer à l’amiable ?');
    const [request] = endpoint.received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/audio/transcriptions' });
    expect(request?.headers['authorization']).toBe('Bearer sk-stt');
    const fields = await form(request);
    expect([...fields.keys()].sort()).toEqual(['file', 'language', 'model', 'response_format']);
    expect(fields.get('model')).toBe('whisper-1');
    expect(fields.get('language')).toBe('fr');
    expect(fields.get('response_format')).toBe('json');
    const file = fields.get('file') as File;
    expect(file.name).toBe('question.webm');
    expect(file.type).toBe('audio/webm');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(webm);
  });

  it.each([
    ['ogg', bytes(oggPage(opusHead), filler(300))],
    ['wav', wavFile(1000)],
    ['mp3', mp3],
    ['m4a', bytes(ftyp('M4A ', 'isom'), filler(300))],
    ['flac', flac],
  ])('names a %s recording by its content, whatever its declared type', async (extension, audio) => {
    endpoint.reply = json({ text: 'oui' });
    await transcriber().transcribe({ audio, type: 'audio/webm', language: 'en' });
    const file = (await form(endpoint.received[0])).get('file') as File;
    expect(file.name).toBe(`question.${extension}`);
  });

  it('leaves the language to the model for Fon and Yoruba, and sends no key when none is set', async () => {
    endpoint.reply = json({ text: 'Mɛ ɖé' });
    for (const language of ['fon', 'yo'])
      await transcriber({ apiKey: null }).transcribe({ audio: webm, type: 'audio/webm', language });
    for (const request of endpoint.received) {
      expect((await form(request)).has('language')).toBe(false);
      expect(request.headers['authorization']).toBeUndefined();
    }
  });

  it('returns an empty transcript when nothing was said', async () => {
    endpoint.reply = json({ text: ' ' });
    expect(await transcriber().transcribe({ audio: webm, type: 'audio/webm', language: 'fr' })).toBe('');
  });

  it.each([
    ['an error status', json({ error: { message: 'bad key' } }, 401)],
    ['a reply that is not JSON', send(200, 'text/html', '<html>Bad gateway</html>')],
    ['a reply without text', json({ transcript: 'bonjour' })],
  ])('fails readably on %s', async (_name, answer) => {
    endpoint.reply = answer;
    expect(await failure(transcriber().transcribe({ audio: webm, type: 'audio/webm', language: 'fr' }))).toMatchObject(
      FAILED,
    );
  });

  it('gives up after its time limit', async () => {
    endpoint.reply = never;
    expect(
      await failure(transcriber({ timeoutMs: 100 }).transcribe({ audio: webm, type: 'audio/webm', language: 'fr' })),
    ).toMatchObject({
      code: 'timeout',
      message: 'La transcription a pris trop de temps.',
    });
  });

  it('stops when the caller does, even before asking', async () => {
    expect(
      await failure(
        transcriber().transcribe({ audio: webm, type: 'audio/webm', language: 'fr', signal: AbortSignal.abort() }),
      ),
    ).toMatchObject({ code: 'cancelled' });
    expect(endpoint.received).toHaveLength(0);
  });

  it('uses the fetch it is given', async () => {
    const asked: string[] = [];
    const fake: typeof fetch = async (input) => {
      asked.push(String(input));
      return Response.json({ text: 'bonjour' });
    };
    expect(await transcriber({ fetch: fake }).transcribe({ audio: webm, type: 'audio/webm', language: 'fr' })).toBe(
      'bonjour',
    );
    expect(asked).toEqual([`${endpoint.baseUrl}audio/transcriptions`]);
  });
});
