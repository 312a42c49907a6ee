import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '#server/config.ts';
import type { Lang } from '#shared/lang.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Lang;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a mail sent again after a crash is recognised as the same one. */
  messageId?: string;
};

export type Mailer = {
  /** Resolves once the message is handed to the SMTP server (or written to the outbox). */
  send(message: MailMessage): Promise<void>;
  close(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'env'>;

const toMail = (config: MailConfig, message: MailMessage) => ({
  from: config.mailFrom,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: { ...message.headers, 'Content-Language': message.language },
  ...(message.messageId ? { messageId: message.messageId } : {}),
});

function smtpMailer(config: MailConfig & { smtpUrl: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // The outbox sends up to 8 mails side by side (modules/mail/worker.ts): as many open conversations,
    // each kept for the next mail instead of a new connection and greeting per mail.
    pool: true,
    maxConnections: 8,
    // A slow or absent mail server must not hold a request for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(message) {
      await transport.sendMail(toMail(config, message));
    },
    close: () => transport.close(),
  };
}

/** Without an SMTP server the mail is kept as an .eml file, so a demo can still read its codes. */
function outboxMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(toMail(config, message));
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Codes are secrets: their text goes to the log only outside production.
      const details = config.env === 'production' ? {} : { text: message.text };
      log.info(
        { mail: { to: message.to, subject: message.subject, file, ...details } },
        'mail written to outbox',
      );
    },
    close: () => transport.close(),
  };
}

export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer({ ...config, smtpUrl: config.smtpUrl }) : outboxMailer(config, log);
}

/** Decorates the app with `mailer`, built from the configuration. */
export const mailerPlugin = fp(async (app) => {
  const mailer = createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});
