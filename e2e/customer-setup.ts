// Before the e2e store starts (e2e/start-server.ts): the back office's customer screens need an account
// with a synced address (its code in the merchant's system) and two open requests from its manager to
// change it, which conflict (e2e/admin-customers.spec.ts). The store's own services, as the CLI builds them.
import { sql } from 'drizzle-orm';
import type { E2eSetup } from './setup-context.ts';

export const DESK_ACCOUNT = { email: 'e2e-desk-care@example.test', accountNumber: '900018', name: 'E2E Desk Care' };
export const SYNCED_ADDRESS = { line_1: '1 Old Street', suburb: 'Alicetown', city: 'Lower Hutt', post_code: '5010', integration_code: 'ERP-900018' };
export const REQUESTED_ADDRESS = { line_1: '40 New Road', line_2: 'Block B', suburb: 'Petone', city: 'Lower Hutt', post_code: '5012' };
/** A second open request for the same address (issue #26): the two are flagged as conflicting. */
export const CONFLICTING_ADDRESS = { ...REQUESTED_ADDRESS, line_1: '42 New Road' };

/** Gives the account `accountNumber` a synced primary address and opens its manager's two requests to change it. */
export async function openAddressRequest({ database, services: { addresses, userAddresses } }: E2eSetup, accountNumber: string): Promise<void> {
  const found = await database.db.execute<{ account_id: number; name: string; user_id: number; email: string }>(sql`
    SELECT a.id AS account_id, a.name, u.id AS user_id, u.email FROM accounts a
    JOIN account_users au ON au.account_id = a.id JOIN users u ON u.id = au.user_id
    WHERE a.account_number = ${accountNumber} LIMIT 1`);
  const ids = found.rows[0];
  if (!ids) throw new Error(`e2e account ${accountNumber} not found`);
  const address = await addresses.addAddress(ids.account_id, {
    line1: SYNCED_ADDRESS.line_1,
    suburb: SYNCED_ADDRESS.suburb,
    city: SYNCED_ADDRESS.city,
    postCode: SYNCED_ADDRESS.post_code,
    countryId: 155,
    regionId: 0,
    isPrimary: true,
    integrationCode: SYNCED_ADDRESS.integration_code,
  });
  const viewer = {
    user: { id: ids.user_id, email: ids.email, firstName: 'Erin', lastName: 'Tester' },
    account: { id: ids.account_id, accountNumber, name: ids.name, canPayOnAccount: true, canSwitchAccounts: false, role: 'manager' as const },
  };
  await userAddresses.requestChange(viewer, address.id, REQUESTED_ADDRESS);
  await userAddresses.requestChange(viewer, address.id, CONFLICTING_ADDRESS);
}
