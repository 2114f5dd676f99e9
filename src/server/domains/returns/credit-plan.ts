// Which invoice credits which returned goods (issue #30 Part 2): an order invoiced per shipment has several
// invoices; each returned SKU is credited on the oldest invoices that still have it to credit, no more than
// they have left. Pure, so its rules are tested beside it.

export type SkuQty = { sku: string; qty: number };
export type InvoiceLeft = { id: number; isPaidByCard: boolean; qtyLeftBySku: ReadonlyMap<string, number> };
export type PlannedNote = { invoiceId: number; isPaidByCard: boolean; lines: SkuQty[] };

/** Adds up quantities by SKU, in the order each SKU first appears. */
export function bySku(lines: readonly SkuQty[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const line of lines) total.set(line.sku, (total.get(line.sku) ?? 0) + line.qty);
  return total;
}

/** `wanted` less what notes already credited for this return (never below 0). */
export function stillToCredit(wanted: readonly SkuQty[], credited: readonly SkuQty[]): SkuQty[] {
  const done = bySku(credited);
  return [...bySku(wanted)].map(([sku, qty]) => ({ sku, qty: Math.max(0, qty - (done.get(sku) ?? 0)) })).filter((line) => line.qty > 0);
}

/** One note per invoice that takes some of `wanted`, oldest invoice first; what no invoice has left is not credited. */
export function planCreditNotes(wanted: readonly SkuQty[], invoices: readonly InvoiceLeft[]): PlannedNote[] {
  const remaining = bySku(wanted);
  const notes: PlannedNote[] = [];
  for (const invoice of invoices) {
    const lines: SkuQty[] = [];
    for (const [sku, qty] of remaining) {
      const taken = Math.min(qty, Math.max(0, invoice.qtyLeftBySku.get(sku) ?? 0));
      if (taken > 0) {
        lines.push({ sku, qty: taken });
        remaining.set(sku, qty - taken);
      }
    }
    if (lines.length > 0) notes.push({ invoiceId: invoice.id, isPaidByCard: invoice.isPaidByCard, lines });
  }
  return notes;
}
