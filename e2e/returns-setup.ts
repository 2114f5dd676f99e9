// Issue #30 Part 2: before the e2e store starts, the returns buyer's order (placed and dispatched by
// e2e/fulfilment-setup.ts) is marked delivered by the warehouse, so e2e/returns.spec.ts can return it.
import { sql } from 'drizzle-orm';
import type { E2eSetup } from './setup-context.ts';

export const RETURNS_BUYER = { email: 'e2e-returns@example.test', password: 'e2e-password', accountNumber: '900032' } as const;

/** Moves every dispatched order of the account `accountNumber` to delivered, as the warehouse member. */
export async function deliverOrdersOf({ database: { db }, services: { fulfilment } }: E2eSetup, accountNumber: string): Promise<void> {
  const { rows: [warehouse] } = await db.execute<{ id: number; email: string }>(sql`SELECT id, email FROM staff_members WHERE email = 'e2e-warehouse@caresupply.example'`);
  if (!warehouse) throw new Error('the e2e warehouse member is missing: run placeAndDispatchOrders first');
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT o.id FROM orders o JOIN accounts a ON a.id = o.account_id WHERE a.account_number = ${accountNumber} AND o.fulfilment_status = 'dispatched'`);
  for (const { id } of rows) await fulfilment.moveStatus({ kind: 'staff', staffId: warehouse.id, email: warehouse.email }, id, { status: 'delivered' });
}
