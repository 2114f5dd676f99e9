// The addresses domain's writes for the ERP's account batches (issue #27 Part 1: only the addresses domain
// writes its table): an account's synced addresses, on the caller's transaction.
import { createAddressSyncRepo } from './address-sync.repo.ts';

export type { AddressFields, StoredAddress } from './address-sync.repo.ts';

export function createAddressSyncService() {
  const repo = createAddressSyncRepo();
  return { lockSyncedAddresses: repo.lockSyncedAddresses, syncAddresses: repo.syncAddresses };
}
export type AddressSyncService = ReturnType<typeof createAddressSyncService>;
