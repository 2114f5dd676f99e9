import type { AppConfig } from '../../config.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import type { ServiceLogger } from '../../logging.ts';
import { type JobQueue } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuthRepo, UserChange } from './auth.repo.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../kernel/password-hash.ts';
import { passwordResetMessage } from './password-reset-mail.ts';
import { checkNewPassword } from '../../kernel/password-rules.ts';
import { createSessionCache } from './session-cache.ts';
import { listenForSessionEvents, type InProcessSessionEvents, type SessionEvent, type SessionEventListener } from './session-events.ts';
import { IDLE_TTL_MS, isSignedInToken, PASSWORD_RESET_TTL_MS, REMEMBER_ME_TTL_MS, SESSION_REFRESH_INTERVAL_MS } from './session-tokens.ts';
import { hashToken, newRandomToken } from '../../kernel/tokens.ts';
import type { SignedInViewer, Viewer } from '../../kernel/viewer.ts';
import { toSignedInViewer } from '../../kernel/viewer-row.ts';
import { passwordResetMailQueue } from './auth.queues.ts';

/** A reset either set the password, or names what to fix: the link (unknown, used or expired) or the password (the rule's message). */
export type PasswordResetResult = { ok: true } | { ok: false; field: 'token' } | { ok: false; field: 'password'; message: string };

export type SignInResult =
  | { ok: true; sessionToken: string; isPersistent: boolean; accountNumber: string }
  | { ok: false };

const EXPIRED_SESSION_SWEEP_INTERVAL_MS = 60 * 1000;

