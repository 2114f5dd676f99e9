// Credit control at Confirm Order (issue #28 Part 3): an account on credit hold, or one whose invoices,
// orders on account not yet invoiced and this order would pass its credit limit, is refused on account with
// why, and still pays by card; the checkout page says so before the buyer confirms; two buyers of one account
// confirming at once cannot both pass the limit.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutJson } from '../../../shared/schemas/cart.ts';
import { apiAs, okBody } from '../../testing/api.ts';
import { signedInAccount, signedInColleague, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { insertPlacedOrder, setFulfilment } from '../../testing/fulfilment.fixtures.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import { ordersOf, pay, readyCheckout, useOrdersApp } from '../orders/orders.fixtures.ts';
import { CREDIT_MESSAGES } from './credit-control.ts';
import { issueTestInvoice } from './invoicing.fixtures.ts';

describe('credit limits and holds at Confirm Order', () => {
  const testApp = useOrdersApp({ runJobs: false });
  const apron = () => testApp.fixture.products.apron?.id ?? 0;

  async function setCredit(account: TestAccount, credit: { limitCents?: number | null; hold?: boolean }) {
    await testApp.database.db.execute(sql`
      UPDATE accounts SET credit_limit_cents = ${credit.limitCents ?? null}, credit_hold = ${credit.hold ?? false} WHERE id = ${account.accountId}`);
  }

  async function checkoutOf(session: TestSession): Promise<CheckoutJson> {
    return okBody(await apiAs(testApp, session).get<CheckoutJson>('/api/checkout'));
  }

  it('counts invoices, orders not yet invoiced and payments: refused past the limit with why, placed at it exactly', async () => {
    const buyer = await signedInAccount(testApp);
    const invoice = await issueTestInvoice(testApp, buyer);
    const uninvoiced = await insertPlacedOrder(testApp, buyer, { totalCents: 20_000 });
    // A cancelled order and a card order owe nothing.
    const cancelled = await insertPlacedOrder(testApp, buyer, { totalCents: 90_000 });
    await setFulfilment(testApp, cancelled.id, 'cancelled');
    await issueTestInvoice(testApp, buyer, { card: true });
    await readyCheckout(testApp, buyer, [{ id: apron(), qty: 3 }]);
    const orderTotal = (await checkoutOf(buyer)).cart.summary.total;
    const limitCents = invoice.totalCents + 20_000 + orderTotal - 1;
    await setCredit(buyer, { limitCents });
    const refusal = CREDIT_MESSAGES.overLimit({ limitCents, isOnHold: false, balanceCents: invoice.totalCents, uninvoicedCents: 20_000, mostDaysOverdue: 0 }, orderTotal);
    // $1.15 invoiced and $200.00 ordered, not yet invoiced; 3 aprons at $9.99 and GST are $34.47.
    expect(refusal).toBe(
      'This order would take your account past its credit limit of $235.61: your account owes $201.15 including orders not yet invoiced, ' +
        'and this order is $34.47. Please pay by card, or pay your account first.',
    );
    expect(uninvoiced.id).toBeGreaterThan(0);

    expect((await checkoutOf(buyer)).account_credit_refusal).toBe(refusal);
    const refused = await pay(testApp, 'account', buyer);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: refusal, errors: { payment_type: refusal } });
    expect(await ordersOf(testApp, buyer.accountId)).toHaveLength(4);

    // One cent paid on account brings the order exactly to the limit: that is allowed.
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const payment = { account_number: buyer.accountNumber, amount: 1, paid_at: storeDayOf(new Date()), reference: `CC-${buyer.accountId}`, allocations: [] };
    expect((await desk.post('/admin/api/payments', payment)).status).toBe(201);
    expect((await checkoutOf(buyer)).account_credit_refusal).toBeNull();
    const placed = await pay(testApp, 'account', buyer);
    expect(placed.status).toBe(200);
    expect(placed.body.message).toMatch(/^Your order CS-\d+ has been placed\.$/);
  });

  it('refuses an account on credit hold whatever its limit, and card payment still starts', async () => {
    const buyer = await signedInAccount(testApp);
    await readyCheckout(testApp, buyer, [{ id: apron(), qty: 1 }]);
    await setCredit(buyer, { hold: true });
    expect((await checkoutOf(buyer)).account_credit_refusal).toBe(CREDIT_MESSAGES.onHold);
    const refused = await pay(testApp, 'account', buyer);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ payment_type: CREDIT_MESSAGES.onHold });

    const card = await pay(testApp, 'card', buyer);
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ success: true, message: 'Please complete your payment on the payment page.' });
    expect(await ordersOf(testApp, buyer.accountId)).toEqual([expect.objectContaining({ status: 'awaiting_payment', payment_method: 'card' })]);
  });

  it('says nothing on the checkout page of an account with no limit, or one that pays only by card', async () => {
    const free = await signedInAccount(testApp);
    await readyCheckout(testApp, free, [{ id: apron(), qty: 1 }]);
    expect((await checkoutOf(free)).account_credit_refusal).toBeNull();
    const cardOnly = await signedInAccount(testApp, { canPayOnAccount: false });
    await readyCheckout(testApp, cardOnly, [{ id: apron(), qty: 1 }]);
    await setCredit(cardOnly, { hold: true });
    expect((await checkoutOf(cardOnly)).account_credit_refusal).toBeNull();
  });

  it('lets only one of two buyers of one account confirming at once pass the limit', async () => {
    const manager = await signedInAccount(testApp);
    const buyer = await signedInColleague(testApp, manager, 'buyer');
    await readyCheckout(testApp, manager, [{ id: apron(), qty: 2 }]);
    await readyCheckout(testApp, buyer, [{ id: apron(), qty: 2 }]);
    const orderTotal = (await checkoutOf(manager)).cart.summary.total;
    await setCredit(manager, { limitCents: orderTotal + Math.floor(orderTotal / 2) });

    const answers = await Promise.all([pay(testApp, 'account', manager), pay(testApp, 'account', buyer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(await ordersOf(testApp, manager.accountId)).toHaveLength(1);
  });
});

describe('an invoice overdue too long (CREDIT_HOLD_AFTER_DAYS_OVERDUE)', () => {
  const clock = { offsetDays: 0 };
  const testApp = useOrdersApp({ runJobs: false, config: { creditHoldAfterDaysOverdue: 30 }, now: () => new Date(Date.now() + clock.offsetDays * 86_400_000) });

  it('stops orders on account until the invoice is paid, and card payment still starts', async () => {
    const buyer = await signedInAccount(testApp);
    clock.offsetDays = -90;
    const old = await issueTestInvoice(testApp, buyer);
    clock.offsetDays = 0;
    await readyCheckout(testApp, buyer, [{ id: testApp.fixture.products.apron?.id ?? 0, qty: 1 }]);
    const refused = await pay(testApp, 'account', buyer);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ payment_type: CREDIT_MESSAGES.overdue(30) });
    expect((await pay(testApp, 'card', buyer)).status).toBe(200);

    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const payment = { account_number: buyer.accountNumber, amount: old.totalCents, paid_at: storeDayOf(new Date()), reference: `OD-${buyer.accountId}`, allocations: [{ invoice_number: old.invoiceNumber, amount: old.totalCents }] };
    expect((await desk.post('/admin/api/payments', payment)).status).toBe(201);
    expect(okBody(await apiAs(testApp, buyer).get<CheckoutJson>('/api/checkout')).account_credit_refusal).toBeNull();
  });
});
