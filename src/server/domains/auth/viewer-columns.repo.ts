import { accounts, users } from '../../db/schema/accounts.ts';
import type { SignedInViewer } from './viewer.ts';

/** The user and account columns a signed-in viewer is made of, for queries that join both tables. */
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
    },
  };
}
