// The tax invoice PDF read back as a person's PDF reader would: its text through poppler's pdftotext
// (layout kept, so a line's fields stay on one row), its fonts through pdffonts.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocumentDay, formatGstRate } from './document-pdf-format.ts';
import { pdfsDrawnOnThreads, setPdfThreads } from './document-pdf-threads.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoiceLine, InvoiceSnapshot } from './invoice-snapshot.ts';

const run = promisify(execFile);
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'invoice-pdf-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function pdfFile(pdf: Buffer): Promise<string> {
  const file = path.join(folder, `${crypto.randomUUID()}.pdf`);
  await writeFile(file, pdf);
  return file;
}

/** The text of each page, as `pdftotext -layout` reads it. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', await pdfFile(pdf), '-']);
  return stdout.split('\f').slice(0, -1);
}

async function textOf(pdf: Buffer): Promise<string> {
  return (await pagesOf(pdf)).join('\n');
}

const gloves: InvoiceLine = { sku: 'GLV-2001', description: 'Nitrile gloves, powder free, large', qty: 12, unitPriceCents: 1249, amountCents: 14988 };
const pads: InvoiceLine = { sku: 'DPD-1001', description: 'Ōtaki night pads, pack of 30', qty: 3, unitPriceCents: 3499, amountCents: 10497 };
const wipes: InvoiceLine = { sku: 'WPS-0300', description: 'Cleansing wipes', qty: 1200, unitPriceCents: 105, amountCents: 126000 };

function invoice(overrides: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
  return {
    invoiceNumber: 'INV-000123',
    issuedOn: '2026-12-03',
    supplyOn: '2026-12-03',
    dueOn: '2027-01-20',
    terms: 'Due 20 Jan 2027',
    supplier: { name: 'Care Supply Co', addressLines: ['12 Wharf Street', 'Te Aro', 'Wellington 6011'], gstNumber: '123-456-789' },
    recipient: { name: 'Sunrise Care Home', accountNumber: '100200', addressLines: ['4 Mill Road', 'Ōtaki 5512'] },
    orderNumber: 'CS-100231',
    purchaseOrderNumber: 'PO-778',
    lines: [gloves, pads, wipes],
    subTotalCents: 151485,
    gstCents: 22723,
    gstRateBasisPoints: 1500,
    totalCents: 174208,
    ...overrides,
  };
}

function manyLines(count: number): InvoiceLine[] {
  return Array.from({ length: count }, (_, index) => ({
    sku: `SKU-${String(index + 1).padStart(4, '0')}`,
    description: `Item ${index + 1} of the standing order`,
    qty: index + 1,
    unitPriceCents: 250,
    amountCents: (index + 1) * 250,
  }));
}

/** Each text appears after the one before it. */
function expectInOrder(text: string, parts: string[]): void {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `'${part}' after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

describe('renderInvoicePdf', () => {
  it('reads as a tax invoice: title, supplier, numbers and dates, terms, PO number, then whom it is billed to', async () => {
    const text = await textOf(await renderInvoicePdf(invoice({ supplyOn: '2026-12-02' })));
    expectInOrder(text, [
      'Tax Invoice',
      'Care Supply Co',
      '12 Wharf Street',
      'Wellington 6011',
      'GST number 123-456-789',
      'INV-000123',
      '3 Dec 2026',
      '2 Dec 2026',
      'Due 20 Jan 2027',
      'CS-100231',
      'PO-778',
      'Bill to',
      'Sunrise Care Home',
      '100200',
      '4 Mill Road',
      'Ōtaki 5512',
    ]);
    expect(text).toMatch(/Invoice date\s+3 Dec 2026/);
    expect(text).toMatch(/Date of supply\s+2 Dec 2026/);
    expect(text).toMatch(/PO number\s+PO-778/);
  });

  it('shows each line with its SKU, quantity, unit price and amount on one row, money as dollars', async () => {
    const text = await textOf(await renderInvoicePdf(invoice()));
    expect(text).toMatch(/Description\s+Qty\s+Unit price \(excl\. GST\)\s+Amount \(excl\. GST\)/);
    expect(text).toMatch(/Nitrile gloves, powder free, large\s+12\s+\$12\.49\s+\$149\.88/);
    expect(text).toMatch(/Ōtaki night pads, pack of 30\s+3\s+\$34\.99\s+\$104\.97/);
    expect(text).toMatch(/Cleansing wipes\s+1,200\s+\$1\.05\s+\$1,260\.00/);
    expectInOrder(text, ['GLV-2001', 'DPD-1001', 'WPS-0300']);
  });

  it('ends with the subtotal, the GST at its rate and the total', async () => {
    const text = await textOf(await renderInvoicePdf(invoice()));
    expectInOrder(text, ['WPS-0300', 'Subtotal (excl. GST)', 'GST 15%', 'Total (incl. GST)']);
    expect(text).toMatch(/Subtotal \(excl\. GST\)\s+\$1,514\.85/);
    expect(text).toMatch(/GST 15%\s+\$227\.23/);
    expect(text).toMatch(/Total \(incl\. GST\)\s+\$1,742\.08/);
  });

  it('names a rate that is not a whole percent as it is', async () => {
    const text = await textOf(await renderInvoicePdf(invoice({ gstRateBasisPoints: 1250, gstCents: 18936, totalCents: 170421 })));
    expect(text).toMatch(/GST 12\.5%\s+\$189\.36/);
  });

  it('says how a card order was paid and has no PO line when the order had no PO number', async () => {
    const text = await textOf(await renderInvoicePdf(invoice({ dueOn: null, terms: 'Paid by card', purchaseOrderNumber: null })));
    expect(text).toContain('Paid by card');
    expect(text).not.toContain('PO number');
  });

  it('wraps a long description within its column and keeps the line’s figures', async () => {
    const description = 'Disposable underpads with a super absorbent core, extra large, for beds and chairs, carton of 4 bags of 25';
    const text = await textOf(await renderInvoicePdf(invoice({ lines: [{ ...gloves, description }] })));
    const rows = text.split('\n');
    const first = rows.findIndex((row) => row.includes('Disposable underpads'));
    const sku = rows.findIndex((row) => row.includes('SKU GLV-2001'));
    expect(rows[first]).toMatch(/Disposable underpads.*\s+12\s+\$12\.49\s+\$149\.88/);
    expect(sku - first).toBeGreaterThan(1);
    const column = [rows[first]?.split(/\s{2,}/)[0], ...rows.slice(first + 1, sku).map((row) => row.trim())];
    expect(column.join(' ')).toBe(description);
  });

  it('runs a 200-line invoice over pages, each with the table heading and its page number, the total at the end', async () => {
    const lines = manyLines(200);
    const pages = await pagesOf(await renderInvoicePdf(invoice({ lines, subTotalCents: 5_025_000, gstCents: 753_750, totalCents: 5_778_750 })));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toMatch(/Description\s+Qty\s+Unit price \(excl\. GST\)/);
    });
    const last = pages.at(-1) ?? '';
    expect(last).toMatch(/Item 200 of the standing order\s+200\s+\$2\.50\s+\$500\.00/);
    expect(last).toMatch(/Total \(incl\. GST\)\s+\$57,787\.50/);
    const text = pages.join('\n');
    for (const line of lines) expect(text).toContain(line.sku);
  });

  it('embeds its own font, with the macrons of Māori place names', async () => {
    const file = await pdfFile(await renderInvoicePdf(invoice()));
    const { stdout } = await run('pdffonts', [file]);
    const fonts = stdout.split('\n').slice(2).filter((row) => row.trim() !== '');
    expect(fonts.length).toBeGreaterThan(0);
    for (const row of fonts) expect(row).toMatch(/^\S+\+DejaVuSans(-Bold)?\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(await textOf(await renderInvoicePdf(invoice()))).toContain('Ōtaki night pads');
  });

  it('gives the same bytes for the same snapshot, dated the day the invoice was issued', async () => {
    const first = await renderInvoicePdf(invoice());
    const second = await renderInvoicePdf(invoice());
    expect(second.equals(first)).toBe(true);
    const { stdout } = await run('pdfinfo', ['-isodates', await pdfFile(first)]);
    expect(stdout).toMatch(/CreationDate:\s+2026-12-03T00:00:00Z/);
    const other = await renderInvoicePdf(invoice({ invoiceNumber: 'INV-000124' }));
    expect(other.equals(first)).toBe(false);
  });

  it('gives the same bytes drawn on a worker thread as on this one, and several at once', async () => {
    setPdfThreads(0);
    const inline = await renderInvoicePdf(invoice());
    setPdfThreads(1);
    try {
      const [once, again] = await Promise.all([renderInvoicePdf(invoice()), renderInvoicePdf(invoice())]);
      expect(Buffer.isBuffer(once)).toBe(true);
      expect(once.equals(inline)).toBe(true);
      expect(again.equals(inline)).toBe(true);
      expect(pdfsDrawnOnThreads()).toBe(2);
    } finally {
      setPdfThreads(0);
    }
  });
});

describe('document days and rates', () => {
  it('writes a day as day, short month and year', () => {
    expect(formatDocumentDay('2026-12-03')).toBe('3 Dec 2026');
    expect(formatDocumentDay('2027-01-20')).toBe('20 Jan 2027');
    expect(() => formatDocumentDay('2026-13-01')).toThrow(RangeError);
    expect(() => formatDocumentDay('3/12/2026')).toThrow(RangeError);
  });

  it('writes a GST rate in basis points as a percent', () => {
    expect(formatGstRate(1500)).toBe('15%');
    expect(formatGstRate(1250)).toBe('12.5%');
  });
});
