import { isAccountRole } from '../../../shared/account-roles.ts';
import { accounts, accountUsers, users } from '../../db/schema/accounts.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';

/** The user, account and membership columns a signed-in viewer is made of, for queries that join the three tables. */
export const viewerColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  accountId: accounts.id,
  accountNumber: accounts.accountNumber,
  accountName: accounts.name,
  canPayOnAccount: accounts.canPayOnAccount,
  canSwitchAccounts: accounts.canSwitchAccounts,
  role: accountUsers.role,
};

export type ViewerRow = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  accountId: number;
  accountNumber: string;
  accountName: string;
  canPayOnAccount: boolean;
  canSwitchAccounts: boolean;
  /** Null when joined loosely (an order's owner who has left the account). */
  role: string | null;
};

export function toSignedInViewer(row: ViewerRow): SignedInViewer {
  return {
    user: { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName },
    account: {
      id: row.accountId,
      accountNumber: row.accountNumber,
      name: row.accountName,
      canPayOnAccount: row.canPayOnAccount,
      canSwitchAccounts: row.canSwitchAccounts,
      // The column's check constraint allows only the three roles; anything else would be a broken row.
      role: isAccountRole(row.role) ? row.role : 'viewer',
    },
  };
}
