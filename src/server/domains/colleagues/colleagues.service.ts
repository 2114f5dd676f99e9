// The people of an account (issue #11 part 4): managers invite colleagues by e-mail, change their
// roles and remove them; the account always keeps a manager. Sessions follow at once (auth service).
import { isAccountRole, type AccountRole } from '../../../shared/account-roles.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../../kernel/password-hash.ts';
import { checkNewPassword } from '../../kernel/password-rules.ts';
import { hashToken, newRandomToken } from '../../kernel/tokens.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { ColleaguesRepo } from './colleagues.repo.ts';
import { colleagueInvitationMailQueue } from './colleagues.queues.ts';
import { invitationMailJob } from './invitation-mail.ts';
import { changeMember as changeMemberIn, type MemberChange } from './member-changes.ts';

/** An invitation link works once, within 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const LAST_MANAGER_MESSAGE = 'The account must keep at least one manager.';
export const MANAGER_LIMITS_MESSAGE = 'A manager has no spending limits: managers approve the orders of others.';
export const VIEWER_LIMITS_MESSAGE = 'A viewer cannot order, so has no spending limits. Make them a buyer first.';
export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid or has expired.';

export const INVITATION_EMAIL_HAS_LOGIN_MESSAGE = 'This email address already has a sign-in. Sign in to accept the invitation.';
export const alreadyMemberMessage = (email: string) => `${email} is already a user of this account.`;

/** What the invitation link's page shows. */
export type InvitationDetails = {
  email: string;
  accountNumber: string;
  accountName: string;
  role: AccountRole;
  firstName: string;
  lastName: string;
  expiresAt: Date;
  hasLogin: boolean;
};

