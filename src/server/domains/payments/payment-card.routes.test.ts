import { describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api.ts';
import { signedInAccount, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';

import { cartLineCount, cartLinesOf, confirmationMailJobsOf, fillCart, orderLinesOf, ordersOf, pay, paymentsOf, readyCheckout, useOrdersApp } from '../orders/orders.fixtures.ts';
import { submitSandboxForm } from './payments.fixtures.ts';
import { orderConfirmationMailQueue } from '../orders/orders.queues.ts';


/** The order's own e-mails: a paid card order's tax invoice (issue #28) is e-mailed too, in a job of its own. */
const isOrderMail = (message: { subject: string }) => !message.subject.startsWith('Tax invoice ');
describe('POST /api/payment/card with the sandbox provider', () => {
  const testApp = useOrdersApp();
  const id = (key: string) => testApp.fixture.products[key]?.id ?? 0;
  // VIN-1 $5.99 × 4 = $23.96; GST $3.594 → $3.59; total $27.55.
  const lines = () => [{ id: id('vinyl'), qty: 4 }];

  /** What a browser sends for the page: the cookie, no CSRF header. */
  const page = (url: string, session: TestSession) => apiAs(testApp, session, { withCsrf: false }).get(url);
  const submit = (url: string, session: TestSession, token?: string) => submitSandboxForm(testApp, url, session, token);

  async function startCardPayment(account: TestAccount & TestSession): Promise<string> {
    await readyCheckout(testApp, account, lines());
    const { status, body } = await pay(testApp, 'card', account);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.url).toMatch(/^\/payments\/sandbox\/sbx_[A-Za-z0-9_-]{32}$/);
    return body.url ?? '';
  }

  it('creates an order awaiting payment, keeps the cart, and answers the hosted page', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);

    const [order, ...others] = await ordersOf(testApp, account.accountId);
    expect(others).toEqual([]);
    // Issue #16 item 5: a payment in progress has its own reference and no order number yet.
    expect(order).toMatchObject({ status: 'awaiting_payment', payment_method: 'card', total_cents: 2755, paid_at: null, order_number: null });
    expect(order?.payment_reference).toMatch(/^PAY-\d{6,}$/);
    expect(await paymentsOf(testApp, order?.id ?? 0)).toEqual([
      expect.objectContaining({ provider: 'sandbox', amount_cents: 2755, status: 'pending', provider_reference: url.split('/').pop() }),
    ]);
    expect(await cartLineCount(testApp, account.accountId)).toBe(1);

    const response = await page(url, account);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.text).toContain('Care Supply Co');
    expect(response.text).toContain(`<dt>Payment reference</dt><dd>${order?.payment_reference}</dd>`);
    expect(response.text).not.toContain('CS-');
    expect(response.text).toContain('$27.55 NZD');
    expect(response.text).toContain('Approve payment');
    expect(response.text).toContain('Decline payment');
    expect(response.text).toContain(`name="_token" value="${account.headers['x-xsrf-token']}"`);
    expect(response.text).not.toContain('<script');
  });

  it('approving marks the payment and order paid, empties the cart, e-mails once and redirects to the confirmation', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);
    const [order] = await ordersOf(testApp, account.accountId);

    const approve = await submit(`${url}/approve`, account);

    expect(approve.status).toBe(303);
    expect(approve.headers.location).toBe(`/checkout/confirmation/${order?.id}`);
    const [paid] = await ordersOf(testApp, account.accountId);
    expect(paid?.status).toBe('paid');
    expect(paid?.paid_at).not.toBeNull();
    expect((await paymentsOf(testApp, order?.id ?? 0)).map((payment) => payment.status)).toEqual(['approved']);
    expect(await cartLineCount(testApp, account.accountId)).toBe(0);
    const mail = await testApp.mailer.nextTo(account.email, undefined, isOrderMail);
    expect(mail.text).toContain('Payment: Paid by card');
    expect(mail.text).toContain('Total: $27.55');

    // Replayed approve (back button, double click): same redirect, nothing happens twice.
    const replay = await submit(`${url}/approve`, account);
    expect(replay.status).toBe(303);
    expect(replay.headers.location).toBe(`/checkout/confirmation/${order?.id}`);
    expect(testApp.mailer.messages.filter((message) => message.to === account.email && isOrderMail(message))).toHaveLength(1);
    expect(await confirmationMailJobsOf(testApp, order?.id ?? 0)).toBe(1);
    expect(await ordersOf(testApp, account.accountId)).toHaveLength(1);

    // A replayed payment request after success points at the same order.
    const again = await pay(testApp, 'card', account);
    expect(again.body).toMatchObject({ success: true, url: `/checkout/confirmation/${order?.id}` });
    expect(await ordersOf(testApp, account.accountId)).toHaveLength(1);
  });

  it('approves once when both clicks arrive at the same instant', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);
    const [order] = await ordersOf(testApp, account.accountId);

    const answers = await Promise.all([submit(`${url}/approve`, account), submit(`${url}/approve`, account)]);

    for (const answer of answers) expect(answer.headers.location).toBe(`/checkout/confirmation/${order?.id}`);
    await testApp.mailer.nextTo(account.email, undefined, isOrderMail);
    expect(testApp.mailer.messages.filter((message) => message.to === account.email && isOrderMail(message))).toHaveLength(1);
    expect(await confirmationMailJobsOf(testApp, order?.id ?? 0)).toBe(1);
  });

  it('takes exactly what was paid out of a cart the buyer changed while paying, and leaves the rest', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);
    // After the payment page opened: one more of the paid product, and a product not paid for.
    await fillCart(testApp, account, [
      { id: id('vinyl'), qty: 1 },
      { id: id('apron'), qty: 1 },
    ]);

    const approve = await submit(`${url}/approve`, account);

    expect(approve.status).toBe(303);
    const [order] = await ordersOf(testApp, account.accountId);
    expect(order?.status).toBe('paid');
    expect(await orderLinesOf(testApp, order?.id ?? 0)).toEqual([expect.objectContaining({ sku: 'VIN-1', qty: 4 })]);
    expect(await cartLinesOf(testApp, account.accountId)).toEqual([
      ['VIN-1', 1],
      ['APR-1', 1],
    ]);
  });

  it('declining cancels the order, keeps the cart and sends the buyer back to checkout; a new attempt is a new order', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);

    const decline = await submit(`${url}/decline`, account);

    expect(decline.status).toBe(303);
    expect(decline.headers.location).toMatch(/^\/checkout\?payment=declined&reference=PAY-\d{6,}$/);
    const [order] = await ordersOf(testApp, account.accountId);
    expect(order?.status).toBe('cancelled');
    expect((await paymentsOf(testApp, order?.id ?? 0)).map((payment) => payment.status)).toEqual(['declined']);
    expect(await cartLineCount(testApp, account.accountId)).toBe(1);
    await testApp.app.jobs.runDue(orderConfirmationMailQueue);
    expect(testApp.mailer.messages.filter((message) => message.to === account.email && isOrderMail(message))).toEqual([]);

    // Approving the declined payment afterwards changes nothing.
    const lateApprove = await submit(`${url}/approve`, account);
    expect(lateApprove.headers.location).toMatch(/^\/checkout\?payment=declined&reference=PAY-\d{6,}$/);
    expect((await ordersOf(testApp, account.accountId))[0]?.status).toBe('cancelled');

    const retry = await pay(testApp, 'card', account);
    expect(retry.status).toBe(200);
    expect(retry.body.url).not.toBe(url);
    const orders = await ordersOf(testApp, account.accountId);
    expect(orders.map((row) => row.status)).toEqual(['cancelled', 'awaiting_payment']);
  });

  it('answers an abandoned payment retried with the same order and the same hosted page', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);

    const again = await pay(testApp, 'card', account);
    const both = await Promise.all([pay(testApp, 'card', account), pay(testApp, 'card', account)]);

    expect(again.body.url).toBe(url);
    for (const answer of both) expect(answer.body.url).toBe(url);
    const [order, ...others] = await ordersOf(testApp, account.accountId);
    expect(others).toEqual([]);
    expect(await paymentsOf(testApp, order?.id ?? 0)).toHaveLength(1);
  });

  it('makes one order and one payment from two identical first requests at the same instant', async () => {
    const account = await signedInAccount(testApp);
    await readyCheckout(testApp, account, lines());

    const answers = await Promise.all([pay(testApp, 'card', account), pay(testApp, 'card', account)]);

    const [order, ...others] = await ordersOf(testApp, account.accountId);
    expect(others).toEqual([]);
    expect(answers[0].body.url).toBe(answers[1].body.url);
    expect(await paymentsOf(testApp, order?.id ?? 0)).toHaveLength(1);
  });

  it('answers 404 to another account for the page and both buttons, and for an unknown reference; 401 to a guest', async () => {
    const owner = await signedInAccount(testApp);
    const url = await startCardPayment(owner);
    const stranger = await signedInAccount(testApp);

    await expectGuarded(testApp, { method: 'GET', url }, { otherAccount: stranger });
    expect((await submit(`${url}/approve`, stranger)).status).toBe(404);
    expect((await submit(`${url}/decline`, stranger)).status).toBe(404);
    for (const button of ['approve', 'decline']) await expectGuarded(testApp, { method: 'POST', url: `${url}/${button}` }, { signedIn: owner, otherAccount: stranger });
    expect((await page('/payments/sandbox/sbx_not-a-real-reference', owner)).status).toBe(404);
    expect((await ordersOf(testApp, owner.accountId))[0]?.status).toBe('awaiting_payment');
    // A guest without any cookie, as a link opened elsewhere would be.
    expect((await apiAs(testApp, null).get(url)).status).toBe(401);
  });

  it('refuses a button press without the right CSRF token (403)', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);

    expect((await submit(`${url}/approve`, account, 'forged-token')).status).toBe(403);
    expect((await ordersOf(testApp, account.accountId))[0]?.status).toBe('awaiting_payment');
  });
});
