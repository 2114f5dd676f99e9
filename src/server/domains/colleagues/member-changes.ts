// A change to a member's place in an account (a new role, or out), shared by a manager's changes
// (colleagues.service.ts) and the merchant's staff (staff-colleagues.service.ts): the account is locked,
// so two changes to its managers are made one at a time, and it never loses its last manager.
import type { AccountRole } from '../../../shared/account-roles.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { NotFoundError } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ColleaguesRepo } from './colleagues.repo.ts';

export type MemberChange = { role: AccountRole } | { remove: true };

export async function changeMember(
  deps: { repo: ColleaguesRepo; transact: Transact; auth: Pick<AuthService, 'memberChanged' | 'endMemberSessions' | 'forgetMember'> },
  accountId: number,
  userId: number,
  change: MemberChange,
  options: {
    /** The error that refuses to leave the account without a manager. */
    lastManager: () => Error;
    /** More work in the change's transaction (its audit entry), given the member's role before. */
    alongside?: (tx: DbExecutor, before: { role: string }) => Promise<void>;
  },
): Promise<void> {
  const { repo, auth } = deps;
  await deps.transact(async (tx) => {
    await repo.lockAccount(tx, accountId);
    const role = await repo.findMemberRole(tx, accountId, userId);
    if (role === undefined) throw new NotFoundError('account user', String(userId));
    const staysManager = 'role' in change && change.role === 'manager';
    if (role === 'manager' && !staysManager && (await repo.countManagers(tx, accountId)) <= 1) throw options.lastManager();
    if ('role' in change) {
      await repo.setRole(tx, accountId, userId, change.role);
      await auth.memberChanged(tx, accountId, userId);
    } else {
      await repo.removeMember(tx, accountId, userId);
      await auth.endMemberSessions(tx, accountId, userId);
    }
    await options.alongside?.(tx, { role });
  });
  auth.forgetMember(accountId, userId);
}