export function createColleaguesService(deps: { repo: ColleaguesRepo; transact: Transact; jobs: JobQueue; auth: AuthService; now?: () => Date }) {
  const { repo, transact, jobs, auth } = deps;
  const now = deps.now ?? (() => new Date());
  const invalidLink = () => new ValidationError({ token: INVITATION_INVALID_MESSAGE }, INVITATION_INVALID_MESSAGE);

  const lastManager = () => new ValidationError({ role: LAST_MANAGER_MESSAGE }, LAST_MANAGER_MESSAGE);
  const changeMember = (accountId: number, userId: number, change: MemberChange) => changeMemberIn({ repo, transact, auth }, accountId, userId, change, { lastManager });

  const service = {
    /**
     * Issue #29: a manager sets a buyer's spending limits (cents excl. GST; null takes one away). A manager
     * has none, and a viewer cannot order: both are a 422.
     */
    async setLimits(viewer: SignedInViewer, userId: number, limits: { orderLimitCents?: number | null; monthlyLimitCents?: number | null }): Promise<void> {
      await transact(async (tx) => {
        await repo.lockAccount(tx, viewer.account.id);
        const role = await repo.findMemberRole(tx, viewer.account.id, userId);
        if (role === undefined) throw new NotFoundError('account user', String(userId));
        if (role === 'manager') throw new ValidationError({ order_limit: MANAGER_LIMITS_MESSAGE }, MANAGER_LIMITS_MESSAGE);
        if (role === 'viewer') throw new ValidationError({ order_limit: VIEWER_LIMITS_MESSAGE }, VIEWER_LIMITS_MESSAGE);
        await repo.setLimits(tx, viewer.account.id, userId, limits);
      });
    },

    async listColleagues(viewer: SignedInViewer) {
      const [users, invitations] = await Promise.all([repo.findColleagues(viewer.account.id), repo.findPendingInvitations(viewer.account.id, now())]);
      return { users, invitations };
    },

    /**
     * Invites someone to the account by e-mail (issue #16 items 23, 24): whether or not the address is
     * a customer of the store, it gets the same single-use link and the manager the same answer, and
     * nobody joins until the person who follows the link accepts. Only a user of this very account (whom
     * the manager sees listed) is refused.
     */
    async inviteMember(
      input: { accountId: number; email: string; role: AccountRole; invitedBy: number | null; firstName?: string; lastName?: string; byMerchant?: boolean },
      executor?: DbExecutor,
    ): Promise<void> {
      // Inside the caller's transaction when given one (an approved application: the account and its manager together).
      const inTransaction = <T>(work: (tx: DbExecutor) => Promise<T>) => (executor ? work(executor) : transact(work));
      await inTransaction(async (tx) => {
        if (await repo.isMemberByEmail(tx, input.accountId, input.email)) throw new ValidationError({ email: alreadyMemberMessage(input.email) });
        const invitationId = await repo.insertInvitation(tx, {
          accountId: input.accountId,
          email: input.email,
          role: input.role,
          // A placeholder nobody knows; the e-mail job makes the real link (invitation-mail.ts).
          tokenHash: hashToken(newRandomToken()),
          invitedBy: input.invitedBy,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
        });
        await jobs.send(colleagueInvitationMailQueue, invitationMailJob(invitationId, input.byMerchant === true), { executor: tx });
      });
    },

    async changeRole(viewer: SignedInViewer, userId: number, role: AccountRole): Promise<void> {
      await changeMember(viewer.account.id, userId, { role });
    },

    async removeMember(viewer: SignedInViewer, userId: number): Promise<void> {
      await changeMember(viewer.account.id, userId, { remove: true });
    },

    async cancelInvitation(viewer: SignedInViewer, invitationId: number): Promise<void> {
      if (!(await repo.cancelInvitation(viewer.account.id, invitationId))) throw new NotFoundError('invitation', String(invitationId));
    },

    /** What the link's page shows; undefined for a link that is unknown, used, replaced, cancelled or expired. */
    async findInvitation(token: string): Promise<InvitationDetails | undefined> {
      const invitation = await repo.findUsableInvitation({ tokenHash: hashToken(token) }, now());
      if (!invitation || !isAccountRole(invitation.role)) return undefined;
      const hasLogin = (await repo.findUserIdByEmail(invitation.email)) !== undefined;
      const { email, accountNumber, accountName, role, firstName, lastName, expiresAt } = invitation;
      return { email, accountNumber, accountName, role, firstName, lastName, expiresAt, hasLogin };
    },

    /**
     * Someone without a sign-in accepts: creates their login for the invited address (the link reached
     * it) and joins with the invited role, in one transaction. When a user has that address by now, nothing
     * happens and the link stays usable: they sign in and accept (joinWithInvitation).
     */
    async acceptInvitation(input: { token: string; firstName: string; lastName: string; password: string }): Promise<{ email: string }> {
      const tokenHash = hashToken(input.token);
      const invitation = await repo.findUsableInvitation({ tokenHash }, now());
      if (!invitation) throw invalidLink();
      const problem = await checkNewPassword(input.password, invitation.email);
      if (problem !== null) throw new ValidationError({ password: problem });
      const passwordHash = await hashPassword(input.password);
      return transact(async (tx) => {
        const used = await repo.useInvitation(tx, tokenHash, now());
        if (!used || !isAccountRole(used.role)) throw invalidLink();
        const userId = await repo.insertUser(tx, { email: used.email, passwordHash, firstName: input.firstName, lastName: input.lastName, lastAccountId: used.accountId });
        // Rolls back: the invitation stays unused for them to sign in and accept.
        if (userId === undefined) throw new ValidationError({ email: INVITATION_EMAIL_HAS_LOGIN_MESSAGE }, INVITATION_EMAIL_HAS_LOGIN_MESSAGE);
        await repo.addMember(tx, used.accountId, userId, used.role);
        return { email: used.email };
      });
    },

    /**
     * A signed-in person accepts as themselves, whatever their e-mail (the invitation is bound to who
     * follows its link, not to who holds the address): they join with the invited role (a user already in
     * the account keeps theirs) and this session moves to the account, in one transaction.
     */
    async joinWithInvitation(viewer: SignedInViewer, sessionToken: string, token: string): Promise<{ accountNumber: string; wasMember: boolean }> {
      const joined = await transact(async (tx) => {
        const used = await repo.useInvitation(tx, hashToken(token), now());
        if (!used || !isAccountRole(used.role)) throw invalidLink();
        const isNew = await repo.addMember(tx, used.accountId, viewer.user.id, used.role);
        await auth.moveSession(tx, sessionToken, viewer.user.id, used.accountId);
        return { accountId: used.accountId, wasMember: !isNew };
      });
      auth.forgetSession(sessionToken);
      const accountNumber = await repo.findAccountNumber(joined.accountId);
      return { accountNumber: accountNumber ?? '', wasMember: joined.wasMember };
    },
  };
  return service;
}
export type ColleaguesService = ReturnType<typeof createColleaguesService>;
