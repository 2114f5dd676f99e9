// Before the e2e store starts (the embedded database is then free): an order placed on account for the
// fulfilment buyer (E2E_BUYERS.fulfilment), moved by the back office's fulfilment service to processing,
// then dispatched with NZ Couriers under ABC123 by a warehouse member (issue #17), so
// e2e/order-fulfilment.spec.ts sees what a buyer sees. The store's own services, as the CLI builds them.
import { sql } from 'drizzle-orm';
import type { E2eSetup } from './setup-context.ts';

export const FULFILMENT_CARRIER = 'NZ Couriers';
export const FULFILMENT_TRACKING_REF = 'ABC123';

const SHIPPING = {
  first_name: 'Erin',
  last_name: 'Tester',
  company: 'E2E Fulfilment Care',
  phone: '09 555 0217',
  email: 'e2e-fulfilment@example.test',
  line_1: '17 Dispatch Lane',
  line_2: '',
  suburb: 'Ponsonby',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '1011',
  notes: '',
  purchase_order_no: 'PO-E2E-17',
};

/** One order on account for the account `accountNumber`, placed by its first user; answers its id. */
async function placeOnAccount({ database, services: { orders } }: E2eSetup, accountNumber: string): Promise<number> {
  const { db } = database;
  const owner = await db.execute<{ account_id: number; user_id: number }>(sql`
    SELECT a.id AS account_id, au.user_id FROM accounts a JOIN account_users au ON au.account_id = a.id WHERE a.account_number = ${accountNumber} LIMIT 1`);
  const ids = owner.rows[0];
  if (!ids) throw new Error(`e2e account ${accountNumber} not found`);
  const totals = { subTotalCents: 2000, taxTotalCents: 300, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: 0, discountCents: 0, totalCents: 2300 };
  const placed = await db.transaction((tx) =>
    orders.insertAccountOrder(
      {
        accountId: ids.account_id,
        userId: ids.user_id,
        status: 'placed_on_account',
        paymentMethod: 'account',
        shippingInfo: SHIPPING,
        billingInfo: SHIPPING,
        shippingFullAddress: '17 Dispatch Lane, Ponsonby, Auckland 1011, New Zealand',
        deliveryDate: null,
        deliveryZone: null,
        totals,
        checkoutKey: `e2e-fulfilment-${accountNumber}:account`,
        lines: [{ productId: 1, variantId: 0, sku: 'E2E-BOX', title: 'Dispatch test box', unitPriceCents: 2000, qty: 1, lineTotalCents: 2000, image: '' }],
      },
      tx,
    ),
  );
  if ('creditRefusal' in placed) throw new Error(placed.creditRefusal);
  if ('stockRefusal' in placed) throw new Error(placed.stockRefusal.message);
  return placed.order.id;
}

/** Places one order on account for each account of `accountNumbers` and dispatches it (issuing its invoice); answers their ids. */
export async function placeAndDispatchOrders(setup: E2eSetup, accountNumbers: readonly string[]): Promise<number[]> {
  const { fulfilment, staff } = setup.services;
  const warehouse = await staff.createFromCli({ email: 'e2e-warehouse@caresupply.example', password: 'Totara-warehouse-2026', role: 'warehouse' });
  const actor = { kind: 'staff', staffId: warehouse.id, email: warehouse.email } as const;
  const ids: number[] = [];
  for (const accountNumber of accountNumbers) {
    const orderId = await placeOnAccount(setup, accountNumber);
    await fulfilment.moveStatus(actor, orderId, { status: 'processing' });
    await fulfilment.moveStatus(actor, orderId, { status: 'dispatched', carrier: FULFILMENT_CARRIER, tracking_ref: FULFILMENT_TRACKING_REF });
    ids.push(orderId);
  }
  return ids;
}

/** Issue #19: one order on account, left new, for the account `accountNumber` (e2e/admin-integrations.spec.ts moves it). */
export async function placeNewOrder(setup: E2eSetup, accountNumber: string): Promise<number> {
  return placeOnAccount(setup, accountNumber);
}
