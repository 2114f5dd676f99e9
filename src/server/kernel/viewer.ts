import { isAccountRole, type AccountRole } from '../../shared/account-roles.ts';
import { UnauthenticatedError } from '../errors.ts';

export type ViewerAccount = {
  id: number;
  accountNumber: string;
  name: string;
  canPayOnAccount: boolean;
  canSwitchAccounts: boolean;
  /** The user's role in this account. */
  role: AccountRole;
};

export type ViewerUser = { id: number; email: string; firstName: string; lastName: string };

/** Who is making a request: a guest (both null) or a user acting within their current account. */
export type Viewer = { user: ViewerUser | null; account: ViewerAccount | null };

export const GUEST: Viewer = Object.freeze({ user: null, account: null });

export type SignedInViewer = { user: ViewerUser; account: ViewerAccount };

export function requireSignedIn(viewer: Viewer): SignedInViewer {
  if (!viewer.user || !viewer.account) throw new UnauthenticatedError();
  return { user: viewer.user, account: viewer.account };
}

/** The user, account and membership columns of a signed-in viewer, as a query that joins the three tables reads them. */
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
