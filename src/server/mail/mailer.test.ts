import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp.ts';
import { createMailer, type MailerConfig } from './mailer.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: createLogger('debug', {}, (line) => lines.push(JSON.parse(line))) };
}

const base: MailerConfig = {
  smtpUrl: undefined,
  mailFrom: 'Jurisia <no-reply@jurisia.test>',
  dataDir: 'memory://',
  env: 'test',
};

describe('file outbox (no SMTP_URL)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'jurisia-mail-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file under DATA_DIR/outbox and logs its body outside production', async () => {
    const { lines, logger } = capture();
    const mailer = createMailer({ ...base, dataDir }, logger);
    await mailer.send({
      to: 'support@jurisia.test',
      subject: 'Bonjour',
      text: 'Votre code : 123456',
      replyTo: { name: 'Awa Dossou', address: 'awa@example.bj' },
    });
    await mailer.send({ to: 'support@jurisia.test', subject: 'Second', text: 'Deux' });

    const files = (await readdir(join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const eml = (await Promise.all(files.map((f) => readFile(join(dataDir, 'outbox', f), 'utf8')))).join('\n');
    expect(eml).toContain('Subject: Bonjour');
    expect(eml).toContain('To: support@jurisia.test');
    expect(eml).toContain('From: Jurisia <no-reply@jurisia.test>');
    expect(eml).toContain('Reply-To: Awa Dossou <awa@example.bj>');
    expect(eml).toContain('Votre code : 123456');
    expect(lines.find((l) => l.subject === 'Bonjour')).toMatchObject({
      msg: 'mail written to outbox',
      text: 'Votre code : 123456',
    });
  });

  it('keeps message bodies out of production logs and warns that nothing leaves the machine', async () => {
    const { lines, logger } = capture();
    await createMailer({ ...base, dataDir, env: 'production' }, logger).send({
      to: 'a@b.test',
      subject: 'Code',
      text: '654321',
    });
    expect(lines.some((l) => l.level === 'warn' && String(l.msg).includes('SMTP_URL'))).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('654321');
  });
});

describe('SMTP (SMTP_URL set)', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers the message with its envelope, sender, reply-to and HTML part', async () => {
    const mailer = createMailer({ ...base, smtpUrl: smtp.url }, capture().logger);
    const { messageId } = await mailer.send({
      to: 'support@jurisia.test',
      subject: 'Nouveau message',
      text: 'Texte brut',
      html: '<p>Texte <strong>riche</strong></p>',
      replyTo: 'kofi@example.bj',
    });
    expect(messageId).toMatch(/@/);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('<no-reply@jurisia.test>');
    expect(mail?.to).toEqual(['<support@jurisia.test>']);
    expect(mail?.data).toContain('Subject: Nouveau message');
    expect(mail?.data).toContain('Reply-To: kofi@example.bj');
    expect(mail?.data).toContain('Texte brut');
    expect(mail?.data).toContain('<strong>riche</strong>');
  });

  it('rejects when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => closed.close(resolve));
    const mailer = createMailer({ ...base, smtpUrl: `smtp://127.0.0.1:${port}` }, capture().logger);
    await expect(mailer.send({ to: 'a@b.test', subject: 'x', text: 'y' })).rejects.toThrow();
  });
});
