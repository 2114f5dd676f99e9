import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

// TODO(#2): nodemailer, local outbox by default, SMTP when configured.
export function createMailer(_config: AppConfig['mail'], _log: FastifyBaseLogger): Mailer {
  return { async send() {} };
}
