// The invitation e-mail as a job (queued in the transaction that stores the invitation). The link's
// token is made when the mail is sent and only its hash is kept, so no usable link sits in the job
// queue's table; a resend (a retry after a crash) makes a new link and the older one stops working.
// A user the store already knows is added at once and told so by the same queue ({ memberOf }).
import { z } from 'zod';
import { ROLE_LABELS, type AccountRole } from '../../../shared/account-roles.ts';
import type { ServiceLogger } from '../../logging.ts';
import { hashToken, newRandomToken } from '../auth/session-tokens.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { ColleaguesRepo } from './colleagues.repo.ts';

const jobDataSchema = z.union([
  z.object({ invitationId: z.number().int().positive() }),
  z.object({ memberOf: z.object({ accountId: z.number().int().positive(), userId: z.number().int().positive() }) }),
]);

export function invitationMessage(input: { to: string; accountName: string; role: AccountRole; url: string; expiresAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: `You are invited to order for ${input.accountName}`,
    text: [
      `You have been invited to the trade account of ${input.accountName} at Care Supply Co,`,
      `as a ${ROLE_LABELS[input.role].toLowerCase()}.`,
      '',
      'Set your password and sign in here:',
      input.url,
      '',
      `The link works once and expires on ${input.expiresAt.toISOString().slice(0, 10)}.`,
      'If you were not expecting this, you can ignore this email.',
    ].join('\n'),
  };
}

export function addedMessage(input: { to: string; accountName: string; role: AccountRole; publicUrl: string }): MailMessage {
  return {
    to: input.to,
    subject: `You have been added to ${input.accountName}`,
    text: [
      `You have been added to the trade account of ${input.accountName} at Care Supply Co,`,
      `as a ${ROLE_LABELS[input.role].toLowerCase()}. Sign in with your usual email and password:`,
      `${input.publicUrl}/login`,
      '',
      `Then choose ${input.accountName} under My Account > Switch Account:`,
      `${input.publicUrl}/my-account/switch`,
      '',
      'If you were not expecting this, please tell the person who manages that account, or reply to this email.',
    ].join('\n'),
  };
}

export function createInvitationMailJob(deps: { repo: ColleaguesRepo; mailer: Mailer; publicUrl: string; log: ServiceLogger; now: () => Date }) {
  return async function sendInvitation(data: unknown): Promise<void> {
    const parsed = jobDataSchema.parse(data);
    if ('memberOf' in parsed) {
      const { accountId, userId } = parsed.memberOf;
      const member = await deps.repo.findMembership(accountId, userId);
      if (!member) return deps.log.info({ accountId, userId }, 'added member left before their e-mail: skipped');
      await deps.mailer.send(addedMessage({ to: member.email, accountName: member.accountName, role: member.role as AccountRole, publicUrl: deps.publicUrl }));
      return;
    }
    const { invitationId } = parsed;
    const invitation = await deps.repo.findUsableInvitation({ id: invitationId }, deps.now());
    if (!invitation) {
      deps.log.info({ invitationId }, 'invitation used, cancelled or expired before its e-mail: skipped');
      return;
    }
    const token = newRandomToken();
    await deps.repo.replaceInvitationToken(invitation.id, hashToken(token));
    const role = invitation.role as AccountRole;
    await deps.mailer.send(
      invitationMessage({ to: invitation.email, accountName: invitation.accountName, role, url: `${deps.publicUrl}/invitation/${token}`, expiresAt: invitation.expiresAt }),
    );
    deps.log.info({ invitationId }, 'invitation e-mail sent');
  };
}
