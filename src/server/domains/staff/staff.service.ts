// The staff list (issue #17 Part 2): `staff:create` makes the first owner; owners add members, change
// their role and deactivate them. Every change through /admin/api/ is written to the audit log in its
// own transaction; deactivating a member ends their sessions in that transaction too.
import type { StaffMemberJson } from '../../../shared/schemas/staff.ts';
import type { StaffRole } from '../../../shared/staff-permissions.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import { hashPassword } from '../../kernel/password-hash.ts';
import { checkNewPassword } from '../../kernel/password-rules.ts';
import type { StaffMemberRow, StaffRepo } from './staff.repo.ts';

export const EMAIL_TAKEN_MESSAGE = 'A staff member with this email address already exists.';
export const LAST_OWNER_MESSAGE = 'The store needs at least one active owner: make another member an owner first.';

export function toStaffMemberJson(row: StaffMemberRow): StaffMemberJson {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    active: row.isActive,
    enrolled: row.isEnrolled,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a member: never the password or the authenticator. */
const auditedValues = (row: StaffMemberRow) => ({ email: row.email, role: row.role, active: row.isActive });

export function createStaffService(deps: { repo: StaffRepo; transact: Transact; audit: AuditWriter }) {
  const { repo, transact } = deps;

  /** The password rule and its hash, before any transaction (a scrypt must not hold a connection). */
  async function prepareMember(input: { email: string; password: string; role: StaffRole }) {
    const problem = await checkNewPassword(input.password, input.email);
    if (problem !== null) throw new ValidationError({ password: problem });
    return { email: input.email.trim(), passwordHash: await hashPassword(input.password), role: input.role };
  }

  async function insertMember(executor: DbExecutor, member: Awaited<ReturnType<typeof prepareMember>>): Promise<StaffMemberRow> {
    const row = await repo.insertMember(executor, member);
    if (!row) throw new ValidationError({ email: EMAIL_TAKEN_MESSAGE });
    return row;
  }

  return {
    /** `staff:create`: a member without an actor (the shell is the store's own operator); not audited. */
    async createFromCli(input: { email: string; password: string; role: StaffRole }): Promise<StaffMemberJson> {
      const member = await prepareMember(input);
      return toStaffMemberJson(await transact((tx) => insertMember(tx, member)));
    },

    async list(): Promise<StaffMemberJson[]> {
      return (await repo.listMembers()).map(toStaffMemberJson);
    },

    /** POST /admin/api/staff: the new member signs in with this password and enrols an authenticator. */
    async create(actor: AuditActor, input: { email: string; password: string; role: StaffRole }): Promise<StaffMemberJson> {
      const member = await prepareMember(input);
      const row = await transact(async (tx) => {
        const created = await insertMember(tx, member);
        await deps.audit(tx, { actor, action: 'staff.create', entity: 'staff', entityId: created.id, reference: created.email, before: null, after: auditedValues(created) });
        return created;
      });
      return toStaffMemberJson(row);
    },

    /**
     * PATCH /admin/api/staff/{id}: a new role, or (de)activation. A deactivated member's sessions end
     * in the same transaction. The last active owner cannot be demoted or deactivated (409): the active
     * owners are locked first, so two owners demoting each other at once cannot both succeed.
     */
    async update(actor: AuditActor, id: number, change: { role?: StaffRole; active?: boolean }): Promise<StaffMemberJson> {
      const row = await transact(async (tx) => {
        const owners = await repo.lockActiveOwners(tx);
        const before = await repo.lockMember(tx, id);
        if (!before) throw new NotFoundError('staff member', id);
        const isLeavingOwners = before.role === 'owner' && before.isActive && ((change.role ?? 'owner') !== 'owner' || change.active === false);
        if (isLeavingOwners && owners.filter((ownerId) => ownerId !== id).length === 0) throw new ConflictError(LAST_OWNER_MESSAGE);
        const after = await repo.updateMember(tx, id, { role: change.role, isActive: change.active });
        if (!after) throw new NotFoundError('staff member', id);
        if (!after.isActive) await repo.deleteSessionsOf(tx, id);
        const changed = Object.entries(auditedValues(after)).filter(([key, value]) => auditedValues(before)[key as 'role'] !== value);
        if (changed.length > 0) {
          const beforeValues = auditedValues(before) as Record<string, unknown>;
          await deps.audit(tx, {
            actor,
            action: change.active === false && before.isActive ? 'staff.deactivate' : 'staff.update',
            entity: 'staff',
            entityId: id,
            reference: after.email,
            before: Object.fromEntries(changed.map(([key]) => [key, beforeValues[key]])),
            after: Object.fromEntries(changed),
          });
        }
        return after;
      });
      return toStaffMemberJson(row);
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
