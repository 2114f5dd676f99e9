// GET /admin/api/reports/sales and /gst, and their CSVs (issue #30 Part 5): exact sums of a known month of
// orders, invoices and credit notes, July 2025 in Auckland (NZST, +12), with orders just inside and just
// outside it by New Zealand days; cancelled and unplaced orders left out; freight its own row by product;
// bad input and who may see them.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser, type TestAccount } from '../../testing/factories.ts';
import { insertReportCategory, insertReportProduct, writeReportOrder as writeOrder } from '../../testing/reports.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';

let documentNumber = 0;
/** An invoice or credit note written straight to its table, issued at `at`. */
async function writeDocument(testApp: TestApp, kind: 'invoice' | 'credit note', at: string, of: { orderId: number; accountId: number; invoiceId?: number }, excl: number, gst: number): Promise<number> {
  documentNumber += 1;
  const { pool } = testApp.database;
  const { rows } =
    kind === 'invoice'
      ? await pool.query<{ id: number }>(
          `INSERT INTO invoices (invoice_number, account_id, order_id, issued_at, is_paid_by_card, sub_total_cents, gst_cents, total_cents, snapshot)
           VALUES ($1, $2, $3, $4, false, $5, $6, $7, '{}') RETURNING id`,
          [`INV-R${documentNumber}`, of.accountId, of.orderId, at, excl, gst, excl + gst],
        )
      : await pool.query<{ id: number }>(
          `INSERT INTO credit_notes (credit_note_number, invoice_id, account_id, issued_at, reason, sub_total_cents, gst_cents, total_cents, snapshot)
           VALUES ($1, $2, $3, $4, 'Damaged carton', $5, $6, $7, '{}') RETURNING id`,
          [`CN-R${documentNumber}`, of.invoiceId, of.accountId, at, excl, gst, excl + gst],
        );
  return rows[0]!.id;
}

const figures = (orders: number, units: number, goods: number, freight: number, gst: number) => ({
  orders,
  units,
  goods_excl_gst: goods,
  freight_excl_gst: freight,
  sales_excl_gst: goods + freight,
  gst,
  sales_incl_gst: goods + freight + gst,
});

