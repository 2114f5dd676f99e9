import type { AccountRole } from '../../shared/account-roles.ts';
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

/**
 * A staff member looking at the storefront as the viewer's user (issue #30 Part 4, 'View as customer'):
 * the storefront shows what that user sees and refuses every change, until `endsAt`.
 */
export type ViewingStaff = { viewId: number; staffId: number; staffEmail: string; accountNumber: string; accountName: string; endsAt: Date };

/** A signed-in viewer as a staff member sees them while viewing as the account. */
export type ViewAsViewer = { viewer: SignedInViewer; viewing: ViewingStaff };
