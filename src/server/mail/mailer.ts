// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an
// .eml file into the outbox folder (open it with any mail client) and its path is logged.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';

/** A file sent with a message (an invoice's PDF). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
/**
 * `messageId`: the same for every send of one document (stableMessageId), so a copy sent again after a
 * crash between sending and recording it (mail goes at least once) is shown once by the reader's mail client.
 */
export type MailMessage = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[]; messageId?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/** '<invoice-INV-000123@shop.example>': a Message-ID of the document `key`, the same however often it is sent. */
export function stableMessageId(key: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || 'localhost';
  return `<${key.replace(/[^A-Za-z0-9.-]/g, '-')}@${host}>`;
}
/** Every line break a mail client might honour (CR, LF, U+0085, U+2028, U+2029), other controls and the blanks around them. */
const HEADER_BREAKS = /\s*[\u0000-\u001f\u007f-\u009f\u2028\u2029][\s\u0000-\u001f\u007f-\u009f]*/g;

/**
 * The headers built from fields (the subject names a company; `to` is an address) as one line each, so
 * that no value can start a header of its own (issue #16 item 30), whatever a caller forgot to check.
 */
export function withOneLineHeaders(message: MailMessage): MailMessage {
  return { ...message, to: message.to.replace(HEADER_BREAKS, ' ').trim(), subject: message.subject.replace(HEADER_BREAKS, ' ').trim() };
}

export function createMailer(config: Pick<AppConfig['mail'], 'from' | 'smtpUrl' | 'outboxDir'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    // Bounded waits: a send must finish well within the mail job's 60 s, or it is retried later.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return {
      async send(message) {
        const safe = withOneLineHeaders(message);
        const info = await transport.sendMail({ from: config.from, ...safe });
        log.info({ messageId: info.messageId, subject: safe.subject }, 'mail sent');
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
      const safe = withOneLineHeaders(message);
      const info = await transport.sendMail({ from: config.from, ...safe });
      await mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.resolve(config.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file, subject: safe.subject }, 'mail written to the outbox');
    },
  };
}
