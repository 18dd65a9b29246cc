/**
 * A small OpenAI-compatible speech-to-text server (`POST /v1/audio/transcriptions`, multipart
 * `file`, `model`, `language`) for the voice journeys: it hears `transcript` in any recording
 * that really is one, and keeps what it was sent so the journey can check it.
 */
import { createServer, type Server } from 'node:http';

export interface HeardRecording {
  type: string;
  size: number;
  /** The first bytes, to check the recording's format. */
  head: Uint8Array;
  model: string;
  language: string | null;
}

export interface FakeTranscriber {
  heard: HeardRecording[];
  close(): Promise<void>;
}

export async function startFakeTranscriber(port: number, transcript: string): Promise<FakeTranscriber> {
  const heard: HeardRecording[] = [];
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData();
    const file = form.get('file');
    if (!(file instanceof File)) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'file is required' } }));
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    heard.push({
      type: file.type,
      size: bytes.length,
      head: bytes.slice(0, 4),
      model: String(form.get('model')),
      language: form.has('language') ? String(form.get('language')) : null,
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: transcript }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { heard, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
