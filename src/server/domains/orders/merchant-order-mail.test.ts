import { buildStoreServices } from '../../testing/fulfilment.fixtures.ts';
import { describe, expect, it } from 'vitest';
import { BILLING, FULL_ADDRESS, SHIPPING } from '../../testing/addresses.fixtures.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { transactOn } from '../../db/executor.ts';
import { jobsOf } from '../../testing/fulfilment.fixtures.ts';
import { submitSandboxForm } from '../payments/payments.fixtures.ts';
import { merchantOrderMessage } from './merchant-order-mail.ts';
import { newOrderOf, ordersOf, pay, readyCheckout, useOrdersApp } from './orders.fixtures.ts';
import type { Order } from './order.types.ts';
import { merchantOrderMailQueue } from './orders.queues.ts';

const ORDER: Order = {
  id: 12,
  accountId: 1,
  userId: 2,
  orderNumber: 'CS-100012',
  paymentReference: null,
  status: 'placed_on_account',
  paymentMethod: 'account',
  totalCents: 6434,
  checkoutKey: 'f:account',
  createdAt: new Date('2025-03-01T11:30:00Z'),
  shippingInfo: SHIPPING,
  billingInfo: BILLING,
  shippingPlace: { country: 'New Zealand', region: 'Auckland' },
  billingPlace: { country: 'New Zealand', region: 'Auckland' },
  shippingFullAddress: FULL_ADDRESS,
  totals: { subTotalCents: 5595, taxTotalCents: 839, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: 0, discountCents: 0, totalCents: 6434 },
  paidAt: null,
  placedBy: 'Ana Ngata',
  lines: [
    { id: 11, shippedQty: 0, productId: 1, variantId: 0, sku: 'NIT-1', title: 'Nitrile Gloves', unitPriceCents: 1299, qty: 2, lineTotalCents: 2598, image: '' },
    { id: 12, shippedQty: 0, productId: 2, variantId: 0, sku: 'APR-1', title: 'Aprons', unitPriceCents: 999, qty: 3, lineTotalCents: 2997, image: '' },
  ],
  shipments: [],
  fulfilment: { status: 'new', carrier: null, trackingRef: null, dispatchedAt: null, deliveredAt: null, deliveryDate: '2026-12-04', deliveryZone: 'Wellington' },
};

describe('merchantOrderMessage', () => {
  it('names the order, its account, who placed it, the PO number, lines and total', () => {
    const message = merchantOrderMessage({ to: 'orders@caresupply.example', order: ORDER, account: { id: 1, accountNumber: '100200', name: 'Sunrise Care' }, publicUrl: 'https://shop.example' });
    expect(message.to).toBe('orders@caresupply.example');
    expect(message.subject).toBe('New order CS-100012 from 100200 Sunrise Care ($64.34)');
    expect(message.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Order number: CS-100012',
        'Order date: 2 March 2025',
        'Account: 100200 Sunrise Care',
        'Placed by: Ana Ngata',
        'Purchase order: PO-7788',
        'Payment: On account',
        '  2 x Nitrile Gloves (NIT-1) at $12.99 = $25.98',
        '  3 x Aprons (APR-1) at $9.99 = $29.97',
        'Total: $64.34',
        '  Notes:',
        '    Leave at reception',
      ]),
    );
  });

  it('links to the order in the back office, from the public base address (issue #26 item 14)', () => {
    const message = merchantOrderMessage({ to: 'orders@caresupply.example', order: ORDER, account: { id: 1, accountNumber: '100200', name: 'Sunrise Care' }, publicUrl: 'https://shop.example' });
    const lines = message.text.split('\n');
    expect(lines.slice(0, 4)).toEqual(['A new order CS-100012 has been placed.', '', 'Open it in the back office:', 'https://shop.example/admin/orders/12']);
  });

  it('keeps an account name or PO number on its own line: no forged line', () => {
    const order = { ...ORDER, shippingInfo: { ...SHIPPING, purchase_order_no: 'PO-1\nTotal: $0.01' } };
    const message = merchantOrderMessage({ to: 'orders@caresupply.example', order, account: { id: 1, accountNumber: '100200', name: 'Evil\r\nTotal: $0.01' }, publicUrl: 'https://shop.example' });
    const lines = message.text.split('\n');
    expect(lines).toContain('Account: 100200 Evil Total: $0.01');
    expect(lines).toContain('Purchase order: PO-1 Total: $0.01');
    expect(lines.filter((line) => line.startsWith('Total:'))).toEqual(['Total: $64.34']);
  });
});

