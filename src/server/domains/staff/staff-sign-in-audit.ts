// Back-office sign-ins on record (issue #26 item 9): each success, each failed password or code that the
// sign-in limits let through, a recovery code used (how many are left, never which), and the end of a
// sign-in after too many wrong codes. Never the password or code typed. An attempt the limits refuse (429)
// writes nothing: it costs a guesser nothing, and the log is append-only (the server log has it).
import type { AuditActor, AuditEntry, StaffActor } from '../audit/audit-entry.types.ts';

export type SignInMethod = 'authenticator' | 'new authenticator' | 'recovery code';
export type PasswordFailure = 'no member has this e-mail' | 'wrong password' | 'deactivated';
export type CodeFailure = { step: 'authenticator code' | 'recovery code'; reason: 'wrong code' | 'code used already' };

const staffActorOf = (member: { id: number; email: string }): StaffActor => ({ kind: 'staff', staffId: member.id, email: member.email });

/** Signed in, after the code step; a recovery code's entry says how many remain. */
export function signedInEntry(member: { id: number; email: string }, ip: string, method: SignInMethod, recoveryCodesLeft?: number): AuditEntry {
  return {
    actor: staffActorOf(member),
    action: 'staff.sign_in',
    entity: 'staff',
    entityId: member.id,
    reference: member.email,
    before: null,
    after: { method, ...(recoveryCodesLeft === undefined ? {} : { recovery_codes_left: recoveryCodesLeft }), ip },
  };
}

/**
 * A refused password. The actor is the member the e-mail names (even when the password was wrong:
 * the attempt was made as them), or, when no member has it, the e-mail as typed.
 */
export function passwordFailedEntry(typedEmail: string, member: { id: number; email: string } | undefined, reason: PasswordFailure, ip: string): AuditEntry {
  const actor: AuditActor = member ? staffActorOf(member) : { kind: 'sign-in', staffId: null, email: typedEmail };
  return {
    actor,
    action: 'staff.sign_in_failed',
    entity: 'staff',
    entityId: member?.id ?? typedEmail,
    reference: member?.email ?? typedEmail,
    before: null,
    after: { step: 'password', reason, ip },
  };
}

/** A refused code; the one that ends the sign-in (too many) is recorded as the lockout it is. */
export function codeFailedEntry(member: { id: number; email: string }, failure: CodeFailure, failures: number | null, isLockout: boolean, ip: string): AuditEntry {
  return {
    actor: staffActorOf(member),
    action: isLockout ? 'staff.sign_in_locked' : 'staff.sign_in_failed',
    entity: 'staff',
    entityId: member.id,
    reference: member.email,
    before: null,
    after: { ...failure, ...(failures === null ? {} : { failures }), ip },
  };
}
