// Signing in to the back office (issue #17 Part 2): the password, then the authenticator's code (or a
// recovery code); a first sign-in enrols the authenticator and hands out ten recovery codes. A session
// that passed only the password is a 'code' or 'enrol' session for a few minutes: it reaches the code
// step and nothing else. Signed-in sessions end after ADMIN_IDLE_MINUTES without a request and 12 h
// after sign-in, whatever happens. They are not cached: each staff request reads its session, so a
// deactivation or a new role holds from the next request in every process.
import type { Transact } from '../../db/executor.ts';
import type { AuditWriter } from '../audit/audit-entry.types.ts';
import { ValidationError } from '../../errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../kernel/password-hash.ts';
import { hashToken, newRandomToken, TOKEN_PATTERN } from '../../kernel/tokens.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { codeFailedEntry, passwordFailedEntry, signedInEntry, type CodeFailure, type SignInMethod } from './staff-sign-in-audit.ts';
import type { StaffSignInResult } from '../../../shared/schemas/staff-security.ts';
import type { StaffSecurityRepo } from './staff-security.repo.ts';
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

/** Where an attempt came from: the address, and the user agent (cut to USER_AGENT_MAX_LENGTH). */
export type AttemptOrigin = { ip: string; userAgent: string };
export const USER_AGENT_MAX_LENGTH = 512;

const SIGN_IN_RESULTS: Record<SignInMethod, StaffSignInResult> = {
  authenticator: 'signed_in',
  'new authenticator': 'signed_in_new_authenticator',
  'recovery code': 'signed_in_recovery_code',
};

function codeFailureResult(failure: CodeFailure, isLockout: boolean): StaffSignInResult {
  if (isLockout) return 'locked';
  if (failure.step === 'recovery code') return 'wrong_recovery_code';
  return failure.reason === 'code used already' ? 'code_reused' : 'wrong_code';
}

