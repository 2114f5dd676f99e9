// Signing in to the back office (issue #17 Part 2): the password, then the authenticator's code (or a
// recovery code); a first sign-in enrols the authenticator and hands out ten recovery codes. A session
// that passed only the password is a 'code' or 'enrol' session for a few minutes: it reaches the code
// step and nothing else. Signed-in sessions end after ADMIN_IDLE_MINUTES without a request and 12 h
// after sign-in, whatever happens. They are not cached: each staff request reads its session, so a
// deactivation or a new role holds from the next request in every process.
import type { Transact } from '../../db/executor.ts';
import { ValidationError } from '../../errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../kernel/password-hash.ts';
import { hashToken, newRandomToken, TOKEN_PATTERN } from '../../kernel/tokens.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import type { SessionStage, StaffRepo } from './staff.repo.ts';
import type { StaffViewer } from './staff-viewer.types.ts';
import { matchingStep, newTotpSecret, otpauthUrlOf } from './totp.ts';

export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** How long the code step waits after the password. */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
/** Wrong codes one pending session may send before the password is asked again. */
export const CODE_FAILURES_PER_SIGN_IN = 5;
const EXPIRED_SWEEP_INTERVAL_MS = 60 * 1000;

export const WRONG_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const WRONG_CODE_MESSAGE = 'That code is not correct. Check the time on your phone, or wait for the next code.';
export const USED_CODE_MESSAGE = 'That code has been used already. Wait for the next code.';
export const WRONG_RECOVERY_CODE_MESSAGE = 'That recovery code is not correct or has been used.';
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Sign in with your password again.';

/** What a back-office session is, as the admin area's hook reads it. */
export type StaffSession =
  | { stage: 'signed-in'; staff: StaffViewer }
  | { stage: 'code' | 'enrol'; staff: StaffViewer; idHash: string };

export type PasswordStepResult =
  | { ok: false }
  | { ok: true; token: string; next: 'code' }
  | { ok: true; token: string; next: 'enrol'; secret: string; otpauthUrl: string };

export type CodeStepResult = { token: string; staff: StaffViewer; recoveryCodes?: string[] };

