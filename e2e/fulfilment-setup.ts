// Before the e2e store starts (the embedded database is then free): an order placed on account for the
// fulfilment buyer (E2E_BUYERS.fulfilment), moved by the back office's fulfilment service to processing,
// then dispatched with NZ Couriers under ABC123 (issue #17), so e2e/order-fulfilment.spec.ts sees what a
// buyer sees. The back office's routes are not needed for that: the service is what they will call.
import { sql } from 'drizzle-orm';
import { queuesOf } from '../src/server/assembly/assemble.ts';
import { STORE_DOMAINS } from '../src/server/assembly/store-domains.ts';
import { withCliDatabase } from '../src/server/cli/cli-database.ts';
import { loadConfig } from '../src/server/config.ts';
import { transactOn } from '../src/server/db/executor.ts';
import { cartSettingsOf } from '../src/server/domains/cart/cart.service.ts';
import { createCartRepo } from '../src/server/domains/cart/cart.repo.ts';
import { createCartService } from '../src/server/domains/cart/cart.service.ts';
import { createCatalogueRepo } from '../src/server/domains/catalogue/catalogue.repo.ts';
import { createCatalogueService } from '../src/server/domains/catalogue/catalogue.service.ts';
import { createFulfilmentService } from '../src/server/domains/fulfilment/fulfilment.service.ts';
import { createOrdersRepo } from '../src/server/domains/orders/orders.repo.ts';
import { createOrdersService } from '../src/server/domains/orders/orders.service.ts';
import { createPaymentsRepo } from '../src/server/domains/payments/payments.repo.ts';
import { createPaymentsService } from '../src/server/domains/payments/payments.service.ts';
import { createSandboxProvider } from '../src/server/domains/payments/sandbox-provider.ts';
import { createJobQueue } from '../src/server/jobs/job-queue.ts';

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

const silent = { info: () => {}, warn: () => {}, error: (details: object, message: string) => console.error(message, details) };

/** Places one order on account for the account `accountNumber` and dispatches it; answers its id. */
export async function placeAndDispatchOrder(accountNumber: string): Promise<number> {
  return withCliDatabase(async (database) => {
    const { db } = database;
    const config = loadConfig();
    const jobs = createJobQueue(database, silent, { queues: queuesOf(STORE_DOMAINS), isWorker: false, pollingIntervalSeconds: config.jobPollingSeconds });
    await jobs.start();
    try {
      const catalogue = createCatalogueService({ repo: createCatalogueRepo(db) });
      const cart = createCartService({ repo: createCartRepo(db), catalogue, settings: cartSettingsOf(config) });
      const orders = createOrdersService({ repo: createOrdersRepo(db), transact: transactOn(db), cart, jobs });
      const payments = createPaymentsService({ repo: createPaymentsRepo(db), orders, cart, provider: createSandboxProvider(), publicUrl: config.publicUrl, log: silent });
      const fulfilment = createFulfilmentService({ transact: transactOn(db), orders, payments, audit: async () => {}, log: silent });

      const owner = await db.execute<{ account_id: number; user_id: number }>(sql`
        SELECT a.id AS account_id, au.user_id FROM accounts a JOIN account_users au ON au.account_id = a.id WHERE a.account_number = ${accountNumber} LIMIT 1`);
      const ids = owner.rows[0];
      if (!ids) throw new Error(`e2e account ${accountNumber} not found`);
      const totals = { subTotalCents: 2000, taxTotalCents: 300, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: 0, discountCents: 0, totalCents: 2300 };
      const placed = await transactOn(db)((tx) =>
        orders.insertAccountOrder(
          {
            accountId: ids.account_id,
            userId: ids.user_id,
            status: 'placed_on_account',
            paymentMethod: 'account',
            shippingInfo: SHIPPING,
            billingInfo: SHIPPING,
            shippingFullAddress: '17 Dispatch Lane, Ponsonby, Auckland 1011, New Zealand',
            totals,
            checkoutKey: `e2e-fulfilment-${accountNumber}:account`,
            lines: [{ productId: 1, variantId: 0, sku: 'E2E-BOX', title: 'Dispatch test box', unitPriceCents: 2000, qty: 1, lineTotalCents: 2000, image: '' }],
          },
          tx,
        ),
      );
      const staff = { kind: 'staff', staffId: 1, email: 'e2e-warehouse@caresupply.example' } as const;
      await fulfilment.moveStatus(staff, placed.order.id, { status: 'processing' });
      await fulfilment.moveStatus(staff, placed.order.id, { status: 'dispatched', carrier: FULFILMENT_CARRIER, tracking_ref: FULFILMENT_TRACKING_REF });
      return placed.order.id;
    } finally {
      await jobs.stop();
    }
  });
}
