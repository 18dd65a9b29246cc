/**
 * The eSpeak NG child process, forked by espeak-synthesizer.ts.
 *
 * eSpeak NG is GPL-3.0. It is loaded only here, in a separate program that the platform starts
 * and talks to by IPC messages (text in, MP3 out), so the platform itself never links GPL code
 * and a deployment can leave it out (TTS_PROVIDER=off or openai). The MP3 encoding runs here
 * as well: a long answer costs seconds of CPU, which must never stall the server's event loop.
 *
 * One job at a time: a job is pure CPU, running two would only make both finish later.
 */
import { readFileSync } from 'node:fs';
import { Mp3Encoder } from '@breezystack/lamejs';
import ESpeakNg from 'espeak-ng';
import type { EspeakReply, EspeakRequest } from './espeak-protocol.ts';

const MP3_KBPS = 32;
const PCM_CHUNK = 1152;

// Compiled once: every call of the Emscripten program gets a fresh instance (the CLI keeps
// global state), but compiling 18 MB of wasm each time would cost more than the synthesis.
const wasm = WebAssembly.compile(readFileSync(new URL('espeak-ng.wasm', import.meta.resolve('espeak-ng'))));

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function speak({ text, voice, rate }: EspeakRequest): Promise<Uint8Array> {
  const module = await wasm;
  const errors: string[] = [];
  // The text goes through a file: as an argument, a text starting with '-' would be an option.
  const args = ['-v', voice, ...(rate ? ['-s', String(rate)] : []), '-w', 'out.wav', '-f', 'in.txt'];
  // Emscripten has no way to report a failed instantiation: without this it would wait forever.
  let failed: (error: unknown) => void = () => {};
  const instantiation = new Promise<never>((_, reject) => {
    failed = reject;
  });
  const program = await Promise.race([
    ESpeakNg({
      arguments: args,
      preRun: [(m) => m.FS.writeFile('in.txt', text)],
      print() {},
      printErr: (line) => errors.push(line),
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(module, imports).then(done, failed);
        return {};
      },
    }),
    instantiation,
  ]);
  try {
    return program.FS.readFile('out.wav');
  } catch {
    throw new Error(`espeak-ng wrote no audio: ${errors.join(' ').slice(0, 300) || 'no message'}`);
  }
}

/** The samples of a WAV file as espeak-ng writes it (16-bit PCM, mono). */
function samples(wav: Uint8Array): { pcm: Int16Array; rate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  let rate = 0;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = String.fromCharCode(...wav.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') rate = view.getUint32(at + 12, true);
    if (id === 'data') {
      if (rate === 0) break;
      const start = wav.byteOffset + at + 8;
      const count = Math.floor(Math.min(size, wav.length - at - 8) / 2);
      // Int16Array needs an even offset; a copy only in the unlikely case it is odd.
      const pcm =
        start % 2 === 0
          ? new Int16Array(wav.buffer, start, count)
          : new Int16Array(wav.slice(at + 8, at + 8 + count * 2).buffer);
      return { pcm, rate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('espeak-ng wrote a WAV without format or samples');
}

function mp3(pcm: Int16Array, rate: number): Uint8Array {
  const encoder = new Mp3Encoder(1, rate, MP3_KBPS);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += PCM_CHUNK) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + PCM_CHUNK)));
  chunks.push(encoder.flush());
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    // lamejs hands out Int8Arrays despite its types: copy the bytes, not the signed values.
    out.set(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length), at);
    at += chunk.length;
  }
  return out;
}

async function run(request: EspeakRequest): Promise<EspeakReply> {
  const start = process.cpuUsage();
  try {
    const { pcm, rate } = samples(await speak(request));
    const encodeStart = process.cpuUsage();
    const bytes = mp3(pcm, rate);
    const encodeCpuMs = cpuMs(encodeStart);
    return {
      id: request.id,
      ok: true,
      mp3: bytes,
      durationMs: Math.round((pcm.length / rate) * 1000),
      cpuMs: cpuMs(start),
      encodeCpuMs,
    };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const send = process.send?.bind(process);
if (!send) {
  console.error('espeak-process.ts is started by espeak-synthesizer.ts (child_process.fork), not by hand.');
  process.exit(1);
}

let queue = Promise.resolve();
process.on('message', (request: EspeakRequest) => {
  queue = queue.then(async () => {
    send(await run(request));
  });
});
// The platform went away (or closed the channel): nothing can ask for speech any more.
process.on('disconnect', () => process.exit(0));
