// Issue #19: orders for the ERP's feed tests that the test places itself, step by step.
import { randomBytes } from 'node:crypto';
import { newOrderOf } from '../domains/orders/orders.fixtures.ts';
import { createOrdersRepo } from '../domains/orders/orders.repo.ts';
import type { TestAccount } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A card order awaiting payment: no number yet, so not placed; answers its id. */
export async function insertUnplacedCardOrder(testApp: TestApp, account: TestAccount): Promise<number> {
  const { order } = await createOrdersRepo(testApp.database.db).insertOrder({
    ...newOrderOf(account, `unplaced-${randomBytes(8).toString('hex')}`),
    status: 'awaiting_payment',
    paymentMethod: 'card',
  });
  return order.id;
}
