// The e-mails of a change of sign-in e-mail (issue #16 item 23), as jobs queued in the transaction that
// asks for or makes the change:
// - 'confirm': the link, to the new address. Nobody has confirmed that address, so the message carries
//   no text the sender chose (no name, no account name). Its token is made here, when it is sent, and only
//   its hash kept: no usable link sits in the job table, and a resend makes the older link stop working.
// - 'asked' and 'made': a notice to the old address (the user's own, confirmed) that a change was asked
//   for, and later that it was made.
import { z } from 'zod';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { EmailChangeRepo } from './email-change.repo.ts';
import { hashToken, newRandomToken } from '../../kernel/tokens.ts';

const jobDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('confirm'), requestId: z.number().int().positive() }),
  z.object({ kind: z.enum(['asked', 'made']), to: z.string().min(1), newEmail: z.string().min(1) }),
]);
export type EmailChangeMailJob = z.infer<typeof jobDataSchema>;

const STORE = 'Care Supply Co';
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

export function confirmMessage(input: { to: string; url: string; expiresAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: `Confirm your new email address at ${STORE}`,
    text: [
      `Someone asked to sign in to ${STORE} with this email address from now on.`,
      '',
      'If it was you, confirm it here:',
      input.url,
      '',
      `The link works once, until ${dateOf(input.expiresAt)} (UTC). Until it is followed, nothing changes.`,
      'If it was not you, ignore this email: the address will not be used.',
    ].join('\n'),
  };
}

/** The new address already signs in here: no link (it could not be used), and nothing about who asked. */
export function addressInUseMessage(to: string): MailMessage {
  return {
    to,
    subject: `Your email address at ${STORE}`,
    text: [
      `Someone asked to sign in to ${STORE} with this email address, but it is already used to sign in here,`,
      'so nothing has changed. If you did not ask, you can ignore this email.',
    ].join('\n'),
  };
}

export function changeAskedMessage(input: { to: string; newEmail: string; publicUrl: string }): MailMessage {
  return {
    to: input.to,
    subject: `A change of your sign-in email at ${STORE}`,
    text: [
      `Someone signed in to your ${STORE} account asked to change its sign-in email`,
      `from ${input.to}`,
      `to   ${input.newEmail}`,
      '',
      'It changes only when the link we sent to the new address is followed.',
      'If this was not you, reset your password now (this also cancels the change):',
      `${input.publicUrl}/password/reset`,
    ].join('\n'),
  };
}

export function changeMadeMessage(input: { to: string; newEmail: string; publicUrl: string }): MailMessage {
  return {
    to: input.to,
    subject: `Your sign-in email at ${STORE} has changed`,
    text: [
      `Your ${STORE} account's sign-in email has changed`,
      `from ${input.to}`,
      `to   ${input.newEmail}`,
      '',
      'You now sign in with the new address, and every other session was signed out.',
      `If this was not you, contact us straight away: ${input.publicUrl}/contact-us`,
    ].join('\n'),
  };
}

export function createEmailChangeMailJob(deps: { repo: EmailChangeRepo; mailer: Mailer; publicUrl: string; log: ServiceLogger; now: () => Date }) {
  return async function sendEmailChangeMail(data: unknown): Promise<void> {
    const job = jobDataSchema.parse(data);
    if (job.kind !== 'confirm') {
      const notice = job.kind === 'asked' ? changeAskedMessage : changeMadeMessage;
      return deps.mailer.send(notice({ to: job.to, newEmail: job.newEmail, publicUrl: deps.publicUrl }));
    }
    const { requestId } = job;
    const request = await deps.repo.findPending(requestId, deps.now());
    if (!request) return deps.log.info({ requestId }, 'e-mail change replaced, used or expired before its e-mail: skipped');
    if (await deps.repo.isEmailUsed(request.newEmail, request.userId)) {
      await deps.mailer.send(addressInUseMessage(request.newEmail));
      return deps.log.info({ requestId }, 'e-mail change to an address in use: told the address, no link');
    }
    const token = newRandomToken();
    await deps.repo.replaceToken(request.id, hashToken(token));
    await deps.mailer.send(confirmMessage({ to: request.newEmail, url: `${deps.publicUrl}/email/confirm/${token}`, expiresAt: request.expiresAt }));
    deps.log.info({ requestId }, 'e-mail change link sent');
  };
}
