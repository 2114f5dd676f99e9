// Staff security (issue #30 Part 4): a member's sign-in history and live sessions, 'sign out everywhere',
// and an owner's resets of another member's password (an e-mail link, staff-password-reset.ts) or
// authenticator (enrolled again at the next sign-in). Each change is audited in its own transaction.
// Owners see every member; any member sees their own history and sessions and ends their other sessions.
import type { StaffSessionJson, StaffSignInJson, StaffSignInsQuery, StaffSignInsResponseJson } from '../../../shared/schemas/staff-security.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { staffPermissionRefusedMessage, staffRoleAllows } from '../../../shared/staff-permissions.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { hashToken, newRandomToken } from '../../kernel/tokens.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import { summariseUserAgent } from './browser-summary.ts';
import { STAFF_RESET_TTL_MS } from './staff-password-reset.ts';
import type { LiveSessionRow, SignInRow, StaffSecurityRepo } from './staff-security.repo.ts';
import { staffPasswordResetMailQueue } from './staff.queues.ts';
import type { StaffMemberRow, StaffRepo } from './staff.repo.ts';
import type { StaffViewer } from './staff-viewer.types.ts';

export const OWN_PASSWORD_RESET_MESSAGE = 'You cannot reset your own password. Ask another owner to send you a link.';
export const OWN_AUTHENTICATOR_RESET_MESSAGE = 'You cannot reset your own authenticator. Ask another owner, or sign in with a recovery code.';

function toSignInJson(row: SignInRow): StaffSignInJson {
  return { id: row.id, at: row.at.toISOString(), ip: row.ip, browser: summariseUserAgent(row.userAgent), user_agent: row.userAgent, result: row.result };
}

function toSessionJson(row: LiveSessionRow, currentIdHash: string | null): StaffSessionJson {
  return {
    started_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ip: row.ip,
    browser: row.userAgent === null ? null : summariseUserAgent(row.userAgent),
    user_agent: row.userAgent,
    current: row.idHash === currentIdHash,
  };
}

export function createStaffSecurityService(deps: {
  repo: StaffRepo;
  security: StaffSecurityRepo;
  transact: Transact;
  audit: AuditWriter;
  jobs: JobQueue;
  idleMinutes: number;
  now?: () => Date;
}) {
  const { repo, security, transact, audit, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const idleSince = (at: Date) => new Date(at.getTime() - deps.idleMinutes * 60 * 1000);

  /** A member's own records, or anyone's for a role that manages staff (403 otherwise, before the id is looked up). */
  function checkMayRead(viewer: StaffViewer, id: number): void {
    if (viewer.id !== id && !staffRoleAllows(viewer.role, 'staff')) throw new ForbiddenError(staffPermissionRefusedMessage(viewer.role, 'staff'));
  }

  async function lockedMember(tx: DbExecutor, id: number): Promise<StaffMemberRow> {
    const member = await repo.lockMember(tx, id);
    if (!member) throw new NotFoundError('staff member', id);
    return member;
  }

  async function existingMember(id: number): Promise<StaffMemberRow> {
    const member = await repo.findMember(id);
    if (!member) throw new NotFoundError('staff member', id);
    return member;
  }

  return {
    /** GET /admin/api/staff/{id}/sign-ins: a page of the member's attempts, newest first. */
    async listSignIns(viewer: StaffViewer, id: number, query: StaffSignInsQuery): Promise<StaffSignInsResponseJson> {
      checkMayRead(viewer, id);
      await existingMember(id);
      const { rows, total } = await security.listSignIns(id, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
      return { data: rows.map(toSignInJson), meta: paginationMeta(query.page, query.per_page, total) };
    },

    /** GET /admin/api/staff/{id}/sessions: the member's live sessions, the caller's own marked. */
    async listSessions(viewer: StaffViewer, id: number, currentIdHash: string | null): Promise<StaffSessionJson[]> {
      checkMayRead(viewer, id);
      await existingMember(id);
      const at = now();
      return (await security.listLiveSessions(id, at, idleSince(at))).map((row) => toSessionJson(row, currentIdHash));
    },

    /**
     * DELETE /admin/api/staff/{id}/sessions: signs the member out everywhere. A member doing it to
     * themselves keeps the session they asked from (they expect to stay where they are).
     */
    async endSessions(viewer: StaffViewer, actor: AuditActor, id: number, currentIdHash: string | null): Promise<{ ended: number; isCurrentKept: boolean; email: string }> {
      checkMayRead(viewer, id);
      const keep = viewer.id === id ? currentIdHash : null;
      const at = now();
      return transact(async (tx) => {
        const member = await lockedMember(tx, id);
        const ended = await security.deleteSessionsExcept(tx, id, keep, at, idleSince(at));
        await audit(tx, { actor, action: 'staff.sessions_end', entity: 'staff', entityId: id, reference: member.email, before: null, after: { ended, kept_current: keep !== null } });
        return { ended, isCurrentKept: keep !== null, email: member.email };
      });
    },

    /**
     * POST /admin/api/staff/{id}/reset-password: e-mails the member a link to set a new password (made by
     * the mail job, so no usable link sits in the queue). Their password and sessions stay until they use it.
     */
    async resetPassword(viewer: StaffViewer, actor: AuditActor, id: number): Promise<{ email: string; expiresAt: Date }> {
      if (viewer.id === id) throw new ForbiddenError(OWN_PASSWORD_RESET_MESSAGE);
      const at = now();
      const expiresAt = new Date(at.getTime() + STAFF_RESET_TTL_MS);
      return transact(async (tx) => {
        const member = await lockedMember(tx, id);
        if (!member.isActive) throw new ConflictError(`${member.email} is deactivated: reactivate them first.`);
        // A placeholder nobody knows; the e-mail job makes the real link.
        const resetId = await security.insertPasswordReset(tx, { staffId: id, tokenHash: hashToken(newRandomToken()), requestedBy: viewer.id, createdAt: at, expiresAt });
        await jobs.send(staffPasswordResetMailQueue, { resetId }, { executor: tx });
        await audit(tx, { actor, action: 'staff.reset_password', entity: 'staff', entityId: id, reference: member.email, before: null, after: { link_expires_at: expiresAt.toISOString() } });
        return { email: member.email, expiresAt };
      });
    },

    /** POST /admin/api/staff/{id}/reset-authenticator: forgets it and its recovery codes, and ends the member's sessions. */
    async resetAuthenticator(viewer: StaffViewer, actor: AuditActor, id: number): Promise<{ email: string }> {
      if (viewer.id === id) throw new ForbiddenError(OWN_AUTHENTICATOR_RESET_MESSAGE);
      return transact(async (tx) => {
        const member = await lockedMember(tx, id);
        await security.clearAuthenticator(tx, id);
        await repo.deleteSessionsOf(tx, id);
        await audit(tx, { actor, action: 'staff.reset_authenticator', entity: 'staff', entityId: id, reference: member.email, before: { enrolled: member.isEnrolled }, after: { enrolled: false } });
        return { email: member.email };
      });
    },

    /** The daily sweep: sign-ins older than the history keeps, and resets used or expired a day ago. */
    async sweep(historyDays: number): Promise<{ signIns: number; resets: number }> {
      const at = now().getTime();
      return security.prune(new Date(at - historyDays * 24 * 60 * 60 * 1000), new Date(at - 24 * 60 * 60 * 1000));
    },
  };
}
export type StaffSecurityService = ReturnType<typeof createStaffSecurityService>;
