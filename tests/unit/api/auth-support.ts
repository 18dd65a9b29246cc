/**
 * Shared by the account tests: a real SMTP server (smtp-server) started in-process, reading
 * codes from the mail it received, and signing users in through the real endpoints.
 */
import { SMTPServer } from 'smtp-server';
import type { APIRoute } from 'astro';
import { SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { callRoute, type RouteCall } from './route-harness.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** The newest mail to `address` arriving after `since` mails, waiting up to 5 s for it. */
  nextMailTo(address: string, since: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async nextMailTo(to, since) {
      for (let i = 0; i < 250; i++) {
        const found = mails.slice(since).findLast((m) => m.to.includes(to));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code, alone on its line in the text part. */
export function codeIn(mail: ReceivedMail): string {
  const code = /^(\d{6})\r?$/m.exec(mail.raw)?.[1];
  if (!code) throw new Error(`no code in mail:\n${mail.raw}`);
  return code;
}

/** The session token a route set, if any. */
export function sessionSet(result: { setCookies: Map<string, { value: string }> }): string | undefined {
  const value = result.setCookies.get(SESSION_COOKIE)?.value;
  return value ? value : undefined;
}

let nextIp = 1;
/** A fresh client address per case, so per-address limits do not leak between cases. */
export const freshIp = () => `198.51.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

let nextEmail = 1;
export const freshEmail = (name = 'user') => `${name}.${process.pid}.${nextEmail++}@example.bj`;

export const STRONG_PASSWORD = 'Baobab-Cotonou-2025!';

export async function registerUser(
  route: APIRoute,
  platform: Platform,
  body: Partial<Record<string, string>> = {},
  extra: Partial<RouteCall> = {},
) {
  const email = body.email ?? freshEmail();
  const result = await callRoute(route, platform, {
    path: '/api/auth/register',
    json: { firstName: 'Awa', lastName: 'Dossou', email, password: STRONG_PASSWORD, ...body },
    ip: freshIp(),
    ...extra,
  });
  const token = sessionSet(result);
  if (result.response.status !== 201 || !token)
    throw new Error(`registration failed: ${result.response.status} ${await result.response.text()}`);
  const { user } = (await result.response.json()) as { user: { _id: string; email: string } };
  return { user, token, email, cookies: { [SESSION_COOKIE]: token } };
}

const timed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/**
 * How much slower `b` is than `a` (median of paired runs, ms) and the median duration of `a`.
 * Runs alternate a, b, a, b… so a change of load on this shared machine hits both alike.
 */
export async function pairedTiming(
  pairs: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<{ differenceMs: number; typicalMs: number }> {
  const differences: number[] = [];
  const durations: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const first = await timed(a);
    differences.push((await timed(b)) - first);
    durations.push(first);
  }
  return { differenceMs: median(differences), typicalMs: median(durations) };
}
