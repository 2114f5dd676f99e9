import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithUser, type TestAccount } from '../../testing/factories.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { BILLING, FULL_ADDRESS, ordersOf, SHIPPING } from './orders.fixtures.ts';
import { createOrdersRepo } from './orders.repo.ts';
import type { NewOrder } from './order-types.ts';

describe('orders repo: one order per checkout key', () => {
  let testApp: TestApp;
  let account: TestAccount;

  beforeAll(async () => {
    testApp = await buildTestApp();
    account = await createAccountWithUser(testApp);
  });
  afterAll(async () => testApp.close());

  const newOrder = (checkoutKey: string): NewOrder => ({
    accountId: account.accountId,
    userId: account.userId,
    status: 'placed_on_account',
    paymentMethod: 'account',
    shippingInfo: SHIPPING,
    billingInfo: BILLING,
    shippingFullAddress: FULL_ADDRESS,
    totals: { subTotalCents: 1000, taxTotalCents: 150, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: 0, discountCents: 0, totalCents: 1150 },
    checkoutKey,
    lines: [{ productId: 1, variantId: 0, sku: 'X-1', title: 'Thing', unitPriceCents: 500, qty: 2, lineTotalCents: 1000 }],
  });

  it('inserts once when the same key arrives at the same instant; the others read that order back', async () => {
    const repo = createOrdersRepo(testApp.database.db);
    const results = await Promise.all([1, 2, 3].map(() => repo.insertOrder(newOrder('same-key:account'))));

    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(new Set(results.map((result) => result.order.id)).size).toBe(1);
    expect(await ordersOf(testApp, account.accountId)).toHaveLength(1);
  });

  it('numbers orders CS- followed by a sequence from 100001 upwards, each unique', async () => {
    const repo = createOrdersRepo(testApp.database.db);
    const first = await repo.insertOrder(newOrder('key-a:account'));
    const second = await repo.insertOrder(newOrder('key-b:account'));
    const numberOf = (value: string) => Number(value.replace(/^CS-/, ''));
    expect(first.order.orderNumber).toMatch(/^CS-\d{6,}$/);
    expect(numberOf(first.order.orderNumber)).toBeGreaterThanOrEqual(100001);
    expect(numberOf(second.order.orderNumber)).toBeGreaterThan(numberOf(first.order.orderNumber));
  });

  it('frees the key of a cancelled card order, so the same cart can be ordered again', async () => {
    const repo = createOrdersRepo(testApp.database.db);
    const card = { ...newOrder('cart-x:card'), status: 'awaiting_payment' as const, paymentMethod: 'card' as const };
    const first = await repo.insertOrder(card);
    expect(await repo.cancelAwaitingOrder(first.order.id)).toBe(true);
    expect(await repo.cancelAwaitingOrder(first.order.id)).toBe(false);

    const second = await repo.insertOrder(card);
    expect(second.isNew).toBe(true);
    expect(second.order.id).not.toBe(first.order.id);
  });
});
