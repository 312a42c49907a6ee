import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { createMailer } from './mailer.ts';

const log = Fastify().log;
const message = {
  to: 'reader@example.com',
  subject: 'رمز تفعيل حسابك',
  text: 'رمز تفعيل حسابك هو: 123456',
  html: '<html dir="rtl"><body><p>123456</p></body></html>',
  language: 'ar' as const,
};

describe('mailer', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());

  it('sends plain text and HTML over SMTP_URL', async () => {
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'Bookshop <no-reply@example.com>', dataDir: tmpdir(), env: 'test' },
      log,
    );
    await mailer.send(message);
    mailer.close();
    const mail = await smtp.nextMail('reader@example.com');
    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.subject).toBe(message.subject);
    expect(mail.text.trim()).toBe(message.text);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.language).toBe('ar');
  });

  it('writes an .eml file to the outbox when no SMTP server is set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-mail-'));
    const mailer = createMailer({ mailFrom: 'Bookshop <no-reply@example.com>', dataDir, env: 'test' }, log);
    await mailer.send(message);
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(readFileSync(path.join(dataDir, 'outbox', files[0])));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text);
    expect(parsed.html).toContain('123456');
  });
});
