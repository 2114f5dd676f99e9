// The invitation e-mail as a job (queued in the transaction that stores the invitation). The link's
// token is made when the mail is sent and only its hash is kept, so no usable link sits in the job
// queue's table; a resend (a retry after a crash) makes a new link and the older one stops working.
// Nobody has confirmed the invited address, so the message carries no text a customer chose (issue #16
// items 23, 29): the account by its number (the merchant's), not its name; no inviter's name (one the
// merchant's staff sent says the store invited). It reads the same whether or not the address already signs in here.
import { z } from 'zod';
import { ROLE_LABELS, type AccountRole } from '../../../shared/account-roles.ts';
import type { ServiceLogger } from '../../logging.ts';
import { hashToken, newRandomToken } from '../../kernel/tokens.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { ColleaguesRepo } from './colleagues.repo.ts';

const jobDataSchema = z.union([
  // from 'merchant': the store's staff invited (issue #30 Part 4), and the e-mail says so.
  z.object({ invitationId: z.number().int().positive(), from: z.literal('merchant').optional() }),
  // Queued before issue #16 (a known user added at once, then told): no longer sent.
  z.object({ memberOf: z.object({ accountId: z.number(), userId: z.number() }) }),
]);

/** The invitation job's data: `byMerchant` when the store's staff sent it. */
export function invitationMailJob(invitationId: number, byMerchant: boolean): { invitationId: number; from?: 'merchant' } {
  return byMerchant ? { invitationId, from: 'merchant' } : { invitationId };
}

export function invitationMessage(input: { to: string; accountNumber: string; role: AccountRole; url: string; expiresAt: Date; byMerchant?: boolean }): MailMessage {
  return {
    to: input.to,
    subject: 'Your invitation to order at Care Supply Co',
    text: [
      input.byMerchant
        ? `Care Supply Co has invited you to order for trade account #${input.accountNumber},`
        : `You have been invited to order at Care Supply Co for trade account #${input.accountNumber},`,
      `as a ${ROLE_LABELS[input.role].toLowerCase()}. See the account and accept the invitation here:`,
      input.url,
      '',
      'If you already sign in at Care Supply Co, accept with that sign-in; if not, you set a password there.',
      `The link works once, until ${input.expiresAt.toISOString().slice(0, 10)} (UTC).`,
      'If you were not expecting this, you can ignore this email: nothing happens unless you accept.',
    ].join('\n'),
  };
}

export function createInvitationMailJob(deps: { repo: ColleaguesRepo; mailer: Mailer; publicUrl: string; log: ServiceLogger; now: () => Date }) {
  return async function sendInvitation(data: unknown): Promise<void> {
    const parsed = jobDataSchema.parse(data);
    if (!('invitationId' in parsed)) return deps.log.info(parsed.memberOf, 'an old "added to the account" e-mail: skipped');
    const { invitationId } = parsed;
    const byMerchant = parsed.from === 'merchant';
    const invitation = await deps.repo.findUsableInvitation({ id: invitationId }, deps.now());
    if (!invitation) {
      deps.log.info({ invitationId }, 'invitation used, cancelled or expired before its e-mail: skipped');
      return;
    }
    const token = newRandomToken();
    await deps.repo.replaceInvitationToken(invitation.id, hashToken(token));
    const role = invitation.role as AccountRole;
    await deps.mailer.send(
      invitationMessage({ to: invitation.email, accountNumber: invitation.accountNumber, role, url: `${deps.publicUrl}/invitation/${token}`, expiresAt: invitation.expiresAt, byMerchant }),
    );
    deps.log.info({ invitationId }, 'invitation e-mail sent');
  };
}
