import { describe, expect, it } from 'vitest';
import { stillToCome } from './order-shipments.tsx';

describe('stillToCome', () => {
  it('lists what each line has not had dispatched yet, leaving out the lines sent whole', () => {
    const line = (sku: string, qty: number, shipped: number) => ({ id: 1, product_id: 1, variant_id: 0, sku, title: sku, price: 100, qty, line_total: 100 * qty, image: '', shipped_qty: shipped });
    expect(stillToCome({ items: [line('APR-1', 10, 6), line('VIN-1', 4, 4), line('GLV-2', 3, 0)] })).toEqual([
      { sku: 'APR-1', title: 'APR-1', qty: 4 },
      { sku: 'GLV-2', title: 'GLV-2', qty: 3 },
    ]);
  });
});
