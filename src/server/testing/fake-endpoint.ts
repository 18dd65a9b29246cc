/**
 * A local HTTP endpoint for the tests of a provider client (an OpenAI-compatible server, say):
 * started before the file's tests, it keeps every request it receives and answers each with
 * `reply`, which a test sets to what the provider would say.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeEndpoint {
  /** `http://127.0.0.1:<port>/v1/`, set once the server listens. */
  baseUrl: string;
  /** This test's requests, oldest first. */
  received: ReceivedRequest[];
  reply: (res: ServerResponse) => void;
}

export function fakeEndpoint(): FakeEndpoint {
  const endpoint: FakeEndpoint = { baseUrl: '', received: [], reply: () => {} };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        endpoint.received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        endpoint.reply(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    endpoint.received = [];
  });
  return endpoint;
}