export function createStaffSignInService(deps: { repo: StaffRepo; transact: Transact; idleMinutes: number; now?: () => Date }) {
  const { repo, transact } = deps;
  const now = deps.now ?? (() => new Date());
  const idleMs = deps.idleMinutes * 60 * 1000;
  // The last request's time is written at most this often (the idle limit is counted from it).
  const touchIntervalMs = Math.min(60 * 1000, idleMs / 10);
  let lastSweepMs = 0;

  async function sweep(at: Date): Promise<void> {
    if (at.getTime() - lastSweepMs < EXPIRED_SWEEP_INTERVAL_MS) return;
    lastSweepMs = at.getTime();
    await repo.deleteExpiredSessions(at, new Date(at.getTime() - idleMs));
  }

  async function failCode(idHash: string, message: string, field: 'code' | 'recovery_code'): Promise<never> {
    const failures = await repo.addCodeFailure(idHash);
    if (failures >= CODE_FAILURES_PER_SIGN_IN) {
      await repo.deleteSession(idHash);
      throw new ValidationError({ [field]: TOO_MANY_CODES_MESSAGE });
    }
    throw new ValidationError({ [field]: message });
  }

  return {
    /**
     * The password step. Unknown e-mail, wrong password and a deactivated member fail alike and take
     * the same time (one scrypt). A new session replaces the visitor's earlier one (never reused).
     */
    async checkPassword(input: { email: string; password: string; previousToken: string | undefined }): Promise<PasswordStepResult> {
      const member = await repo.findMemberForSignIn(input.email);
      const isMatch = member ? await verifyPassword(input.password, member.passwordHash) : await verifyAgainstDummy(input.password);
      if (!member || !isMatch || !member.isActive) return { ok: false };
      const at = now();
      if (input.previousToken && TOKEN_PATTERN.test(input.previousToken)) await repo.deleteSession(hashToken(input.previousToken));
      const token = newRandomToken();
      const secret = member.totpSecret === null ? newTotpSecret() : null;
      const stage: SessionStage = secret === null ? 'code' : 'enrol';
      await repo.insertSession({
        idHash: hashToken(token),
        staffId: member.id,
        stage,
        pendingTotpSecret: secret,
        createdAt: at,
        expiresAt: new Date(at.getTime() + PENDING_SIGN_IN_MS),
      });
      await sweep(at);
      if (secret === null) return { ok: true, token, next: 'code' };
      return { ok: true, token, next: 'enrol', secret, otpauthUrl: otpauthUrlOf(secret, input.email.trim()) };
    },

    /**
     * The code step of a session that passed the password. Success replaces that session with a
     * signed-in one (a new id); at enrolment the secret is kept and ten recovery codes are made.
     */
    async checkCode(token: string, input: { code?: string; recoveryCode?: string }): Promise<CodeStepResult> {
      const at = now();
      const idHash = hashToken(token);
      const session = await repo.findSession(idHash, at);
      if (!session || session.stage === 'signed-in') throw new ValidationError({ code: 'Sign in with your password first.' });
      const staff: StaffViewer = { id: session.staff.id, email: session.staff.email, role: session.staff.role };
      let recoveryCodes: string[] | undefined;

      if (input.recoveryCode !== undefined) {
        if (session.stage === 'enrol') throw new ValidationError({ recovery_code: 'Recovery codes are given once your authenticator app is set up.' });
        if (!(await repo.useRecoveryCode(staff.id, hashRecoveryCode(input.recoveryCode), at))) {
          return failCode(idHash, WRONG_RECOVERY_CODE_MESSAGE, 'recovery_code');
        }
      } else {
        const secret = session.stage === 'enrol' ? session.pendingTotpSecret : session.staff.totpSecret;
        const step = secret === null ? null : matchingStep(secret, input.code ?? '', at);
        if (secret === null || step === null) return failCode(idHash, WRONG_CODE_MESSAGE, 'code');
        if (session.stage === 'code' && !(await repo.claimTotpStep(staff.id, step))) return failCode(idHash, USED_CODE_MESSAGE, 'code');
        if (session.stage === 'enrol') recoveryCodes = newRecoveryCodes();
        const enrolment = session.stage === 'enrol' ? { secret, step } : null;
        return finish(enrolment);
      }
      return finish(null);

      async function finish(enrolment: { secret: string; step: number } | null): Promise<CodeStepResult> {
        const signedInToken = newRandomToken();
        await transact(async (tx) => {
          if (enrolment) {
            // Enrolled meanwhile from another sign-in: this secret was never confirmed there.
            if (!(await repo.enrol(tx, staff.id, enrolment.secret, enrolment.step, at))) {
              throw new ValidationError({ code: 'Your authenticator app was set up in another sign-in. Sign in again.' });
            }
            await repo.replaceRecoveryCodes(tx, staff.id, (recoveryCodes ?? []).map(hashRecoveryCode));
          }
          await repo.deleteSession(idHash, tx);
          await repo.insertSession(
            { idHash: hashToken(signedInToken), staffId: staff.id, stage: 'signed-in', pendingTotpSecret: null, createdAt: at, expiresAt: new Date(at.getTime() + STAFF_SESSION_MAX_MS) },
            tx,
          );
          await repo.markSignedIn(tx, staff.id, at);
        });
        return { token: signedInToken, staff, ...(recoveryCodes ? { recoveryCodes } : {}) };
      }
    },

    /** The session of a back-office cookie, or null (unknown, ended, idle too long, member deactivated). */
    async resolveSession(token: string): Promise<StaffSession | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const at = now();
      const idHash = hashToken(token);
      const row = await repo.findSession(idHash, at);
      if (!row) return null;
      const staff: StaffViewer = { id: row.staff.id, email: row.staff.email, role: row.staff.role };
      if (row.stage !== 'signed-in') return { stage: row.stage, staff, idHash };
      const idleForMs = at.getTime() - row.lastSeenAt.getTime();
      if (idleForMs >= idleMs) {
        await repo.deleteSession(idHash);
        return null;
      }
      if (idleForMs >= touchIntervalMs) await repo.touchSession(idHash, at);
      return { stage: 'signed-in', staff };
    },

    async signOut(token: string): Promise<void> {
      if (TOKEN_PATTERN.test(token)) await repo.deleteSession(hashToken(token));
    },
  };
}
export type StaffSignInService = ReturnType<typeof createStaffSignInService>;
