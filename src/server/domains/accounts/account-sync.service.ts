// The accounts domain's writes for the ERP's account batches (issue #27 Part 1: only the accounts domain
// writes its tables), each on the caller's transaction so the batch and its audit entry commit together.
import { createAccountSyncRepo } from './account-sync.repo.ts';

export type { AccountFields, AccountKey, AccountState } from './account-sync.repo.ts';

export function createAccountSyncService() {
  const repo = createAccountSyncRepo();
  return {
    lockAccounts: repo.lockAccounts,
    upsertAccounts: repo.upsertAccounts,
    accountIdsByCode: repo.accountIdsByCode,
    findAccountNumbers: repo.findAccountNumbers,
  };
}
export type AccountSyncService = ReturnType<typeof createAccountSyncService>;
