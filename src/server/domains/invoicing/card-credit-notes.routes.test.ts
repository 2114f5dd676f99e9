// Issue #28 Part 2: a credit note on an invoice paid by card refunds the card for what it credits, under
// the order's refund claim (fulfilment/card-credits.ts): once, with the claim kept with the refund at
// Stripe; a refusal credits nothing; a held claim is a 409; a credit claim a crash left is settled by its
// job (the note issued when Stripe holds the refund, the claim released when not) and never taken over by
// a cancellation; a cancellation afterwards refunds only what is left.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, expectInvalid } from '../../testing/api.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { buildSiblingApp, type TestApp } from '../../testing/test-app.ts';
import { cardCreditClaimQueue, type CardCreditClaimJob } from '../fulfilment/fulfilment.queues.ts';
import { fakeStripe } from '../payments/stripe.fixtures.ts';
import { issueTestInvoice } from './invoicing.fixtures.ts';

describe('credit notes on invoices paid by card', () => {
  const stripe = fakeStripe();
  const base = useTestApp(undefined, { runJobs: false });
  let testApp: TestApp;
  let stripeApp: FastifyInstance;
  beforeAll(async () => {
    const overrides = { publicUrl: 'https://shop.example', payments: { provider: 'stripe' as const, stripeSecretKey: 'sk_test_fake', stripeWebhookSecret: 'whsec_test' } };
    const { app, config } = await buildSiblingApp(base, { overrides, stripeClient: stripe.client, mailer: base.mailer, runJobs: false });
    stripeApp = app;
    testApp = { ...base, app, config };
  });
  afterAll(async () => stripeApp.close());

  /** An invoice for 10 aprons paid through (fake) Stripe: its payment intent and what it is. */
  async function stripeInvoice() {
    const account = await createAccountWithUser(testApp);
    const session = await stripe.client.checkout.sessions.create({ mode: 'payment' });
    const invoice = await issueTestInvoice(testApp, account, { card: { provider: 'stripe', reference: session.id }, qty: 10 });
    // The payment is for what the order came to: the invoice's total.
    await testApp.database.pool.query('UPDATE payments SET amount_cents = $2 WHERE order_id = $1', [invoice.orderId, invoice.totalCents]);
    return { invoice, paymentIntent: `pi_${session.id}` };
  }
  const refundsOf = (paymentIntent: string) => stripe.refunds.filter((refund) => refund.params.payment_intent === paymentIntent).map((refund) => refund.params);
  const claimOf = async (orderId: number) => (await testApp.database.pool.query<{ refund_claim: string | null }>('SELECT refund_claim FROM orders WHERE id = $1', [orderId])).rows[0]?.refund_claim;
  const notesOf = async (invoiceId: number) =>
    (await testApp.database.pool.query<{ total_cents: number; reason: string }>('SELECT total_cents, reason FROM credit_notes WHERE invoice_id = $1 ORDER BY id', [invoiceId])).rows;

  it('refunds what each note credits to the card, under its claim, then a cancellation refunds only what is left', async () => {
    const { invoice, paymentIntent } = await stripeInvoice();
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const byAmount = await staff.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: 250, reason: 'Late delivery' });
    expect(byAmount.status, byAmount.text).toBe(201);
    const { rows: [line] } = await testApp.database.pool.query<{ sku: string }>("SELECT snapshot->'lines'->0->>'sku' AS sku FROM invoices WHERE id = $1", [invoice.id]);
    const byLines = await staff.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { lines: [{ sku: line?.sku ?? '', qty: 2 }], reason: 'Two came back damaged' });
    expect(byLines.status, byLines.text).toBe(201);
    const refunds = refundsOf(paymentIntent);
    expect(refunds.map((refund) => refund.amount)).toEqual([250, byLines.body.data.total]);
    expect(refunds.map((refund) => (refund.metadata as Record<string, string>).refund_claim)).toEqual([expect.stringMatching(/^credit:[0-9a-f-]{36}$/), expect.stringMatching(/^credit:/)]);
    expect(await claimOf(invoice.orderId)).toBeNull();

    const cancelled = await staff.post(`/admin/api/orders/${invoice.orderId}/status`, { status: 'cancelled', note: 'Closed' });
    expect(cancelled.status, cancelled.text).toBe(200);
    const left = invoice.totalCents - 250 - byLines.body.data.total;
    expect(refundsOf(paymentIntent).map((refund) => refund.amount)).toEqual([250, byLines.body.data.total, left]);
    expect((await notesOf(invoice.id)).map((note) => note.total_cents)).toEqual([250, byLines.body.data.total, left]);
    const audit = await testApp.database.pool.query("SELECT count(*)::int AS notes FROM audit_log WHERE action = 'credit_note.issue' AND reference LIKE $1", [`%${invoice.invoiceNumber}`]);
    expect(audit.rows[0]).toEqual({ notes: 3 });
  });

  it('credits nothing when Stripe refuses the refund, says why, and gives the claim back', async () => {
    const { invoice, paymentIntent } = await stripeInvoice();
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    stripe.setRefundsFail(true, 'amount_too_large');
    const refused = await staff.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: 100, reason: 'Goodwill' });
    stripe.setRefundsFail(false);
    expectInvalid(refused, 'amount');
    expect(refused.body.errors.amount).toMatch(/^Nothing was credited\. The payment provider did not refund the payment/);
    expect(await notesOf(invoice.id)).toEqual([]);
    expect(refundsOf(paymentIntent)).toEqual([]);
    expect(await claimOf(invoice.orderId)).toBeNull();
    // The note's own rules come before any refund: more than the invoice is refused without a call to Stripe.
    const tooMuch = await staff.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: invoice.totalCents + 1, reason: 'Too much' });
    expectInvalid(tooMuch, 'amount');
    expect(refundsOf(paymentIntent)).toEqual([]);
  });

  it('refunds exactly what is credited when two notes race on one card-paid invoice', async () => {
    const { invoice, paymentIntent } = await stripeInvoice();
    const [first, second] = [apiAs(testApp, await signedInStaff(testApp, 'staff')), apiAs(testApp, await signedInStaff(testApp, 'owner'))];
    const answers = await Promise.all([
      first.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: 200, reason: 'First' }),
      second.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: 300, reason: 'Second' }),
    ]);
    for (const answer of answers) expect([201, 409], answer.text).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    const notes = (await notesOf(invoice.id)).map((note) => note.total_cents);
    expect(refundsOf(paymentIntent).map((refund) => refund.amount).toSorted()).toEqual(notes.toSorted());
    expect(await claimOf(invoice.orderId)).toBeNull();
  });

  it('answers 409 while a refund of the order is under way, and never takes over a credit claim, however old', async () => {
    const { invoice } = await stripeInvoice();
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    await testApp.database.pool.query("UPDATE orders SET refund_claim = 'credit:held', refund_claimed_at = now() - interval '10 minutes' WHERE id = $1", [invoice.orderId]);
    const note = await staff.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: 100, reason: 'Goodwill' });
    expect(note.status, note.text).toBe(409);
    expect(note.body.message).toMatch(/refund .* is under way/);
    const cancel = await staff.post(`/admin/api/orders/${invoice.orderId}/status`, { status: 'cancelled' });
    expect(cancel.status, cancel.text).toBe(409);
    expect(await claimOf(invoice.orderId)).toBe('credit:held');
  });

  describe('the job of a credit claim its process died holding', () => {
    /** The claim and its job as the note's first transaction commits them, aged past stale. */
    async function crashedCredit(options: { isRefunded: boolean }) {
      const { invoice, paymentIntent } = await stripeInvoice();
      const claim = `credit:${crypto.randomUUID()}`;
      await testApp.database.pool.query("UPDATE orders SET refund_claim = $2, refund_claimed_at = now() - interval '60 seconds' WHERE id = $1", [invoice.orderId, claim]);
      if (options.isRefunded) await stripe.client.refunds.create({ payment_intent: paymentIntent, amount: 300, metadata: { refund_claim: claim } });
      const job: CardCreditClaimJob = { orderId: invoice.orderId, invoiceId: invoice.id, claim, actor: { kind: 'system', staffId: null, email: 'system' }, request: { reason: 'Damaged', amountCents: 300 } };
      return { invoice, job };
    }

    it('issues the note once when Stripe holds the refund made under the claim', async () => {
      const { invoice, job } = await crashedCredit({ isRefunded: true });
      const { fulfilment } = testApp.app.services;
      expect(await fulfilment.settleCardCreditClaim(job)).toEqual({ kind: 'finished' });
      expect(await fulfilment.settleCardCreditClaim(job)).toEqual({ kind: 'gone' });
      expect(await notesOf(invoice.id)).toEqual([{ total_cents: 300, reason: 'Damaged' }]);
      expect(await claimOf(invoice.orderId)).toBeNull();
    });

    it('releases the claim and credits nothing when no refund was made under it', async () => {
      const { invoice, job } = await crashedCredit({ isRefunded: false });
      expect(await testApp.app.services.fulfilment.settleCardCreditClaim(job)).toEqual({ kind: 'released' });
      expect(await notesOf(invoice.id)).toEqual([]);
      expect(await claimOf(invoice.orderId)).toBeNull();
    });

    it('leaves a fresh claim alone and is queued with the claim to run when it goes stale', async () => {
      const { invoice } = await stripeInvoice();
      const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
      expect((await staff.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: 100, reason: 'Goodwill' })).status).toBe(201);
      const queued = await testApp.database.db.execute<{ data: CardCreditClaimJob }>(sql`SELECT data FROM pgboss.job WHERE name = ${cardCreditClaimQueue.name} AND (data->>'invoiceId')::int = ${invoice.id}`);
      const [row] = queued.rows;
      if (!row) throw new Error('no settling job was queued');
      expect(row.data).toMatchObject({ orderId: invoice.orderId, invoiceId: invoice.id, request: { reason: 'Goodwill', amountCents: 100 } });
      // Its claim ended with the note: the job finds nothing to do.
      expect(await testApp.app.services.fulfilment.settleCardCreditClaim(row.data)).toEqual({ kind: 'gone' });
      await testApp.database.pool.query("UPDATE orders SET refund_claim = $2, refund_claimed_at = now() WHERE id = $1", [invoice.orderId, row.data.claim]);
      expect(await testApp.app.services.fulfilment.settleCardCreditClaim(row.data)).toMatchObject({ kind: 'fresh' });
    });
  });
});
