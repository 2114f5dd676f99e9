import { describe, expect, it } from 'vitest';
import { cartItemImage, cartSummaryRows, freeDeliveryText, hasSubtotal, itemCountText, removeConfirmText, summaryRows } from './cart-display.ts';

const summary = { sub_total: 10_000, tax_total: 1_500, tax_percentage: 15, shipping: 0, discount: 0, total: 11_500 };
const settings = { tax_inclusive: false, calculate_freight: false, free_shipping: false };

describe('summaryRows', () => {
  it('shows Subtotal, GST with its rate, and Total when prices exclude GST', () => {
    expect(cartSummaryRows({ summary, settings }).map((row) => [row.label, row.value])).toEqual([
      ['Subtotal', '$100.00'],
      ['GST (15%)', '$15.00'],
      ['Total', '$115.00'],
    ]);
  });

  it("labels the subtotal '(Incl. GST)' and drops the GST line when prices include GST", () => {
    const rows = cartSummaryRows({ summary: { ...summary, sub_total: 11_500 }, settings: { ...settings, tax_inclusive: true } });
    expect(rows.map((row) => row.label)).toEqual(['Subtotal (Incl. GST)', 'Total']);
  });

  it('adds shipping (Free when free) and a discount when they apply', () => {
    const rows = summaryRows({ ...summary, shipping: 995, discount: 500 }, { taxInclusive: false, showShipping: true, freeShipping: false });
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Delivery', 'GST (15%)', 'Discount', 'Total']);
    expect(rows.map((row) => [row.label, row.value])).toContainEqual(['Delivery', '$9.95']);
    expect(rows.map((row) => [row.label, row.value])).toContainEqual(['Discount', '−$5.00']);
    const free = summaryRows(summary, { taxInclusive: false, showShipping: true, freeShipping: true });
    expect(free.find((row) => row.key === 'shipping')?.value).toBe('Free');
  });

  it('says how far the goods are from free delivery only when the server says they are close', () => {
    expect(freeDeliveryText({ delivery: { zone: 'Wellington', delivery_date: null, free_over: 30_000, add_for_free_delivery: 5_002 } })).toBe('Free delivery over $300.00: add $50.02 more.');
    expect(freeDeliveryText({ delivery: { zone: 'Wellington', delivery_date: null, free_over: 30_000, add_for_free_delivery: null } })).toBeNull();
  });

  it('marks only the total row as the total', () => {
    expect(cartSummaryRows({ summary, settings }).filter((row) => row.isTotal).map((row) => row.key)).toEqual(['total']);
  });
});

describe('cart line display', () => {
  it('prefers pimage when it is not empty', () => {
    expect(cartItemImage({ image: '/a.svg', pimage: '/b.svg' })).toBe('/b.svg');
    expect(cartItemImage({ image: '/a.svg', pimage: '' })).toBe('/a.svg');
    expect(cartItemImage({ image: '/a.svg', pimage: '  ' })).toBe('/a.svg');
  });

  it('offers checkout only with a subtotal', () => {
    expect(hasSubtotal(null)).toBe(false);
    expect(hasSubtotal({ items: [], summary: { ...summary, sub_total: 0 } })).toBe(false);
    expect(hasSubtotal({ items: [{} as never], summary })).toBe(true);
  });

  it('words counts and the remove prompt as the spec does', () => {
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(3)).toBe('3 items');
    expect(removeConfirmText('Nitrile Gloves')).toBe('Press OK if you want to delete Nitrile Gloves from cart');
  });
});
