// What the back office decides, made as customers make it (issue #17 Part 4): a pending trade application,
// and an open address change request on a synced address.
import type { TestAccount } from './factories.ts';
import { createAccountWithUser } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { viewerOf } from './viewers.ts';

let sequence = 0;
/** A trade application's form, each with its own applicant e-mail. */
export function applicationBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    email: `applicant-${process.pid}-${sequence}@harbour.example`,
    company_name: 'Harbour View Rest Home',
    purchaser_name: 'Mere Tane',
    contact_phone: '09 555 0199',
    contact_email: 'office@harbour.example',
    billing_address: '3 Wharf Street',
    billing_suburb: 'Ahuriri',
    billing_city: 'Napier',
    billing_phone: '065550199',
    billing_postcode: '4110',
    same_address: true,
    shipping_address: '3 Wharf Street',
    shipping_suburb: 'Ahuriri',
    shipping_city: 'Napier',
    shipping_phone: '065550199',
    shipping_postcode: '4110',
    ...overrides,
  };
}

/** A pending application, sent through the store's own service. */
export async function newApplication(testApp: TestApp, overrides: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
  const body = applicationBody(overrides);
  await testApp.app.services.applications.apply(body);
  const { rows } = await testApp.database.pool.query('SELECT id FROM trade_applications WHERE email = $1', [body.email]);
  return { id: rows[0].id as number, email: body.email };
}

export const MOVED_ADDRESS = { line_1: '40 New Road', line_2: 'Block B', suburb: 'Petone', city: 'Lower Hutt', post_code: '5012' };

/** An account with a synced primary address and an open request to change it, made by `asker` (its manager by default). */
let syncedAddresses = 0;

export async function openAddressRequest(testApp: TestApp, options: { account?: TestAccount; asker?: { userId: number; email: string } } = {}) {
  const account = options.account ?? (await createAccountWithUser(testApp));
  // A synced address's code is unique within its account (migration 0025): another one for a given account gets its own.
  const integrationCode = options.account ? `ERP-${account.accountId}-${++syncedAddresses}` : `ERP-${account.accountId}`;
  const address = await testApp.app.services.addresses.addAddress(account.accountId, {
    line1: '1 Old Street',
    suburb: 'Alicetown',
    city: 'Lower Hutt',
    postCode: '5010',
    countryId: 155,
    regionId: 0,
    isPrimary: true,
    integrationCode,
  });
  const asker = options.asker ?? account;
  const viewer = viewerOf({ accountId: account.accountId, accountNumber: account.accountNumber, userId: asker.userId, email: asker.email });
  await testApp.app.services.userAddresses.requestChange(viewer, address.id, MOVED_ADDRESS);
  const { rows } = await testApp.database.pool.query('SELECT max(id) AS id FROM address_change_requests WHERE address_id = $1', [address.id]);
  return { account, addressId: address.id, requestId: rows[0].id as number };
}
