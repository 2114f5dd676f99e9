// An account's users as the merchant's staff manage them (issue #30 Part 4), by the rules a manager's
// changes follow (colleagues.service.ts): an invitation is refused only for a user of this very account,
// and replaces a pending one for the same address; the account keeps a manager. Each change is written
// with its audit entry in one transaction. The password reset is the store's usual e-mail (auth domain).
import type { AccountRole } from '../../../shared/account-roles.ts';
import type { Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import { passwordResetMailQueue } from '../auth/auth.queues.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ColleaguesRepo } from './colleagues.repo.ts';
import { colleagueInvitationMailQueue } from './colleagues.queues.ts';
import { INVITATION_TTL_MS, LAST_MANAGER_MESSAGE, type ColleaguesService } from './colleagues.service.ts';
import { invitationMailJob } from './invitation-mail.ts';
// The routes' JSON of the users and invitations listUsers answers (borrowed by the accounts domain's admin routes).
export { toAccountUserJson, toPendingInvitationJson } from './colleagues-json.ts';
import { changeMember } from './member-changes.ts';

export const STAFF_LAST_MANAGER_MESSAGE = `${LAST_MANAGER_MESSAGE} Invite another manager, and remove this user once they have joined.`;

/** Who does it and where it is recorded: the staff member and the audit log's writer. */
export type StaffChange = { actor: AuditActor; audit: AuditWriter };

export function createStaffColleaguesService(deps: {
  repo: ColleaguesRepo;
  transact: Transact;
  jobs: JobQueue;
  auth: Pick<AuthService, 'memberChanged' | 'endMemberSessions' | 'forgetMember'>;
  colleagues: Pick<ColleaguesService, 'inviteMember'>;
  now?: () => Date;
}) {
  const { repo, transact, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  async function accountNumberOf(accountId: number): Promise<string> {
    const accountNumber = await repo.findAccountNumber(accountId);
    if (accountNumber === undefined) throw new NotFoundError('account', accountId);
    return accountNumber;
  }

  return {
    /** GET /admin/api/accounts/{id}/users: the account's users and its pending invitations. */
    async listUsers(accountId: number) {
      await accountNumberOf(accountId);
      const [users, invitations] = await Promise.all([repo.findColleagues(accountId), repo.findPendingInvitations(accountId, now())]);
      return { users, invitations };
    },

    /** Invites `email` to the account with `role`; the e-mail says the store invited them. */
    async invite(change: StaffChange, accountId: number, input: { email: string; role: AccountRole }): Promise<void> {
      const reference = await accountNumberOf(accountId);
      await transact(async (tx) => {
        await deps.colleagues.inviteMember({ accountId, email: input.email, role: input.role, invitedBy: null, byMerchant: true }, tx);
        await change.audit(tx, { actor: change.actor, action: 'account.invite', entity: 'account', entityId: accountId, reference, before: null, after: { invited: input.email, role: input.role } });
      });
    },

    /** Sends a pending invitation again with a new link (the old one stops working), good for 7 days from now. */
    async resendInvitation(change: StaffChange, accountId: number, invitationId: number): Promise<{ email: string }> {
      const reference = await accountNumberOf(accountId);
      return transact(async (tx) => {
        const invitation = await repo.lockPendingInvitation(tx, accountId, invitationId, now());
        if (!invitation) throw new NotFoundError('invitation', String(invitationId));
        await repo.setInvitationExpiry(tx, invitation.id, new Date(now().getTime() + INVITATION_TTL_MS));
        await jobs.send(colleagueInvitationMailQueue, invitationMailJob(invitation.id, true), { executor: tx });
        await change.audit(tx, { actor: change.actor, action: 'account.invitation_resend', entity: 'account', entityId: accountId, reference, before: null, after: { invited: invitation.email, role: invitation.role } });
        return { email: invitation.email };
      });
    },

    async cancelInvitation(change: StaffChange, accountId: number, invitationId: number): Promise<void> {
      const reference = await accountNumberOf(accountId);
      await transact(async (tx) => {
        const invitation = await repo.lockPendingInvitation(tx, accountId, invitationId, now());
        if (!invitation || !(await repo.cancelInvitation(accountId, invitation.id, tx))) throw new NotFoundError('invitation', String(invitationId));
        await change.audit(tx, { actor: change.actor, action: 'account.invitation_cancel', entity: 'account', entityId: accountId, reference, before: { invited: invitation.email, role: invitation.role }, after: null });
      });
    },

    /** Takes the user out of the account and ends their sessions in it; the last manager is a 409. */
    async removeUser(change: StaffChange, accountId: number, userId: number): Promise<void> {
      const reference = await accountNumberOf(accountId);
      await changeMember({ repo, transact, auth: deps.auth }, accountId, userId, { remove: true }, {
        lastManager: () => new ConflictError(STAFF_LAST_MANAGER_MESSAGE),
        alongside: async (tx, before) => {
          const email = await repo.findUserEmail(tx, userId);
          await change.audit(tx, { actor: change.actor, action: 'account.user_remove', entity: 'account', entityId: accountId, reference, before: { user: email, role: before.role }, after: null });
        },
      });
    },

    /** Queues the store's usual password reset e-mail to a user of the account; answers their address. */
    async sendPasswordReset(change: StaffChange, accountId: number, userId: number): Promise<{ email: string }> {
      const reference = await accountNumberOf(accountId);
      return transact(async (tx) => {
        const email = await repo.findMemberEmail(tx, accountId, userId);
        if (email === undefined) throw new NotFoundError('account user', String(userId));
        await jobs.send(passwordResetMailQueue, { email }, { executor: tx });
        await change.audit(tx, { actor: change.actor, action: 'account.password_reset', entity: 'account', entityId: accountId, reference, before: null, after: { password_reset_sent_to: email } });
        return { email };
      });
    },
  };
}
export type StaffColleaguesService = ReturnType<typeof createStaffColleaguesService>;
