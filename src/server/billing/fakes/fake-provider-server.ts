/**
 * The plumbing of the fake payment providers: a node:http server on 127.0.0.1 (port 0) that
 * keeps every request, answers through the provider's routes, and can be told to misbehave
 * (an error status, a body that is not JSON, a slow answer) for the next requests.
 * No Vitest import: a plain Node script can start it too.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  /** Sent as JSON unless a string (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** How the next requests go wrong: a status, a raw body, and/or a delay before answering. */
export interface FakeFault {
  status?: number;
  body?: string;
  delayMs?: number;
}

export interface FakeServer {
  /** `http://127.0.0.1:<port>`, the provider's API base. */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** The next `times` requests get this fault instead of their normal answer. */
  failNext(fault: FakeFault, times?: number): void;
  close(): Promise<void>;
}

export const json = (status: number, body: unknown): FakeAnswer => ({ status, body });

/** A page standing in for the provider's payment page: one link per outcome the buyer can choose. */
export function paymentPage(title: string, links: Record<string, string>): FakeAnswer {
  const items = Object.entries(links).map(
    ([label, href]) => `<li><a href="${href.replaceAll('"', '&quot;')}">${label}</a></li>`,
  );
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><ul>${items.join('')}</ul></body></html>`;
  return { status: 200, body: html, headers: { 'content-type': 'text/html; charset=utf-8' } };
}

export const redirect = (location: string): FakeAnswer => ({ status: 303, body: '', headers: { location } });

function send(res: ServerResponse, answer: FakeAnswer): void {
  if (res.destroyed) return;
  const text =
    typeof answer.body === 'string' ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body);
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(text);
}

export async function startFakeServer(
  route: (request: FakeRequest, baseUrl: string) => FakeAnswer,
): Promise<FakeServer> {
  const faults: FakeFault[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeServer = {
    baseUrl: '',
    requests: [],
    failNext(fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', fake.baseUrl);
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.requests.push(request);
      const fault = faults.shift();
      const answer = (): FakeAnswer => {
        if (fault?.status !== undefined || fault?.body !== undefined)
          return { status: fault.status ?? 200, body: fault.body ?? { error: 'fault injected' } };
        try {
          return route(request, fake.baseUrl);
        } catch (error) {
          return json(500, { error: error instanceof Error ? error.message : String(error) });
        }
      };
      if (!fault?.delayMs) return send(res, answer());
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(res, answer());
      }, fault.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return fake;
}

/** The request's bearer token, or null. */
export function bearerOf(request: FakeRequest): string | null {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export function parseBody(request: FakeRequest): unknown {
  try {
    return JSON.parse(request.body);
  } catch {
    return undefined;
  }
}