export function createAuthService(deps: {
  repo: AuthRepo;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'sessionCacheTtlMs'>;
  /** On a PostgreSQL server shared by several processes: LISTEN there for sessions ended elsewhere. */
  sessionEvents?: { connectionString: string; log: ServiceLogger };
  /** On the embedded database: the other apps of this process on it (there is no other process). */
  localSessionEvents?: InProcessSessionEvents;
  /** Where the password reset mail is queued (POST /password/email). */
  jobs: Pick<JobQueue, 'send'>;
  now?: () => Date;
}) {
  const { repo, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const sessionCache = createSessionCache(deps.config.sessionCacheTtlMs);
  // Without a cache there is nothing to forget: no LISTEN connection either.
  const listener: SessionEventListener | null = deps.sessionEvents && deps.config.sessionCacheTtlMs > 0
    ? listenForSessionEvents({
        connectionString: deps.sessionEvents.connectionString,
        onEvent: (event) => sessionCache.apply(event),
        onGap: () => sessionCache.clear(),
        log: deps.sessionEvents.log,
      })
    : null;
  /** Without a working LISTEN connection another process's sign-out could go unseen: no cache then. */
  const isCacheTrusted = () => listener === null || listener.isListening();
  const local = deps.localSessionEvents;
  const unsubscribe = local?.subscribe((event) => sessionCache.apply(event));
  /** This process's other apps on the same embedded database forget it too (PostgreSQL's NOTIFY does it there). */
  function announce(event: SessionEvent): void {
    sessionCache.apply(event);
    local?.publish(event);
  }
  let lastSweepMs = 0;

  async function sweepExpiredSessions(at: Date): Promise<void> {
    if (at.getTime() - lastSweepMs < EXPIRED_SESSION_SWEEP_INTERVAL_MS) return;
    lastSweepMs = at.getTime();
    await repo.deleteExpiredSessions(at);
  }

  return {
    /**
     * Checks the credentials and opens a new session in the user's first account. Unknown email, wrong
     * password and a user without an account all fail alike, and take the same time (one scrypt).
     */
    async signIn(input: { email: string; password: string; rememberMe: boolean; previousToken?: string }): Promise<SignInResult> {
      const user = await repo.findUserForSignIn(input.email);
      const isMatch = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDummy(input.password);
      if (!user || !isMatch || !user.account) return { ok: false };

      const at = now();
      // Never reuse the id the browser had before signing in (session fixation).
      if (input.previousToken && isSignedInToken(input.previousToken)) {
        announce({ type: 'session', idHash: hashToken(input.previousToken) });
        await repo.deleteSession(hashToken(input.previousToken));
      }
      const sessionToken = newRandomToken();
      await repo.insertSession({
        idHash: hashToken(sessionToken),
        userId: user.id,
        accountId: user.account.accountId,
        isPersistent: input.rememberMe,
        expiresAt: new Date(at.getTime() + (input.rememberMe ? REMEMBER_ME_TTL_MS : IDLE_TTL_MS)),
      });
      await sweepExpiredSessions(at);
      return { ok: true, sessionToken, isPersistent: input.rememberMe, accountNumber: user.account.accountNumber };
    },

    /** The viewer of a signed-in session id, or null when it is unknown or expired. Slides idle sessions. */
    async resolveSession(sessionToken: string): Promise<Viewer | null> {
      const at = now();
      const idHash = hashToken(sessionToken);
      const cached = isCacheTrusted() ? sessionCache.get(idHash, at.getTime()) : null;
      if (cached) return cached;
      const row = await repo.findSession(idHash, at);
      if (!row) return null;
      let expiresAt = row.expiresAt;
      if (!row.isPersistent) {
        const lastRefreshMs = row.expiresAt.getTime() - IDLE_TTL_MS;
        if (at.getTime() - lastRefreshMs >= SESSION_REFRESH_INTERVAL_MS) {
          expiresAt = new Date(at.getTime() + IDLE_TTL_MS);
          await repo.extendSession(idHash, expiresAt);
        }
      }
      const viewer = toSignedInViewer(row);
      if (isCacheTrusted()) sessionCache.set(idHash, viewer, at.getTime(), expiresAt.getTime());
      return viewer;
    },

    /** The user acting in the account, for work done without a session (a standing order); null when they left it. */
    async viewerOf(accountId: number, userId: number): Promise<SignedInViewer | null> {
      const row = await repo.findMember(accountId, userId);
      return row ? toSignedInViewer(row) : null;
    },

    async signOut(sessionToken: string): Promise<void> {
      if (!isSignedInToken(sessionToken)) return;
      const idHash = hashToken(sessionToken);
      announce({ type: 'session', idHash });
      await repo.deleteSession(idHash);
    },

    /** The accounts the viewer's user belongs to (Switch Account), the current one first among equals by name. */
    async listMemberships(viewer: SignedInViewer) {
      return repo.findMemberships(viewer.user.id);
    },

    /** Moves this session to another of the user's accounts (cart, lists, residents and orders follow). */
    async switchAccount(viewer: SignedInViewer, sessionToken: string, accountId: number): Promise<void> {
      if (!viewer.account.canSwitchAccounts) throw new ForbiddenError('Switching accounts is not enabled for this account.');
      const idHash = hashToken(sessionToken);
      const isMember = await repo.switchSessionAccount(idHash, viewer.user.id, accountId);
      announce({ type: 'session', idHash });
      if (!isMember) throw new ValidationError({ account_id: 'You are not a user of that account.' });
    },

    /** In the caller's transaction, once the user is a member of the account: this session works there (an accepted invitation). */
    async moveSession(executor: DbExecutor, sessionToken: string, userId: number, accountId: number): Promise<void> {
      await repo.moveSession(executor, hashToken(sessionToken), userId, accountId);
    },

    /** This process forgets the session (after the transaction that changed it). */
    forgetSession(sessionToken: string): void {
      announce({ type: 'session', idHash: hashToken(sessionToken) });
    },

    /**
     * Checks a change of the user's own details and prepares it, writing nothing: an e-mail or password
     * change needs the current password, and a new password follows the sign-in rules. A new e-mail is
     * only handed back (`newEmail`): it waits for the link sent to it (email-change.service.ts).
     */
    async prepareUserChange(
      viewer: SignedInViewer,
      sessionToken: string,
      change: { email?: string; password?: string; currentPassword?: string; firstName?: string; lastName?: string },
    ): Promise<{ change: UserChange; newEmail?: string }> {
      const prepared: UserChange = {};
      if (change.firstName !== undefined || change.lastName !== undefined) {
        prepared.name = { firstName: change.firstName ?? viewer.user.firstName, lastName: change.lastName ?? viewer.user.lastName };
      }
      if (change.email === undefined && change.password === undefined) return { change: prepared };
      const passwordHash = await repo.findPasswordHash(viewer.user.id);
      const isMatch = passwordHash !== undefined && change.currentPassword !== undefined && (await verifyPassword(change.currentPassword, passwordHash));
      if (!isMatch) {
        throw new ValidationError({ current_password: change.currentPassword ? 'Your current password is not correct.' : 'Please enter your current password.' });
      }
      if (change.password !== undefined) {
        const problem = await checkNewPassword(change.password, change.email ?? viewer.user.email);
        if (problem !== null) throw new ValidationError({ password: problem });
        prepared.password = { hash: await hashPassword(change.password), keepIdHash: hashToken(sessionToken) };
      }
      return change.email === undefined ? { change: prepared } : { change: prepared, newEmail: change.email };
    },

    /** Within the caller's transaction. Call userChanged after the commit. */
    async applyUserChange(executor: DbExecutor, viewer: SignedInViewer, change: UserChange): Promise<void> {
      await repo.applyUserChange(executor, viewer.user.id, change);
    },

    /** This process forgets the user's cached sessions (after the transaction that changed them). */
    userChanged(userId: number): void {
      announce({ type: 'user', userId });
    },

    /**
     * Ends the member's sessions in the account inside the caller's transaction (removed from it); other
     * processes forget them when it commits. Call forgetMember after the commit for this process.
     */
    async endMemberSessions(executor: DbExecutor, accountId: number, userId: number): Promise<void> {
      await repo.endMemberSessions(executor, accountId, userId);
    },

    /** Every process reads the member's sessions afresh once the caller's transaction commits (a new role). */
    async memberChanged(executor: DbExecutor, accountId: number, userId: number): Promise<void> {
      await repo.memberChanged(executor, accountId, userId);
    },

    /** Every process reads the account's sessions afresh once the caller's transaction commits (its name changed). */
    async accountChanged(executor: DbExecutor, accountId: number): Promise<void> {
      await repo.accountChanged(executor, accountId);
    },

    /** This process forgets the account's cached sessions (after the transaction that changed it). */
    forgetAccount(accountId: number): void {
      announce({ type: 'account', accountId });
    },

    /** This process forgets the member's cached sessions (after the transaction that changed them). */
    forgetMember(accountId: number, userId: number): void {
      announce({ type: 'member', accountId, userId });
    },

    /** Stops listening for other processes' session changes (the app closing). */
    async stop(): Promise<void> {
      unsubscribe?.();
      await listener?.stop();
    },

    /**
     * Queues the reset request whatever the address (POST /password/email): the answer and its timing
     * are the same for a user and a stranger, and the mail survives a crash of this process.
     */
    async requestPasswordReset(email: string): Promise<void> {
      await deps.jobs.send(passwordResetMailQueue, { email });
    },

    /** The reset job: mails a fresh link (the older one stops working) when the email belongs to a user; nothing otherwise. */
    async sendPasswordReset(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user) return;
      const at = now();
      const token = newRandomToken();
      await repo.replacePasswordResetToken({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MS),
        createdAt: at,
      });
      await mailer.send(passwordResetMessage({ to: user.email, resetUrl: `${deps.config.publicUrl}/password/reset/${token}` }));
    },

    /** Sets a new password with a reset token, if the token is usable and the password follows the rule (password-rules.ts). */
    async resetPassword(input: { token: string; password: string }): Promise<PasswordResetResult> {
      const tokenHash = hashToken(input.token);
      // A cheap check first, so a made-up token costs no scrypt; the update below re-checks atomically.
      const email = await repo.findPasswordResetEmail(tokenHash, now());
      if (email === undefined) return { ok: false, field: 'token' };
      // Checked before the token is used, so the buyer can fix the password with the same link.
      const problem = await checkNewPassword(input.password, email);
      if (problem !== null) return { ok: false, field: 'password', message: problem };
      const passwordHash = await hashPassword(input.password);
      const userId = await repo.resetPasswordWithToken(tokenHash, now(), passwordHash);
      if (userId === undefined) return { ok: false, field: 'token' };
      // The reset signed the user out everywhere.
      announce({ type: 'user', userId });
      return { ok: true };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
