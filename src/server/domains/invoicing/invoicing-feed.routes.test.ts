// The ERP's feeds of invoices and credit notes, and the webhooks invoice.issued, credit_note.issued and
// payment.recorded (issue #28 Part 2): documents in the order issued, from a cursor that never skips or
// repeats one, under the key scope `accounts`; each event queued with the document and sent signed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import { newErp } from '../integration/integration.fixtures.ts';
import { webhookDeliveryQueue } from '../integration/integration.queues.ts';
import { issueTestInvoice } from './invoicing.fixtures.ts';
import { invoicingEventsQueue } from './invoicing.queues.ts';

describe('the ERP’s invoice and credit-note feeds and their webhooks', () => {
  const testApp = useTestApp(undefined, { runJobs: false, config: { webhooks: { allowPrivate: true, timeoutMs: 2000 } } });
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => receiver.close());

  it('gives the invoices in the order issued, a page at a time, with the same cursor when nothing new was issued', async () => {
    const erp = await newErp(testApp, ['accounts']);
    const first = await createAccountWithUser(testApp);
    const second = await createAccountWithUser(testApp);
    const issued = [await issueTestInvoice(testApp, first, { qty: 3 }), await issueTestInvoice(testApp, second), await issueTestInvoice(testApp, first, { card: true })];

    const page1 = okBody(await erp.get('/api/integration/invoices?limit=2'));
    expect(page1.data.map((invoice: { invoice_number: string }) => invoice.invoice_number)).toEqual(issued.slice(0, 2).map((invoice) => invoice.invoiceNumber));
    expect(page1.data[0]).toMatchObject({
      id: issued[0]?.id,
      account_number: first.accountNumber,
      account_external_code: null,
      paid_by_card: false,
      due_on: expect.stringMatching(/^\d{4}-\d{2}-20$/),
      lines: [{ sku: 'APR-1', qty: 3, unit_price: 100, amount: 300 }],
      sub_total: 300,
      gst: 45,
      gst_rate: 15,
      total: 345,
    });
    const page2 = okBody(await erp.get(`/api/integration/invoices?limit=2&cursor=${page1.next}`));
    expect(page2.data).toEqual([expect.objectContaining({ invoice_number: issued[2]?.invoiceNumber, paid_by_card: true, due_on: null })]);
    const page3 = okBody(await erp.get(`/api/integration/invoices?cursor=${page2.next}`));
    expect(page3).toEqual({ data: [], next: page2.next });

    const later = await issueTestInvoice(testApp, second);
    expect(okBody(await erp.get(`/api/integration/invoices?cursor=${page3.next}`)).data.map((invoice: { id: number }) => invoice.id)).toEqual([later.id]);
  });

  it('misses and repeats no invoice while 30 are being issued at once', async () => {
    const erp = await newErp(testApp, ['accounts']);
    const account = await createAccountWithUser(testApp);
    let cursor = '';
    for (let page = okBody(await erp.get('/api/integration/invoices?limit=500')); ; page = okBody(await erp.get(`/api/integration/invoices?limit=500&cursor=${cursor}`))) {
      cursor = page.next;
      if (page.data.length === 0) break;
    }
    const issuing = Promise.all(Array.from({ length: 30 }, () => issueTestInvoice(testApp, account)));
    const seen: number[] = [];
    const deadline = Date.now() + 20_000;
    while (seen.length < 30 && Date.now() < deadline) {
      const page = okBody(await erp.get(`/api/integration/invoices?limit=4&cursor=${cursor}`));
      seen.push(...page.data.map((invoice: { id: number }) => invoice.id));
      cursor = page.next;
    }
    const issued = await issuing;
    expect(seen).toEqual(issued.map((invoice) => invoice.id).sort((a, b) => a - b));
  });

  it('gives the credit notes with the invoice each corrects, and refuses a cursor it did not give', async () => {
    const erp = await newErp(testApp, ['accounts']);
    const account = await createAccountWithUser(testApp);
    const invoice = await issueTestInvoice(testApp, account, { qty: 2 });
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const start = okBody(await erp.get('/api/integration/credit-notes?limit=500')).next;
    const note = (await desk.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { lines: [{ sku: 'APR-1', qty: 1 }], reason: 'Box damaged' })).body.data;

    const read = okBody(await erp.get(`/api/integration/credit-notes?cursor=${start}`));
    expect(read.data).toEqual([
      expect.objectContaining({
        credit_note_number: note.credit_note_number,
        invoice_number: invoice.invoiceNumber,
        account_number: account.accountNumber,
        reason: 'Box damaged',
        lines: [{ sku: 'APR-1', description: expect.any(String), qty: 1, unit_price: 100, amount: 100 }],
        total: 115,
      }),
    ]);
    const invoicesCursor = okBody(await erp.get('/api/integration/invoices?limit=1')).next;
    const wrongFeed = 'The cursor is not one this feed gave: send the next value of a page of credit-notes, or leave it out to start.';
    expectInvalid(await erp.get(`/api/integration/credit-notes?cursor=${invoicesCursor}`), 'cursor', wrongFeed);
    expectInvalid(await erp.get('/api/integration/credit-notes?cursor=%2F..'), 'cursor', wrongFeed);
    expectInvalid(await erp.get('/api/integration/credit-notes?limit=501'), 'limit');
    const catalogueOnly = await newErp(testApp, ['catalogue']);
    expect((await catalogueOnly.get('/api/integration/credit-notes')).status).toBe(403);
    expect((await apiAs(testApp, null).get('/api/integration/invoices')).status).toBe(401);
  });

  it('sends invoice.issued, credit_note.issued and payment.recorded, each once, with the document as the feed gives it', async () => {
    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    await testApp.app.jobs.runDue(invoicingEventsQueue); // the earlier tests' events, before any webhook wanted them
    const made = await owner.post('/admin/api/webhooks', { url: receiver.url, events: ['invoice.issued', 'credit_note.issued', 'payment.recorded'] });
    expect(made.status, made.text).toBe(201);
    const account = await createAccountWithUser(testApp);
    const invoice = await issueTestInvoice(testApp, account);
    const note = (await owner.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: 15, reason: 'Goodwill' })).body.data;
    const payment = { account_number: account.accountNumber, amount: 100, paid_at: storeDayOf(new Date()), reference: 'WH-1', allocations: [{ invoice_number: invoice.invoiceNumber, amount: 100 }] };
    expect((await owner.post('/admin/api/payments', payment)).status).toBe(201);
    await testApp.app.jobs.runDue(invoicingEventsQueue);
    await testApp.app.jobs.runDue(invoicingEventsQueue);
    await testApp.app.jobs.runDue(webhookDeliveryQueue);

    const events = receiver.received.map((hook) => JSON.parse(hook.body)).sort((a, b) => a.event.localeCompare(b.event));
    expect(events).toEqual([
      expect.objectContaining({ id: `credit_note.issued.${note.id}`, event: 'credit_note.issued', data: expect.objectContaining({ credit_note_number: note.credit_note_number, total: 15 }) }),
      expect.objectContaining({ event: 'invoice.issued', data: expect.objectContaining({ invoice_number: invoice.invoiceNumber, total: 115 }) }),
      expect.objectContaining({ event: 'payment.recorded', data: expect.objectContaining({ reference: 'WH-1', amount: 100, allocations: [{ invoice_number: invoice.invoiceNumber, amount: 100 }] }) }),
    ]);
  });
});
