// A tax invoice of `count` lines as the store keeps one (its snapshot), for the PDF benches (issue #28):
// care-supply products, quantities and prices that vary line by line, GST at 15%.
import type { InvoiceLine, InvoiceSnapshot } from '../src/server/domains/invoicing/invoice-snapshot.ts';

const PRODUCTS = [
  'Nitrile examination gloves, powder free, blue, large, box of 200',
  'Ōtaki night pads, pack of 30',
  'Cleansing wipes, unscented',
  'Disposable underpads with a super absorbent core, extra large, for beds and chairs, carton of 4 bags of 25',
  'Thickened water, lemon, level 2 mildly thick, 24 × 250 ml',
  'Hand sanitiser gel 70% alcohol, pump bottle 500 ml',
  'Pull-up pants, maxi, medium, pack of 14',
] as const;

function sampleLines(count: number): InvoiceLine[] {
  return Array.from({ length: count }, (_, index) => {
    const qty = (index % 12) + 1;
    const unitPriceCents = 499 + ((index * 137) % 9000);
    const product = PRODUCTS[index % PRODUCTS.length] ?? '';
    return { sku: `CS-${String(10_000 + index * 7)}`, description: product, qty, unitPriceCents, amountCents: qty * unitPriceCents };
  });
}

export function sampleInvoice(count: number): InvoiceSnapshot {
  const lines = sampleLines(count);
  const subTotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const gstCents = Math.round((subTotalCents * 15) / 100);
  return {
    invoiceNumber: 'INV-000123',
    issuedOn: '2026-12-03',
    supplyOn: '2026-12-03',
    dueOn: '2027-01-20',
    terms: 'Due 20 Jan 2027',
    supplier: { name: 'Care Supply Co', addressLines: ['12 Wharf Street', 'Te Aro', 'Wellington 6011', 'New Zealand'], gstNumber: '123-456-789' },
    recipient: { name: 'Sunrise Care Home', accountNumber: '100200', addressLines: ['4 Mill Road', 'Ōtaki 5512'] },
    orderNumber: 'CS-100231',
    purchaseOrderNumber: 'PO-778',
    lines,
    subTotalCents,
    gstCents,
    gstRateBasisPoints: 1500,
    totalCents: subTotalCents + gstCents,
  };
}
