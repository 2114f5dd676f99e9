import { describe, expect, it } from 'vitest';
import type { QuickOrderLineJson, QuickOrderProductJson } from '../../../shared/schemas/quick-order.ts';
import { isReady, lineTotalCents, mergeSameProduct, readyItems, totalCents, unitCentsOf, withQty, type PreviewRow } from './preview-rows.ts';

function product(id: number, variantId = 0, price = 1000): QuickOrderProductJson {
  return {
    id,
    sku: `SKU-${id}-${variantId}`,
    title: `Product ${id}`,
    url: `/product/p-${id}`,
    image: '',
    primary_image: '',
    images: [],
    on_sale: false,
    has_variants: variantId > 0,
    special_text: null,
    pack_size: null,
    category: { id: 1, title: 'C', url: '/category/c' },
    created_at: '2026-01-01T00:00:00.000Z',
    price,
    variant_id: variantId,
    variant_label: variantId > 0 ? 'Blue / M' : null,
  };
}

function row(line: number, qty: string, found: QuickOrderProductJson | null, status: QuickOrderLineJson['status'] = 'matched'): PreviewRow {
  return {
    key: `paste-${line}`,
    labels: [`Line ${line}`],
    qty,
    answer: { line, query: `q${line}`, qty: Number(qty) || null, status, matched_by: found ? 'sku' : null, product: found, suggestions: [], message: null },
  };
}

describe('mergeSameProduct', () => {
  it('merges lines of the same product and cell into the first, adding quantities and keeping line labels', () => {
    const merged = mergeSameProduct([row(1, '2', product(7)), row(2, '1', product(8)), row(3, '5', product(7)), row(4, '1', product(7, 3))]);
    expect(merged.map((entry) => [entry.labels, entry.qty])).toEqual([
      [['Line 1', 'Line 3'], '7'],
      [['Line 2'], '1'],
      [['Line 4'], '1'],
    ]);
  });

  it('caps a merged quantity at 9999 and leaves a bad quantity and unmatched lines alone', () => {
    const merged = mergeSameProduct([row(1, '9000', product(7)), row(2, '2000', product(7)), row(3, 'x', product(7), 'bad_quantity'), row(4, '1', null, 'unknown'), row(5, '1', null, 'unknown')]);
    expect(merged.map((entry) => [entry.labels.join(','), entry.qty])).toEqual([
      ['Line 1,Line 2', '9999'],
      ['Line 3', 'x'],
      ['Line 4', '1'],
      ['Line 5', '1'],
    ]);
  });
});

describe('fixing a line in place', () => {
  it('matches a bad-quantity line again once its quantity is good, and counts it in items and the total', () => {
    const bad = row(1, '0', product(7, 0, 250), 'bad_quantity');
    expect(isReady(bad)).toBe(false);
    const fixed = withQty(bad, '4');
    expect(fixed.answer.status).toBe('matched');
    expect(isReady(fixed)).toBe(true);
    const rows = [fixed, row(2, '1', null, 'unknown'), row(3, '2', product(9, 5, 1000))];
    expect(readyItems(rows)).toEqual([
      { id: 7, variant_id: 0, qty: 4 },
      { id: 9, variant_id: 5, qty: 2 },
    ]);
    expect(totalCents(rows)).toBe(3000);
    expect(withQty(fixed, '1.5').answer.status).toBe('bad_quantity');
  });
});

describe('a contract price with a quantity break (issue #27)', () => {
  const breaks = [
    { min_qty: 1, price: 890 },
    { min_qty: 10, price: 840 },
  ];

  it('prices the line at the break its quantity reaches, as the cart will', () => {
    const found = { ...product(7, 0, 890), price_source: 'contract' as const, price_breaks: breaks };
    expect(unitCentsOf(row(1, '9', found))).toBe(890);
    expect(lineTotalCents(row(1, '9', found))).toBe(8010);
    expect(unitCentsOf(row(1, '12', found))).toBe(840);
    expect(lineTotalCents(row(1, '12', found))).toBe(10080);
  });

  it("keeps a matched cell's own price: its answer carries the product's breaks", () => {
    const cell = { ...product(7, 3, 1200), price_breaks: breaks };
    expect(lineTotalCents(row(1, '12', cell))).toBe(14400);
  });
});
