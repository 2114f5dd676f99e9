import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithUser, type TestAccount } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { newOrderOf, ordersOf } from './orders.fixtures.ts';
import { createOrdersRepo } from './orders.repo.ts';

describe('orders repo: one order per checkout key', () => {
  const testApp = useTestApp();
  let account: TestAccount;
  beforeAll(async () => {
    account = await createAccountWithUser(testApp);
  });
  const newOrder = (checkoutKey: string) => newOrderOf(account, checkoutKey);

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
