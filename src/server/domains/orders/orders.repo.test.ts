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

  it('numbers an order CS- and the next number only when asked in its placing transaction, and only once', async () => {
    const repo = createOrdersRepo(testApp.database.db);
    const first = await repo.insertOrder(newOrder('key-a:account'));
    const second = await repo.insertOrder(newOrder('key-b:account'));
    expect([first.order.orderNumber, second.order.orderNumber]).toEqual([null, null]);
    const firstNumber = await repo.assignOrderNumber(first.order.id);
    const secondNumber = await repo.assignOrderNumber(second.order.id);
    const numberOf = (value: string) => Number(value.replace(/^CS-/, ''));
    expect(firstNumber).toMatch(/^CS-\d{6,}$/);
    expect(numberOf(firstNumber)).toBeGreaterThanOrEqual(100001);
    expect(numberOf(secondNumber)).toBe(numberOf(firstNumber) + 1);
    // Asked again, the order keeps its number and uses none up.
    expect(await repo.assignOrderNumber(first.order.id)).toBe(firstNumber);
    const third = await repo.insertOrder(newOrder('key-c:account'));
    expect(numberOf(await repo.assignOrderNumber(third.order.id))).toBe(numberOf(secondNumber) + 1);
  });

  it('gives a card order its own PAY- reference and no order number', async () => {
    const repo = createOrdersRepo(testApp.database.db);
    const card = await repo.insertOrder({ ...newOrder('cart-p:card'), status: 'awaiting_payment', paymentMethod: 'card' });
    expect(card.order.orderNumber).toBeNull();
    expect(card.order.paymentReference).toMatch(/^PAY-\d{6,}$/);
    expect((await repo.insertOrder(newOrder('cart-p:account'))).order.paymentReference).toBeNull();
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
