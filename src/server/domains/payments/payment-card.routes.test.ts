import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertCatalogueFixture, type CatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { cartLineCount, fillCart, ordersOf, pay, paymentsOf, readyCheckout } from '../orders/orders.fixtures.ts';

describe('POST /api/payment/card with the sandbox provider', () => {
  let testApp: TestApp;
  let fixture: CatalogueFixture;
  const id = (key: string) => fixture.products[key]?.id ?? 0;
  // VIN-1 $5.99 × 4 = $23.96; GST $3.594 → $3.59; total $27.55.
  const lines = () => [{ id: id('vinyl'), qty: 4 }];

  beforeAll(async () => {
    testApp = await buildTestApp();
    fixture = await insertCatalogueFixture(testApp.database.db);
  });
  afterAll(async () => testApp.close());

  function page(url: string, session: TestSession) {
    return testApp.app.inject({ method: 'GET', url, headers: { cookie: session.headers.cookie } });
  }

  /** What the sandbox page's form sends: urlencoded with the CSRF token as _token, no header. */
  function submit(url: string, session: TestSession, token: string = session.headers['x-xsrf-token']) {
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { cookie: session.headers.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _token: token }).toString(),
    });
  }

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
    expect(order).toMatchObject({ status: 'awaiting_payment', payment_method: 'card', total_cents: 2755, paid_at: null });
    expect(await paymentsOf(testApp, order?.id ?? 0)).toEqual([
      expect.objectContaining({ provider: 'sandbox', amount_cents: 2755, status: 'pending', provider_reference: url.split('/').pop() }),
    ]);
    expect(await cartLineCount(testApp, account.accountId)).toBe(1);

    const response = await page(url, account);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('Care Supply Co');
    expect(response.body).toContain(order?.order_number);
    expect(response.body).toContain('$27.55 NZD');
    expect(response.body).toContain('Approve payment');
    expect(response.body).toContain('Decline payment');
    expect(response.body).toContain(`name="_token" value="${account.headers['x-xsrf-token']}"`);
    expect(response.body).not.toContain('<script');
  });

  it('approving marks the payment and order paid, empties the cart, e-mails once and redirects to the confirmation', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);
    const [order] = await ordersOf(testApp, account.accountId);

    const approve = await submit(`${url}/approve`, account);

    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/checkout/confirmation/${order?.id}`);
    const [paid] = await ordersOf(testApp, account.accountId);
    expect(paid?.status).toBe('paid');
    expect(paid?.paid_at).not.toBeNull();
    expect((await paymentsOf(testApp, order?.id ?? 0)).map((payment) => payment.status)).toEqual(['approved']);
    expect(await cartLineCount(testApp, account.accountId)).toBe(0);
    const mail = await testApp.mailer.nextTo(account.email);
    expect(mail.text).toContain('Payment: Paid by card');
    expect(mail.text).toContain('Total: $27.55');

    // Replayed approve (back button, double click): same redirect, nothing happens twice.
    const replay = await submit(`${url}/approve`, account);
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(`/checkout/confirmation/${order?.id}`);
    expect(testApp.mailer.messages.filter((message) => message.to === account.email)).toHaveLength(1);
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
    await testApp.mailer.nextTo(account.email);
    expect(testApp.mailer.messages.filter((message) => message.to === account.email)).toHaveLength(1);
  });

  it('leaves the cart alone when the buyer changed it while paying', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);
    await fillCart(testApp, account, [{ id: id('apron'), qty: 1 }]);

    const approve = await submit(`${url}/approve`, account);

    expect(approve.statusCode).toBe(303);
    expect((await ordersOf(testApp, account.accountId))[0]?.status).toBe('paid');
    expect(await cartLineCount(testApp, account.accountId)).toBe(2);
  });

  it('declining cancels the order, keeps the cart and sends the buyer back to checkout; a new attempt is a new order', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);

    const decline = await submit(`${url}/decline`, account);

    expect(decline.statusCode).toBe(303);
    expect(decline.headers.location).toBe('/checkout?payment=declined');
    const [order] = await ordersOf(testApp, account.accountId);
    expect(order?.status).toBe('cancelled');
    expect((await paymentsOf(testApp, order?.id ?? 0)).map((payment) => payment.status)).toEqual(['declined']);
    expect(await cartLineCount(testApp, account.accountId)).toBe(1);
    expect(testApp.mailer.messages.filter((message) => message.to === account.email)).toEqual([]);

    // Approving the declined payment afterwards changes nothing.
    const lateApprove = await submit(`${url}/approve`, account);
    expect(lateApprove.headers.location).toBe('/checkout?payment=declined');
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
    expect(answers[0]?.body.url).toBe(answers[1]?.body.url);
    expect(await paymentsOf(testApp, order?.id ?? 0)).toHaveLength(1);
  });

  it('answers 404 to another account for the page and both buttons, and for an unknown reference', async () => {
    const owner = await signedInAccount(testApp);
    const url = await startCardPayment(owner);
    const stranger = await signedInAccount(testApp);

    expect((await page(url, stranger)).statusCode).toBe(404);
    expect((await submit(`${url}/approve`, stranger)).statusCode).toBe(404);
    expect((await submit(`${url}/decline`, stranger)).statusCode).toBe(404);
    expect((await page('/payments/sandbox/sbx_not-a-real-reference', owner)).statusCode).toBe(404);
    expect((await ordersOf(testApp, owner.accountId))[0]?.status).toBe('awaiting_payment');
  });

  it('answers 401 to a guest on the hosted page', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a button press without the right CSRF token (403)', async () => {
    const account = await signedInAccount(testApp);
    const url = await startCardPayment(account);

    expect((await submit(`${url}/approve`, account, 'forged-token')).statusCode).toBe(403);
    expect((await ordersOf(testApp, account.accountId))[0]?.status).toBe('awaiting_payment');
  });
});
