/**
 * Reads the 6-digit codes the main e2e server "sends": without SMTP_URL every e-mail is an
 * .eml file under DATA_DIR/outbox (src/server/mail/mailer.ts). Mails leave after the answer,
 * so the reader polls.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './env.ts';

export const MAIN_OUTBOX = join(E2E_DATA_DIR, 'main', 'outbox');

function decodePart(part: string): string {
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The text/plain body of a message, decoded. */
export function plainText(eml: string): string {
  const parts = eml.split(/^--.*$/m);
  const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? eml;
  return decodePart(plain);
}

/** The plain text of the newest e-mail to `email` written at or after `since` (ms epoch) that `accept` takes. */
export async function waitForMail(
  email: string,
  since: number,
  accept: (text: string) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const to = new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im');
  while (Date.now() < deadline) {
    const names = await readdir(MAIN_OUTBOX).catch(() => [] as string[]);
    const recent = await Promise.all(
      names.map(async (name) => ({ name, mtime: (await stat(join(MAIN_OUTBOX, name))).mtimeMs })),
    );
    for (const { name } of recent.filter((file) => file.mtime >= since - 1000).sort((a, b) => b.mtime - a.mtime)) {
      const eml = await readFile(join(MAIN_OUTBOX, name), 'utf8');
      const text = to.test(eml) ? plainText(eml) : undefined;
      if (text !== undefined && accept(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No matching e-mail to ${email} in ${timeoutMs} ms`);
}

const CODE = /^\s*(\d{6})\s*$/m;

/** The code of the newest e-mail to `email` written at or after `since` (ms epoch). */
export async function waitForCode(email: string, since: number, timeoutMs = 10_000): Promise<string> {
  const text = await waitForMail(email, since, (body) => CODE.test(body), timeoutMs);
  return CODE.exec(text)?.[1] ?? '';
}
