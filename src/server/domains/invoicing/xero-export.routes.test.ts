// GET /admin/api/accounting/xero.csv (issue #28 Part 2): the invoices and credit notes of a range of New
// Zealand days, one row per line, for staff with the accounts permission only.
import { describe, expect, it } from 'vitest';
import { storeDayOf } from '../../kernel/store-day.ts';
import { apiAs, expectInvalid } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { documentsIssuedBetween } from './invoicing-feed.repo.ts';
import { issueTestInvoice } from './invoicing.fixtures.ts';

const DAY_MS = 86_400_000;

describe('GET /admin/api/accounting/xero.csv', () => {
  const clock = { offsetDays: 0 };
  const testApp = useTestApp(undefined, { runJobs: false, now: () => new Date(Date.now() + clock.offsetDays * DAY_MS), config: { xero: { salesAccountCode: '4000', taxType: '15% GST on Income' } } });

  it("gives the range's invoices and credit notes, a row per line, and nothing of the days outside it", async () => {
    const account = await createAccountWithUser(testApp);
    clock.offsetDays = -10;
    const outside = await issueTestInvoice(testApp, account);
    clock.offsetDays = 0;
    const inside = await issueTestInvoice(testApp, account, { qty: 4 });
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const note = (await desk.post(`/admin/api/invoices/${inside.id}/credit-notes`, { lines: [{ sku: 'APR-1', qty: 1 }], reason: 'Damaged' })).body.data;
    const today = storeDayOf(new Date());

    const response = await desk.get(`/admin/api/accounting/xero.csv?date_from=${storeDayOf(new Date(Date.now() - 2 * DAY_MS))}&date_to=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${inside.invoiceNumber},`);
    expect(lines[1]).toContain(',APR-1,Aprons,4,1.00,,4000,15% GST on Income,,,,,NZD,');
    expect(lines[2]).toContain(`,${note.credit_note_number},Credit for ${inside.invoiceNumber},`);
    expect(lines[2]).toContain(',APR-1,Aprons,1,-1.00,,4000,');
    expect(response.text).not.toContain(outside.invoiceNumber);

    // Read a batch at a time: one a batch gives the same documents.
    const numbers: string[] = [];
    for await (const document of documentsIssuedBetween(testApp.database.db, '2000-01-01', today, 1)) {
      numbers.push(document.kind === 'invoice' ? document.snapshot.invoiceNumber : document.snapshot.creditNoteNumber);
    }
    expect(numbers).toEqual([outside.invoiceNumber, inside.invoiceNumber, note.credit_note_number]);
  });

  it('refuses a range backwards or over a year, and anyone without the accounts permission', async () => {
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    expectInvalid(await desk.get('/admin/api/accounting/xero.csv?date_from=2026-12-02&date_to=2026-12-01'), 'date_to', 'The date to may not be before the date from.');
    expectInvalid(await desk.get('/admin/api/accounting/xero.csv?date_from=2025-01-01&date_to=2026-12-01'), 'date_to');
    expectInvalid(await desk.get('/admin/api/accounting/xero.csv?date_from=2026-13-01&date_to=2026-12-01'), 'date_from');
    const url = '/admin/api/accounting/xero.csv?date_from=2026-12-01&date_to=2026-12-02';
    expect((await apiAs(testApp, await signedInStaff(testApp, 'warehouse')).get(url)).status).toBe(403);
    expect((await apiAs(testApp, await signedInAccount(testApp)).get(url)).status).toBe(401);
    expect((await apiAs(testApp, null).get(url)).status).toBe(401);
  });
});
