// A staff member's new password from an owner's reset (issue #30 Part 4): the e-mail job makes the link
// (only its hash is kept; a resend makes a new one and the older stops working), and the link's page
// sets the password once, within STAFF_RESET_TTL_MS, ending every session of the member in the same
// transaction. The authenticator is untouched: the member signs in with the new password and their code.
import { z } from 'zod';
import { STAFF_RESET_LINK_INVALID_MESSAGE } from '../../../shared/schemas/staff-security.ts';
import type { Transact } from '../../db/executor.ts';
import { ValidationError } from '../../errors.ts';
import { hashPassword } from '../../kernel/password-hash.ts';
import { checkNewPassword } from '../../kernel/password-rules.ts';
import { hashToken, newRandomToken } from '../../kernel/tokens.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { AuditWriter } from '../audit/audit-entry.types.ts';
import type { StaffSecurityRepo } from './staff-security.repo.ts';
import type { StaffRepo } from './staff.repo.ts';

/** An owner's reset link works for a day: the member may not read their mail within the hour. */
export const STAFF_RESET_TTL_MS = 24 * 60 * 60 * 1000;

/** The path of the page a link opens. */
export const staffResetPath = (token: string) => `/admin/set-password/${token}`;

export function staffPasswordResetMessage(input: { to: string; url: string; expiresAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: 'Set a new password for the Care Supply Co back office',
    text: [
      'An owner of the Care Supply Co back office has sent you this link to set a new password:',
      input.url,
      '',
      `The link works once, until ${input.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} (UTC).`,
      'Setting the password signs you out everywhere; you then sign in with it and your authenticator app.',
      'Your current password keeps working until you set a new one.',
    ].join('\n'),
  };
}

const jobDataSchema = z.object({ resetId: z.number().int().positive() });

export function createStaffPasswordResetMailJob(deps: { security: StaffSecurityRepo; mailer: Mailer; publicUrl: string; log: ServiceLogger; now: () => Date }) {
  return async function sendStaffPasswordReset(data: unknown): Promise<void> {
    const { resetId } = jobDataSchema.parse(data);
    const reset = await deps.security.findUsableReset({ id: resetId }, deps.now());
    if (!reset) return deps.log.info({ resetId }, 'staff password reset used, replaced or expired before its e-mail: skipped');
    const token = newRandomToken();
    await deps.security.replaceResetToken(reset.id, hashToken(token));
    await deps.mailer.send(staffPasswordResetMessage({ to: reset.email, url: `${deps.publicUrl}${staffResetPath(token)}`, expiresAt: reset.expiresAt }));
    deps.log.info({ resetId, staffId: reset.staffId }, 'staff password reset e-mail sent');
  };
}

export function createStaffPasswordService(deps: { repo: StaffRepo; security: StaffSecurityRepo; transact: Transact; audit: AuditWriter; now?: () => Date }) {
  const { repo, security, transact, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const invalidLink = () => new ValidationError({ token: STAFF_RESET_LINK_INVALID_MESSAGE }, STAFF_RESET_LINK_INVALID_MESSAGE);

  return {
    /** POST /admin/api/password/reset: sets the password with the link's token, once; 422 on the token or the password. */
    async setPassword(input: { token: string; password: string }): Promise<void> {
      const tokenHash = hashToken(input.token);
      // A cheap check first, so a made-up token costs no scrypt; the update below uses it atomically.
      const reset = await security.findUsableReset({ tokenHash }, now());
      if (!reset) throw invalidLink();
      const problem = await checkNewPassword(input.password, reset.email);
      if (problem !== null) throw new ValidationError({ password: problem });
      const passwordHash = await hashPassword(input.password);
      await transact(async (tx) => {
        const staffId = await security.useReset(tx, tokenHash, now());
        if (staffId === undefined) throw invalidLink();
        await security.setPasswordHash(tx, staffId, passwordHash);
        await repo.deleteSessionsOf(tx, staffId);
        const actor = { kind: 'staff', staffId, email: reset.email } as const;
        await audit(tx, { actor, action: 'staff.password_set', entity: 'staff', entityId: staffId, reference: reset.email, before: null, after: { by: 'reset link' } });
      });
    },
  };
}
export type StaffPasswordService = ReturnType<typeof createStaffPasswordService>;