export function createStaffSignInService(deps: { repo: StaffRepo; security: StaffSecurityRepo; transact: Transact; audit: AuditWriter; idleMinutes: number; now?: () => Date }) {
  const { repo, security, transact, audit } = deps;
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

  /** The origin as stored: the user agent cut to its limit. */
  const originOf = (input: AttemptOrigin): AttemptOrigin => ({ ip: input.ip, userAgent: input.userAgent.slice(0, USER_AGENT_MAX_LENGTH) });

  /** Counts a wrong code, on record with it; the last one allowed ends the pending session. */
  async function failCode(idHash: string, staff: StaffViewer, origin: AttemptOrigin, failure: CodeFailure, message: string): Promise<never> {
    const field = failure.step === 'recovery code' ? 'recovery_code' : 'code';
    const isEnded = await transact(async (tx) => {
      // Infinity when the session has ended meanwhile (a parallel wrong code ended it): not a count, nor a second lockout.
      const failures = await repo.addCodeFailure(idHash, tx);
      const isLockout = failures === CODE_FAILURES_PER_SIGN_IN;
      if (isLockout) await repo.deleteSession(idHash, tx);
      await audit(tx, codeFailedEntry(staff, failure, Number.isFinite(failures) ? failures : null, isLockout, origin.ip));
      await security.insertSignIn(tx, { staffId: staff.id, at: now(), ...origin, result: codeFailureResult(failure, isLockout) });
      return failures >= CODE_FAILURES_PER_SIGN_IN;
    });
    throw new ValidationError({ [field]: isEnded ? TOO_MANY_CODES_MESSAGE : message });
  }

  return {
    /**
     * The password step. Unknown e-mail, wrong password and a deactivated member fail alike and take
     * the same time (one scrypt). A new session replaces the visitor's earlier one (never reused).
     */
    async checkPassword(input: { email: string; password: string; previousToken: string | undefined } & AttemptOrigin): Promise<PasswordStepResult> {
      const member = await repo.findMemberForSignIn(input.email);
      const isMatch = member ? await verifyPassword(input.password, member.passwordHash) : await verifyAgainstDummy(input.password);
      if (!member || !isMatch || !member.isActive) {
        const reason = !member ? 'no member has this e-mail' : isMatch ? 'deactivated' : 'wrong password';
        await transact(async (tx) => {
          await audit(tx, passwordFailedEntry(input.email.trim(), member, reason, input.ip));
          if (member) await security.insertSignIn(tx, { staffId: member.id, at: now(), ...originOf(input), result: reason === 'deactivated' ? 'deactivated' : 'wrong_password' });
        });
        return { ok: false };
      }
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
        ...originOf(input),
      });
      await sweep(at);
      if (secret === null) return { ok: true, token, next: 'code' };
      return { ok: true, token, next: 'enrol', secret, otpauthUrl: otpauthUrlOf(secret, input.email.trim()) };
    },

    /**
     * The code step of a session that passed the password. Success replaces that session with a
     * signed-in one (a new id); at enrolment the secret is kept and ten recovery codes are made.
     */
    async checkCode(token: string, input: { code?: string; recoveryCode?: string } & AttemptOrigin): Promise<CodeStepResult> {
      const at = now();
      const idHash = hashToken(token);
      const session = await repo.findSession(idHash, at);
      if (!session || session.stage === 'signed-in') throw new ValidationError({ code: 'Sign in with your password first.' });
      const staff: StaffViewer = { id: session.staff.id, email: session.staff.email, role: session.staff.role };
      const origin = originOf(input);
      const wrongCode = (failure: CodeFailure, message: string) => failCode(idHash, staff, origin, failure, message);
      let recoveryCodes: string[] | undefined;

      if (input.recoveryCode !== undefined) {
        if (session.stage === 'enrol') throw new ValidationError({ recovery_code: 'Recovery codes are given once your authenticator app is set up.' });
        const signedIn = await finish('recovery code', null, hashRecoveryCode(input.recoveryCode));
        return signedIn ?? wrongCode({ step: 'recovery code', reason: 'wrong code' }, WRONG_RECOVERY_CODE_MESSAGE);
      }
      const secret = session.stage === 'enrol' ? session.pendingTotpSecret : session.staff.totpSecret;
      const step = secret === null ? null : matchingStep(secret, input.code ?? '', at);
      if (secret === null || step === null) return wrongCode({ step: 'authenticator code', reason: 'wrong code' }, WRONG_CODE_MESSAGE);
      if (session.stage === 'code' && !(await repo.claimTotpStep(staff.id, step))) return wrongCode({ step: 'authenticator code', reason: 'code used already' }, USED_CODE_MESSAGE);
      if (session.stage === 'enrol') recoveryCodes = newRecoveryCodes();
      const enrolment = session.stage === 'enrol' ? { secret, step } : null;
      const signedIn = await finish(enrolment ? 'new authenticator' : 'authenticator', enrolment, null);
      if (signedIn === null) throw new Error('a sign-in without a recovery code is never refused as it ends');
      return signedIn;

      /**
       * The signed-in session, the sign-in's record and (when one was given) the recovery code's use, in
       * one transaction; null, with nothing written, when the recovery code is wrong or used.
       */
      async function finish(method: SignInMethod, enrolment: { secret: string; step: number } | null, recoveryCodeHash: string | null): Promise<CodeStepResult | null> {
        const signedInToken = newRandomToken();
        const isSignedIn = await transact(async (tx) => {
          let recoveryCodesLeft: number | undefined;
          if (recoveryCodeHash !== null) {
            if (!(await repo.useRecoveryCode(tx, staff.id, recoveryCodeHash, at))) return false;
            recoveryCodesLeft = await repo.countUnusedRecoveryCodes(tx, staff.id);
          }
          if (enrolment) {
            // Enrolled meanwhile from another sign-in: this secret was never confirmed there.
            if (!(await repo.enrol(tx, staff.id, enrolment.secret, enrolment.step, at))) {
              throw new ValidationError({ code: 'Your authenticator app was set up in another sign-in. Sign in again.' });
            }
            await repo.replaceRecoveryCodes(tx, staff.id, (recoveryCodes ?? []).map(hashRecoveryCode));
          }
          await repo.deleteSession(idHash, tx);
          await repo.insertSession(
            { idHash: hashToken(signedInToken), staffId: staff.id, stage: 'signed-in', pendingTotpSecret: null, createdAt: at, expiresAt: new Date(at.getTime() + STAFF_SESSION_MAX_MS), ...origin },
            tx,
          );
          await repo.markSignedIn(tx, staff.id, at);
          await audit(tx, signedInEntry(staff, input.ip, method, recoveryCodesLeft));
          await security.insertSignIn(tx, { staffId: staff.id, at, ...origin, result: SIGN_IN_RESULTS[method] });
          return true;
        });
        if (!isSignedIn) return null;
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
