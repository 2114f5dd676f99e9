import { describe, expect, it } from 'vitest';
import { withoutUnchanged } from './audit-changes.ts';

describe('withoutUnchanged', () => {
  it('drops the fields that are the same before and after, and keeps those that changed, appeared or went', () => {
    expect(
      withoutUnchanged(
        { status: 'open', address_id: 7, line_1: '1 Tui Street', city: 'Hamilton', line_2: null, gone: 'x' },
        { status: 'applied', address_id: 7, line_1: '9 Kea Road', city: 'Hamilton', line_2: null, added: 'y' },
      ),
    ).toEqual({ before: { status: 'open', line_1: '1 Tui Street', gone: 'x' }, after: { status: 'applied', line_1: '9 Kea Road', added: 'y' } });
  });

  it('compares lists and nested values by what they hold', () => {
    expect(withoutUnchanged({ rest_acc: ['100200', '100201'], images: [{ url: '/a.webp' }] }, { rest_acc: ['100200', '100201'], images: [{ url: '/a.webp' }] })).toEqual({ before: {}, after: {} });
    expect(withoutUnchanged({ rest_acc: ['100200'] }, { rest_acc: ['100200', '100201'] })).toEqual({ before: { rest_acc: ['100200'] }, after: { rest_acc: ['100200', '100201'] } });
    // A missing field is not the same as a null one.
    expect(withoutUnchanged({ note: null }, {})).toEqual({ before: { note: null }, after: {} });
  });

  it("keeps, within a batch's records, only what changed in each", () => {
    expect(
      withoutUnchanged(
        { 'DPD-1007': { sku: 'DPD-1007', price: 1249, stock_on_hand: 5 }, 'DPD-1008': { sku: 'DPD-1008', price: 900, stock_on_hand: 2 } },
        { 'DPD-1007': { sku: 'DPD-1007', price: 1299, stock_on_hand: 5 }, 'DPD-1008': { sku: 'DPD-1008', price: 900, stock_on_hand: 2 } },
      ),
    ).toEqual({ before: { 'DPD-1007': { price: 1249 } }, after: { 'DPD-1007': { price: 1299 } } });
  });

  it('keeps every field of a record created or removed', () => {
    expect(withoutUnchanged(null, { title: 'Wound care', rest_acc: [] })).toEqual({ before: null, after: { title: 'Wound care', rest_acc: [] } });
    expect(withoutUnchanged({ url: 'https://erp.example/hook' }, null)).toEqual({ before: { url: 'https://erp.example/hook' }, after: null });
  });
});
