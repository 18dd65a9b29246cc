/**
 * The mail provider (docs/ARCHITECTURE.md "Providers"): SMTP when SMTP_URL is set; otherwise every message is
 * written as an .eml file under DATA_DIR/outbox and logged, so a fresh machine needs no mail
 * server and a developer can read what would have been sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

export type MailAddress = string | { name: string; address: string };

export interface MailMessage {
  to: MailAddress;
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
}

export interface Mailer {
  /** Resolves once the message is accepted (by the SMTP server, or written to the outbox); rejects otherwise. */
  send(message: MailMessage): Promise<{ messageId: string }>;
}

export type MailerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'env'>;

// Bounded waits: a contact form must not hang for nodemailer's default two minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The outbox folder; an in-memory database (tests) has no data folder, so the system temp folder stands in. */
export function outboxDir(dataDir: string): string {
  return join(dataDir === 'memory://' ? join(tmpdir(), 'jurisia') : dataDir, 'outbox');
}

export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  const defaults = { from: config.mailFrom };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }, defaults);
    return {
      async send(message) {
        const info = await transport.sendMail(message);
        logger.info('mail sent', { messageId: info.messageId, subject: message.subject });
        return { messageId: info.messageId };
      },
    };
  }

  const dir = outboxDir(config.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, defaults);
  // Message bodies carry verification codes a developer needs; production logs keep them out.
  const logBody = config.env !== 'production';
  if (!logBody) logger.warn('SMTP_URL is not set: e-mails are only written to the outbox', { dir });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      logger.info('mail written to outbox', {
        file,
        subject: message.subject,
        ...(logBody ? { text: message.text } : {}),
      });
      return { messageId: info.messageId };
    },
  };
}
