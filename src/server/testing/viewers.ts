// The viewer a service is handed (service and unit tests call services directly, without a session).
import type { SignedInViewer } from '../kernel/viewer.ts';

export type ViewerIds = { userId?: number; accountId?: number; accountNumber?: string; email?: string };

/** A signed-in viewer with these ids (a TestAccount has them all); the rest are plain defaults. */
export function viewerOf(ids: ViewerIds = {}): SignedInViewer {
  const { userId = 1, accountId = 1, accountNumber = '100', email = `user-${userId}@example.test` } = ids;
  return {
    user: { id: userId, email, firstName: 'Test', lastName: 'User' },
    account: { id: accountId, accountNumber, name: 'Test', canPayOnAccount: true, canSwitchAccounts: false, role: 'manager' },
  };
}
