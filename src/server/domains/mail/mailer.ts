// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an
// .eml file into the outbox folder (open it with any mail client) and its path is logged.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

export function createMailer(config: Pick<AppConfig['mail'], 'from' | 'smtpUrl' | 'outboxDir'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    // Bounded waits: a send must finish well within the mail job's 60 s, or it is retried later.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.from, ...message });
        log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
      },
    };
  }
  return createOutboxMailer(config, log);
}

/** Writes each message as `<time>-<random>.eml` into `config.outboxDir` (created on first use). */
export function createOutboxMailer(config: Pick<AppConfig['mail'], 'from' | 'outboxDir'>, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      await mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.resolve(config.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file, subject: message.subject }, 'mail written to the outbox');
    },
  };
}
