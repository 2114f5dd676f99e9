// Issue #16 item 5: only an order that is placed (on account, or paid by card) gets an order number,
// the next after the last one given, so the numbers an accounts clerk sees have no gaps; a card
// payment in progress has its own 'PAY-' reference.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, okBody } from '../../testing/api.ts';
import { signedInAccount, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { submitSandboxForm } from '../payments/payments.fixtures.ts';
import { ordersOf, pay, readyCheckout, useOrdersApp } from './orders.fixtures.ts';

const numberOf = (orderNumber: string | null | undefined) => Number(/^CS-(\d+)$/.exec(orderNumber ?? '')?.[1] ?? Number.NaN);

describe('order numbers', () => {
  const testApp = useOrdersApp();
  const lines = () => [{ id: testApp.fixture.products.vinyl?.id ?? 0, qty: 2 }];
  const buyer = () => signedInAccount(testApp, { canPayOnAccount: true });

  async function placeOnAccount(account: TestAccount & TestSession): Promise<string> {
    await readyCheckout(testApp, account, lines());
    okBody(await pay(testApp, 'account', account));
    const placed = (await ordersOf(testApp, account.accountId)).filter((order) => order.status === 'placed_on_account');
    return placed.at(-1)?.order_number ?? '';
  }

  /** Starts a card payment and presses one of the sandbox page's buttons; answers the card order's row. */
  async function payByCard(account: TestAccount & TestSession, button: 'approve' | 'decline') {
    await readyCheckout(testApp, account, lines());
    const { body } = await pay(testApp, 'card', account);
    const [attempt] = (await ordersOf(testApp, account.accountId)).filter((order) => order.status === 'awaiting_payment');
    expect(attempt).toMatchObject({ order_number: null, payment_reference: expect.stringMatching(/^PAY-\d{6,}$/) });
    // What the confirmation page reads while the payment is in progress: the reference, no number.
    const inProgress = okBody(await apiAs(testApp, account).get(`/api/order-history/${attempt?.id}`)).data;
    expect(inProgress).toMatchObject({ status: 'awaiting_payment', order_number: null, payment_reference: attempt?.payment_reference });
    expect((await submitSandboxForm(testApp, `${body.url}/${button}`, account)).status).toBe(303);
    return (await ordersOf(testApp, account.accountId)).find((order) => order.id === attempt?.id);
  }

  it('uses no number for a declined card attempt: the next order on account follows on from the last', async () => {
    const account = await buyer();
    const first = await placeOnAccount(account);
    const declined = await payByCard(account, 'decline');
    expect(declined).toMatchObject({ status: 'cancelled', order_number: null });
    const next = await placeOnAccount(account);
    expect(numberOf(next)).toBe(numberOf(first) + 1);
  });

  it('gives a card order its number when the payment is approved, the next after the last order placed', async () => {
    const account = await buyer();
    const first = await placeOnAccount(account);
    const paid = await payByCard(account, 'approve');
    expect(paid?.status).toBe('paid');
    expect(numberOf(paid?.order_number)).toBe(numberOf(first) + 1);
    expect(paid?.payment_reference).toMatch(/^PAY-\d{6,}$/);
    // Its confirmation names the number, and keeps the payment's reference.
    const detail = okBody(await apiAs(testApp, account).get(`/api/order-history/${paid?.id}`));
    expect(detail.data).toMatchObject({ order_number: paid?.order_number, payment_reference: paid?.payment_reference });
  });

  it('gives orders placed at the same instant distinct numbers, with no gap between them', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => buyer()));
    for (const account of accounts) await readyCheckout(testApp, account, lines());
    const before = await lastNumberGiven();
    const answers = await Promise.all(accounts.map((account) => pay(testApp, 'account', account)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const numbers = (await Promise.all(accounts.map(async (account) => (await ordersOf(testApp, account.accountId))[0]?.order_number))).map(numberOf);
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6].map((offset) => before + offset));
    expect(await lastNumberGiven()).toBe(before + 6);
  });

  it('keeps, in migration 0020, the numbers already given and goes on after the highest; card orders get a reference', async () => {
    const account = await buyer();
    await placeOnAccount(account);
    const card = await payByCard(account, 'decline');
    // As before the migration: every order numbered from the old sequence, no payment references.
    await testApp.database.db.execute(sql`UPDATE orders SET payment_reference = NULL`);
    await testApp.database.db.execute(sql`UPDATE orders SET order_number = 'CS-' || (200000 + id) WHERE account_id = ${account.accountId}`);
    await testApp.database.db.execute(sql`DELETE FROM order_number_counter`);
    const migration = readFileSync(new URL('../../db/migrations/0020_order_numbers_when_placed.sql', import.meta.url), 'utf8');
    const statements = migration.split('--> statement-breakpoint').filter((statement) => /INSERT INTO "order_number_counter"|UPDATE "orders"|setval/.test(statement));
    expect(statements).toHaveLength(3);
    for (const statement of statements) await testApp.database.db.execute(sql.raw(statement));

    const rows = await ordersOf(testApp, account.accountId);
    expect(rows.map((row) => row.order_number)).toEqual(rows.map((row) => `CS-${200000 + row.id}`));
    expect(rows.find((row) => row.id === card?.id)?.payment_reference).toMatch(/^PAY-\d{6,}$/);
    expect(rows.filter((row) => row.payment_method === 'account').map((row) => row.payment_reference)).toEqual([null]);
    expect(await lastNumberGiven()).toBe(Math.max(...rows.map((row) => 200000 + row.id)));
    expect(numberOf(await placeOnAccount(account))).toBe(Math.max(...rows.map((row) => 200000 + row.id)) + 1);
  });

  async function lastNumberGiven(): Promise<number> {
    const result = await testApp.database.db.execute<{ last_number: number }>(sql`SELECT last_number::int AS last_number FROM order_number_counter`);
    return result.rows[0]?.last_number ?? Number.NaN;
  }
});