describe('the sales and GST reports', () => {
  const clock: { at: Date | null } = { at: null };
  const testApp = useTestApp(undefined, { runJobs: false, now: () => clock.at ?? new Date() });
  const JULY = 'date_from=2025-07-01&date_to=2025-07-31';
  const written: { july?: Promise<{ harbour: TestAccount; sunrise: TestAccount }> } = {};
  /** July's known orders and documents, written once for the block. */
  const julyWritten = () => (written.july ??= writeJuly());

  async function writeJuly(): Promise<{ harbour: TestAccount; sunrise: TestAccount }> {
    const harbour = await createAccountWithUser(testApp, { accountName: 'Harbour View Rest Home' });
    const sunrise = await createAccountWithUser(testApp, { accountName: 'Sunrise Care Home' });
    const { pool } = testApp.database;
    const category = (path: string, title: string) => insertReportCategory(testApp, path, title);
    const product = (sku: string, title: string, categoryId: number) => insertReportProduct(testApp, sku, title, categoryId);
    const ppe = await category('report-ppe', 'PPE');
    const hygiene = await category('report-hygiene', 'Hygiene');
    const gloves = await product('RPT-GLV', 'Nitrile gloves', ppe);
    const aprons = await product('RPT-APR', 'Aprons', ppe);
    const wipes = await product('RPT-WIP', 'Wipes', hygiene);
    const mop = { productId: 999_999, sku: 'RPT-MOP', title: 'Old mop' }; // no longer in the catalogue

    // Wed 2 July 00:30 in Auckland (1 July in UTC): $100 of goods and $10 freight.
    const a = await writeOrder(testApp, harbour, { at: '2025-07-01T12:30:00Z', lines: [{ ...gloves, qty: 2, cents: 6000 }, { ...aprons, qty: 1, cents: 4000 }], freightCents: 1000 });
    // Tue 1 July 00:10 in Auckland (still 30 June in UTC): in July.
    await writeOrder(testApp, sunrise, { at: '2025-06-30T12:10:00Z', lines: [{ ...wipes, qty: 5, cents: 2500 }], fulfilment: 'delivered' });
    // Wed 9 July, shown with GST (TAX_INCLUSIVE) and $10 freight excl. GST.
    const c = await writeOrder(testApp, harbour, { at: '2025-07-09T02:00:00Z', lines: [{ ...aprons, qty: 2, cents: 8000 }], freightCents: 1000, isTaxInclusive: true, fulfilment: 'dispatched' });
    // Sun 20 July, paid by card: GST on $44.99 is $6.75 (674.85 rounded).
    await writeOrder(testApp, sunrise, { at: '2025-07-20T03:00:00Z', lines: [{ ...gloves, qty: 1, cents: 3000 }, { ...mop, qty: 3, cents: 999 }], freightCents: 500, status: 'paid', fulfilment: 'delivered' });
    // Left out: cancelled, refunded (a paid order cancelled), awaiting payment (no number), and Fri 1 August 00:30 in Auckland (31 July in UTC).
    await writeOrder(testApp, sunrise, { at: '2025-07-15T00:00:00Z', lines: [{ ...gloves, qty: 10, cents: 30000 }], fulfilment: 'cancelled' });
    await writeOrder(testApp, sunrise, { at: '2025-07-16T00:00:00Z', lines: [{ ...gloves, qty: 7, cents: 21000 }], fulfilment: 'cancelled', status: 'refunded' });
    const unplaced = await writeOrder(testApp, harbour, { at: '2025-07-16T00:00:00Z', lines: [{ ...gloves, qty: 3, cents: 9000 }] });
    await pool.query("UPDATE orders SET order_number = NULL, status = 'awaiting_payment' WHERE id = $1", [unplaced]);
    await writeOrder(testApp, sunrise, { at: '2025-07-31T12:30:00Z', lines: [{ ...wipes, qty: 1, cents: 500 }] });

    // Invoices issued 3 July and 31 July 23:59 (in), 30 June 23:59 and 1 August 00:00 (out); a credit note of $20 + $3 GST on 10 July, one in August.
    const invoiceA = await writeDocument(testApp, 'invoice', '2025-07-02T15:00:00Z', { orderId: a, accountId: harbour.accountId }, 11000, 1650);
    await writeDocument(testApp, 'invoice', '2025-07-31T11:59:00Z', { orderId: c, accountId: harbour.accountId }, 9000, 1350);
    await writeDocument(testApp, 'invoice', '2025-06-30T11:59:00Z', { orderId: c, accountId: harbour.accountId }, 5000, 750);
    await writeDocument(testApp, 'invoice', '2025-07-31T12:00:00Z', { orderId: c, accountId: harbour.accountId }, 7000, 1050);
    await writeDocument(testApp, 'credit note', '2025-07-10T00:00:00Z', { orderId: a, accountId: harbour.accountId, invoiceId: invoiceA }, 2000, 300);
    await writeDocument(testApp, 'credit note', '2025-08-02T00:00:00Z', { orderId: a, accountId: harbour.accountId, invoiceId: invoiceA }, 1000, 150);
    return { harbour, sunrise };
  }

  it('sums July by New Zealand day, week and month, leaving out cancelled, refunded and unplaced orders', async () => {
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    await julyWritten();
    const byDay = okBody(await desk.get(`/admin/api/reports/sales?group_by=day&${JULY}`)).data;
    expect(byDay.group_by).toBe('day');
    expect(byDay.period).toEqual({ date_from: '2025-07-01', date_to: '2025-07-31' });
    expect(byDay.rows).toEqual([
      { key: '2025-07-01', label: 'Tue 1 Jul 2025', ...figures(1, 5, 2500, 0, 375) },
      { key: '2025-07-02', label: 'Wed 2 Jul 2025', ...figures(1, 3, 10000, 1000, 1650) },
      { key: '2025-07-09', label: 'Wed 9 Jul 2025', ...figures(1, 2, 8000, 1000, 1350) },
      { key: '2025-07-20', label: 'Sun 20 Jul 2025', ...figures(1, 4, 3999, 500, 675) },
    ]);
    expect(byDay.totals).toEqual(figures(4, 14, 24499, 2500, 4050));

    const byWeek = okBody(await desk.get(`/admin/api/reports/sales?group_by=week&${JULY}`)).data;
    expect(byWeek.rows).toEqual([
      { key: '2025-06-30', label: 'Week from Mon 30 Jun 2025', ...figures(2, 8, 12500, 1000, 2025) },
      { key: '2025-07-07', label: 'Week from Mon 7 Jul 2025', ...figures(1, 2, 8000, 1000, 1350) },
      { key: '2025-07-14', label: 'Week from Mon 14 Jul 2025', ...figures(1, 4, 3999, 500, 675) },
    ]);
    const byMonth = okBody(await desk.get(`/admin/api/reports/sales?group_by=month&${JULY}`)).data;
    expect(byMonth.rows).toEqual([{ key: '2025-07', label: 'July 2025', ...figures(4, 14, 24499, 2500, 4050) }]);
    expect(byMonth.totals).toEqual(byDay.totals);
  });

  it('sums July by account, product and category, freight a row of its own by product and category', async () => {
    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const { harbour, sunrise } = await julyWritten();
    const byAccount = okBody(await owner.get(`/admin/api/reports/sales?group_by=account&${JULY}`)).data;
    expect(byAccount.rows).toEqual([
      { key: harbour.accountNumber, label: 'Harbour View Rest Home', ...figures(2, 5, 18000, 2000, 3000) },
      { key: sunrise.accountNumber, label: 'Sunrise Care Home', ...figures(2, 9, 6499, 500, 1050) },
    ]);

    const byProduct = okBody(await owner.get(`/admin/api/reports/sales?group_by=product&${JULY}`)).data;
    expect(byProduct.rows).toEqual([
      { key: 'RPT-APR', label: 'Aprons', ...figures(2, 3, 12000, 0, 1800) },
      { key: 'RPT-GLV', label: 'Nitrile gloves', ...figures(2, 3, 9000, 0, 1350) },
      { key: 'RPT-WIP', label: 'Wipes', ...figures(1, 5, 2500, 0, 375) },
      { key: 'RPT-MOP', label: 'Old mop', ...figures(1, 3, 999, 0, 150) },
      { key: 'freight', label: 'Freight', ...figures(3, 0, 0, 2500, 375) },
    ]);
    expect(byProduct.totals).toEqual(figures(4, 14, 24499, 2500, 4050));

    const byCategory = okBody(await owner.get(`/admin/api/reports/sales?group_by=category&${JULY}`)).data;
    expect(byCategory.rows).toEqual([
      { key: 'report-ppe', label: 'PPE', ...figures(3, 6, 21000, 0, 3150) },
      { key: 'report-hygiene', label: 'Hygiene', ...figures(1, 5, 2500, 0, 375) },
      { key: '', label: 'No category', ...figures(1, 3, 999, 0, 150) },
      { key: 'freight', label: 'Freight', ...figures(3, 0, 0, 2500, 375) },
    ]);
  });

  it('gives the GST of July on the invoice basis: invoices issued less credit notes issued, by New Zealand days', async () => {
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    await julyWritten();
    expect(okBody(await desk.get(`/admin/api/reports/gst?${JULY}`)).data).toEqual({
      period: { date_from: '2025-07-01', date_to: '2025-07-31' },
      sales: { count: 2, excl_gst: 20000, gst: 3000, incl_gst: 23000 },
      credits: { count: 1, excl_gst: 2000, gst: 300, incl_gst: 2300 },
      net: { excl_gst: 18000, gst: 2700, incl_gst: 20700 },
    });
    const csv = await desk.get(`/admin/api/reports/gst.csv?${JULY}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="gst-2025-07-01-to-2025-07-31.csv"');
    expect(csv.text).toBe(
      'line,documents,excl_gst,gst,incl_gst\r\nTax invoices issued,2,200.00,30.00,230.00\r\nCredit notes issued,1,-20.00,-3.00,-23.00\r\n"Net, 2025-07-01 to 2025-07-31",,180.00,27.00,207.00\r\n',
    );
  });

  it('downloads the sales report as a CSV, a row a group and the totals', async () => {
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    await julyWritten();
    const csv = await desk.get(`/admin/api/reports/sales.csv?group_by=week&${JULY}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sales-by-week-2025-07-01-to-2025-07-31.csv"');
    expect(csv.text.split('\r\n')).toEqual([
      'group,name,orders,units,goods_excl_gst,freight_excl_gst,sales_excl_gst,gst,sales_incl_gst',
      '2025-06-30,Week from Mon 30 Jun 2025,2,8,125.00,10.00,135.00,20.25,155.25',
      '2025-07-07,Week from Mon 7 Jul 2025,1,2,80.00,10.00,90.00,13.50,103.50',
      '2025-07-14,Week from Mon 14 Jul 2025,1,4,39.99,5.00,44.99,6.75,51.74',
      'total,2025-07-01 to 2025-07-31,4,14,244.99,25.00,269.99,40.50,310.49',
      '',
    ]);
  });

  it('covers this month so far when no days are given', async () => {
    clock.at = null;
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    await julyWritten();
    // Wednesday 16 July 10:15 in Auckland.
    clock.at = new Date('2025-07-15T22:15:00Z');
    try {
      const report = okBody(await desk.get('/admin/api/reports/sales?group_by=&date_from=')).data;
      expect(report.group_by).toBe('day');
      expect(report.period).toEqual({ date_from: '2025-07-01', date_to: '2025-07-16' });
      expect(report.totals).toEqual(figures(3, 10, 20500, 2000, 3375));
      expect(okBody(await desk.get('/admin/api/reports/gst')).data.period).toEqual({ date_from: '2025-07-01', date_to: '2025-07-16' });
    } finally {
      clock.at = null;
    }
  });

  it('refuses a bad group, a day that is not one, days out of order and a period over a year, naming the field', async () => {
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    for (const url of ['/admin/api/reports/sales', '/admin/api/reports/sales.csv']) {
      expectInvalid(await desk.get(`${url}?group_by=year`), 'group_by');
      expectInvalid(await desk.get(`${url}?group_by=day%00`), 'group_by');
      expectInvalid(await desk.get(`${url}?group_by=%ED%A0%80`), 'group_by');
      expectInvalid(await desk.get(`${url}?group_by=${'d'.repeat(10_000)}`), 'group_by');
      expectInvalid(await desk.get(`${url}?group_by=day&group_by=week`), 'group_by');
    }
    for (const url of ['/admin/api/reports/sales', '/admin/api/reports/sales.csv', '/admin/api/reports/gst', '/admin/api/reports/gst.csv']) {
      expectInvalid(await desk.get(`${url}?date_from=2025-02-30`), 'date_from');
      expectInvalid(await desk.get(`${url}?date_from=2025-07-01%00`), 'date_from');
      expectInvalid(await desk.get(`${url}?date_to=%ED%A0%80`), 'date_to');
      expectInvalid(await desk.get(`${url}?date_to=${'1'.repeat(10_000)}`), 'date_to');
      expectInvalid(await desk.get(`${url}?date_from=2025-07-01&date_from=2025-07-02`), 'date_from');
      expectInvalid(await desk.get(`${url}?date_from=2025-07-31&date_to=2025-07-01`), 'date_to', 'The date to must be on or after the date from.');
      expectInvalid(await desk.get(`${url}?date_from=2023-01-01&date_to=2025-12-31`), 'date_to', 'A report covers at most 366 days (a year).');
    }
    // A whole leap year is a report's longest period.
    expect(okBody(await desk.get('/admin/api/reports/sales?date_from=2024-01-01&date_to=2024-12-31')).data.period).toEqual({ date_from: '2024-01-01', date_to: '2024-12-31' });
  });

  it('is for owners and staff: a guest, a customer and a half-signed-in member get a 401, the warehouse a 403', async () => {
    for (const url of ['/admin/api/reports/sales', '/admin/api/reports/sales.csv', '/admin/api/reports/gst', '/admin/api/reports/gst.csv']) {
      await expectStaffGuarded(testApp, { method: 'GET', url: `${url}?${JULY}` }, { refusedRoles: ['warehouse'] });
    }
  });
});
