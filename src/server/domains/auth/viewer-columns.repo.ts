import { accounts, accountUsers, users } from '../../db/schema/accounts.ts';

/** The user, account and membership columns a signed-in viewer is made of (kernel/viewer-row.ts), for queries that join the three tables. */
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
