// Before the e2e store starts (e2e/start-server.ts): the account the desk takes an order for by phone
// (e2e/admin-phone-order.spec.ts) needs a delivery address to send it to.
import { sql } from 'drizzle-orm';
import type { E2eSetup } from './setup-context.ts';

export const PHONE_ACCOUNT = { email: 'e2e-phone@example.test', number: '900034', name: 'E2E Phone Orders Care' };
export const PHONE_ADDRESS = { line_1: '7 Kauri Street', suburb: 'Ponsonby', city: 'Auckland', post_code: '1011' };

export async function addPhoneOrderAddress({ database, services: { addresses } }: E2eSetup): Promise<void> {
  const found = await database.db.execute<{ id: number }>(sql`SELECT id FROM accounts WHERE account_number = ${PHONE_ACCOUNT.number}`);
  const accountId = found.rows[0]?.id;
  if (!accountId) throw new Error(`e2e account ${PHONE_ACCOUNT.number} not found`);
  await addresses.addAddress(accountId, {
    line1: PHONE_ADDRESS.line_1,
    suburb: PHONE_ADDRESS.suburb,
    city: PHONE_ADDRESS.city,
    postCode: PHONE_ADDRESS.post_code,
    countryId: 155,
    regionId: 0,
    isPrimary: true,
  });
}
