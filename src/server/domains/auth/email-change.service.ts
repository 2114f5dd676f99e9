// A change of sign-in e-mail takes effect only when the link sent to the new address is followed
// (issue #16 item 23: before, anyone could claim an address they did not own, and with it the
// invitations sent to that address). PUT /my-account records the request; the link applies it.
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ValidationError } from '../../errors.ts';
import { type JobQueue } from '../../jobs/job-queue.ts';
import type { EmailChangeMailJob } from './email-change-mail.ts';
import type { EmailChangeRepo } from './email-change.repo.ts';
import { hashToken, newRandomToken } from '../../kernel/tokens.ts';
import type { ViewerUser } from '../../kernel/viewer.ts';
import { emailChangeMailQueue } from './auth.queues.ts';

/** The link to confirm a new sign-in e-mail works once, within a day. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_LINK_INVALID_MESSAGE = 'This link is invalid or has expired. Ask for the change again on My Account.';
export const EMAIL_IN_USE_MESSAGE = 'That email address cannot be used. Please choose another.';

export function createEmailChangeService(deps: {
  repo: EmailChangeRepo;
  transact: Transact;
  jobs: Pick<JobQueue, 'send'>;
  /** This process forgets the user's cached sessions once the change commits (other processes hear the NOTIFY). */
  userChanged: (userId: number) => void;
  now?: () => Date;
}) {
  const { repo, transact, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const queue = (executor: DbExecutor, job: EmailChangeMailJob) => jobs.send(emailChangeMailQueue, job, { executor });

  return {
    /**
     * Records the request in the caller's transaction (a newer one replaces the older) and queues the
     * link to the new address and a notice to the old. Nothing changes the sign-in yet. The same answer
     * whether or not the new address is in use: its owner is told, the asker is not. False when it is
     * the address the user signs in with already.
     */
    async requestChange(executor: DbExecutor, user: ViewerUser, newEmail: string): Promise<boolean> {
      if (newEmail === user.email) return false;
      const requestId = await repo.replaceRequest(executor, {
        userId: user.id,
        newEmail,
        // A placeholder nobody knows; the e-mail job makes the real link (email-change-mail.ts).
        tokenHash: hashToken(newRandomToken()),
        expiresAt: new Date(now().getTime() + EMAIL_CHANGE_TTL_MS),
      });
      await queue(executor, { kind: 'confirm', requestId });
      await queue(executor, { kind: 'asked', to: user.email, newEmail });
      return true;
    },

    /** The address a change waits to be confirmed for, if any (My Account shows it). */
    pendingEmail: (userId: number): Promise<string | undefined> => repo.findPendingEmail(userId, now()),

    /**
     * Follows the link: in one transaction the request is used, the e-mail set if it is still free, the
     * user's other sessions ended (the session following the link stays if it is theirs) and the old
     * address told. A link that is unknown, used, replaced or expired changes nothing.
     */
    async confirmChange(token: string, session: { idHash: string; userId: number } | null): Promise<{ email: string; isSignedIn: boolean }> {
      const tokenHash = hashToken(token);
      const result = await transact(async (tx) => {
        const request = await repo.useRequest(tx, tokenHash, now());
        if (!request) throw new ValidationError({ token: EMAIL_CHANGE_LINK_INVALID_MESSAGE }, EMAIL_CHANGE_LINK_INVALID_MESSAGE);
        const oldEmail = await repo.lockUserEmail(tx, request.userId);
        if (oldEmail === undefined) throw new ValidationError({ token: EMAIL_CHANGE_LINK_INVALID_MESSAGE }, EMAIL_CHANGE_LINK_INVALID_MESSAGE);
        const keepIdHash = session?.userId === request.userId ? session.idHash : null;
        const isFree = !(await repo.isEmailUsed(request.newEmail, request.userId, tx)) && (await repo.setEmail(tx, request.userId, request.newEmail, keepIdHash));
        if (!isFree) throw new ValidationError({ email: EMAIL_IN_USE_MESSAGE }, EMAIL_IN_USE_MESSAGE);
        await queue(tx, { kind: 'made', to: oldEmail, newEmail: request.newEmail });
        return { userId: request.userId, email: request.newEmail, isSignedIn: keepIdHash !== null };
      });
      deps.userChanged(result.userId);
      return { email: result.email, isSignedIn: result.isSignedIn };
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