describe('the merchant’s e-mail for each order placed', () => {
  const testApp = useOrdersApp();
  const id = (key: string) => testApp.fixture.products[key]?.id ?? 0;
  const merchantJobs = (orderId: number) => jobsOf(testApp, merchantOrderMailQueue.name, 'orderId', orderId);

  it('is queued with an order placed on account and sent to ORDERS_EMAIL (MERCHANT_EMAIL unless set)', async () => {
    const buyer = await signedInAccount(testApp);
    await readyCheckout(testApp, buyer, [{ id: id('vinyl'), qty: 4 }]);
    expect((await pay(testApp, 'account', buyer)).status).toBe(200);
    // A double click answers the same order and queues nothing more.
    expect((await pay(testApp, 'account', buyer)).status).toBe(200);
    const [order] = await ordersOf(testApp, buyer.accountId);
    expect(await merchantJobs(order?.id ?? 0)).toBe(1);

    const mail = await testApp.mailer.nextTo(testApp.config.mail.ordersEmail);
    expect(testApp.config.mail.ordersEmail).toBe('accounts@caresupply.example');
    expect(mail.subject).toBe(`New order ${order?.order_number} from ${buyer.accountNumber} Test Account ${buyer.accountNumber} ($27.55)`);
    expect(mail.text).toContain('4 x ');
    expect(mail.text).toContain('Total: $27.55');
    expect(mail.text).toContain(`\n${testApp.config.publicUrl}/admin/orders/${order?.id}\n`);
  });

  it('is queued when a card order is paid, not while its payment is open', async () => {
    const buyer = await signedInAccount(testApp);
    await readyCheckout(testApp, buyer, [{ id: id('vinyl'), qty: 1 }]);
    const { body } = await pay(testApp, 'card', buyer);
    const [awaiting] = await ordersOf(testApp, buyer.accountId);
    expect(await merchantJobs(awaiting?.id ?? 0)).toBe(0);

    expect((await submitSandboxForm(testApp, `${body.url}/approve`, buyer)).status).toBe(303);
    await submitSandboxForm(testApp, `${body.url}/approve`, buyer);
    expect(await merchantJobs(awaiting?.id ?? 0)).toBe(1);
    const [paid] = await ordersOf(testApp, buyer.accountId);
    const mail = await testApp.mailer.nextTo(testApp.config.mail.ordersEmail);
    expect(mail.subject).toContain(`New order ${paid?.order_number} `);
    expect(mail.text).toContain('Payment: Paid by card');
  });

  it('is queued in the order’s own transaction: a placement rolled back owes no e-mail', async () => {
    const buyer = await signedInAccount(testApp);
    const { orders } = buildStoreServices(testApp);
    const transact = transactOn(testApp.database.db);
    const prepared = newOrderOf(buyer, 'standing-rollback:account');
    let orderId = 0;
    await expect(
      transact(async (tx) => {
        orderId = placedId(await orders.insertAccountOrder(prepared, tx));
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(orderId).toBeGreaterThan(0);
    expect(await merchantJobs(orderId)).toBe(0);
    expect(await ordersOf(testApp, buyer.accountId)).toEqual([]);

    const placed = await transact((tx) => orders.insertAccountOrder(prepared, tx));
    expect(await merchantJobs(placedId(placed))).toBe(1);
  });
});

function placedId(placed: { order: { id: number } } | { creditRefusal: string } | { stockRefusal: { message: string } }): number {
  if ('creditRefusal' in placed) throw new Error(placed.creditRefusal);
  if ('stockRefusal' in placed) throw new Error(placed.stockRefusal.message);
  return placed.order.id;
}
