// The people of an account (issue #11 part 4): managers invite colleagues by e-mail, change their
// roles and remove them; the account always keeps a manager. Sessions follow at once (auth service).
import { isAccountRole, type AccountRole } from '../../../shared/account-roles.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { JOB_QUEUES } from '../../jobs/job-queue.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import { checkNewPassword } from '../auth/password-rules.ts';
import { hashToken, newRandomToken } from '../auth/session-tokens.ts';
import type { SignedInViewer } from '../auth/viewer.ts';
import type { ColleaguesRepo } from './colleagues.repo.ts';

/** An invitation link works once, within 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const LAST_MANAGER_MESSAGE = 'The account must keep at least one manager.';
export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid or has expired.';

export type InviteOutcome = 'invited' | 'linked' | 'already-a-user';

export function createColleaguesService(deps: { repo: ColleaguesRepo; transact: Transact; jobs: JobQueue; auth: AuthService; now?: () => Date }) {
  const { repo, transact, jobs, auth } = deps;
  const now = deps.now ?? (() => new Date());

  /** Runs a change to a member's place in the account with the account locked, refusing to leave it without a manager. */
  async function changeMember(accountId: number, userId: number, change: { role: AccountRole } | { remove: true }): Promise<void> {
    await transact(async (tx) => {
      await repo.lockAccount(tx, accountId);
      const role = await repo.findMemberRole(tx, accountId, userId);
      if (role === undefined) throw new NotFoundError('account user', String(userId));
      const staysManager = 'role' in change && change.role === 'manager';
      if (role === 'manager' && !staysManager && (await repo.countManagers(tx, accountId)) <= 1) {
        throw new ValidationError({ role: LAST_MANAGER_MESSAGE }, LAST_MANAGER_MESSAGE);
      }
      if ('role' in change) {
        await repo.setRole(tx, accountId, userId, change.role);
        await auth.memberChanged(tx, accountId, userId);
      } else {
        await repo.removeMember(tx, accountId, userId);
        await auth.endMemberSessions(tx, accountId, userId);
      }
    });
    auth.forgetMember(accountId, userId);
  }

  const service = {
    async listColleagues(viewer: SignedInViewer) {
      const [users, invitations] = await Promise.all([repo.findColleagues(viewer.account.id), repo.findPendingInvitations(viewer.account.id, now())]);
      return { users, invitations };
    },

    /**
     * Invites someone to the account: a new e-mail gets a single-use link to set a password; a user
     * the store already knows is added at once (they reach it with Switch Account).
     */
    async inviteMember(input: { accountId: number; email: string; role: AccountRole; invitedBy: number | null }, executor?: DbExecutor): Promise<InviteOutcome> {
      // Inside the caller's transaction when given one (an approved application: the account and its manager together).
      const inTransaction = <T>(work: (tx: DbExecutor) => Promise<T>) => (executor ? work(executor) : transact(work));
      return inTransaction(async (tx) => {
        const userId = await repo.findUserIdByEmail(tx, input.email);
        if (userId !== undefined) {
          if (!(await repo.addMember(tx, input.accountId, userId, input.role))) return 'already-a-user';
          // They sign in as before; the e-mail tells them where to find the account (Switch Account).
          await jobs.send(JOB_QUEUES.colleagueInvitationMail.name, { memberOf: { accountId: input.accountId, userId } }, { executor: tx });
          return 'linked';
        }
        const invitationId = await repo.insertInvitation(tx, {
          accountId: input.accountId,
          email: input.email,
          role: input.role,
          // A placeholder nobody knows; the e-mail job makes the real link (invitation-mail.ts).
          tokenHash: hashToken(newRandomToken()),
          invitedBy: input.invitedBy,
          expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
        });
        await jobs.send(JOB_QUEUES.colleagueInvitationMail.name, { invitationId }, { executor: tx });
        return 'invited';
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

    /** What the set-password page shows; undefined for a link that is unknown, used or expired. */
    async findInvitation(token: string) {
      const invitation = await repo.findUsableInvitation({ tokenHash: hashToken(token) }, now());
      if (!invitation || !isAccountRole(invitation.role)) return undefined;
      return { email: invitation.email, accountName: invitation.accountName, role: invitation.role };
    },

    /**
     * Uses the link: creates the user with the password and adds them to the account with the invited
     * role, all in one transaction. Someone who signed up meanwhile with that e-mail is only added.
     */
    async acceptInvitation(input: { token: string; firstName: string; lastName: string; password: string }): Promise<{ email: string }> {
      const tokenHash = hashToken(input.token);
      const invitation = await repo.findUsableInvitation({ tokenHash }, now());
      if (!invitation) throw new ValidationError({ token: INVITATION_INVALID_MESSAGE }, INVITATION_INVALID_MESSAGE);
      const problem = await checkNewPassword(input.password, invitation.email);
      if (problem !== null) throw new ValidationError({ password: problem });
      const passwordHash = await hashPassword(input.password);
      return transact(async (tx) => {
        const used = await repo.useInvitation(tx, tokenHash, now());
        if (!used || !isAccountRole(used.role)) throw new ValidationError({ token: INVITATION_INVALID_MESSAGE }, INVITATION_INVALID_MESSAGE);
        const userId =
          (await repo.insertUser(tx, { email: used.email, passwordHash, firstName: input.firstName, lastName: input.lastName, lastAccountId: used.accountId })) ??
          (await repo.findUserIdByEmail(tx, used.email));
        if (userId === undefined) throw new Error('invited user vanished');
        await repo.addMember(tx, used.accountId, userId, used.role);
        return { email: used.email };
      });
    },
  };
  return service;
}
export type ColleaguesService = ReturnType<typeof createColleaguesService>;
