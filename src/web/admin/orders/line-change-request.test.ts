import { describe, expect, it } from 'vitest';
import { lineChangeErrorsOf, lineChangeRequest, type ChangeableLine } from './line-change-request.ts';

const LINES: ChangeableLine[] = [
  { id: 11, sku: 'APR-1', title: 'Aprons', qty: 10, price: 999 },
  { id: 12, sku: 'VIN-1', title: 'Vinyl gloves', qty: 4, price: 599 },
];

describe("the 'Change lines' request", () => {
  it('sends only the lines whose quantity changed, 0 removing one, and the add rows with a SKU', () => {
    expect(lineChangeRequest(LINES, { 11: '6', 12: '4' }, [{ sku: ' NIT-1 ', qty: '2' }, { sku: '', qty: '' }])).toEqual({
      ok: true,
      body: { lines: [{ line_id: 11, qty: 6 }], add: [{ sku: 'NIT-1', qty: 2 }] },
      lineIds: [11],
      addRows: [0],
    });
    expect(lineChangeRequest(LINES, { 12: '0' }, [])).toMatchObject({ ok: true, body: { lines: [{ line_id: 12, qty: 0 }] } });
  });

  it('refuses what is not a whole number, never rounding it, and a change of nothing', () => {
    expect(lineChangeRequest(LINES, { 11: '6.5', 12: '-1' }, [{ sku: 'NIT-1', qty: 'two' }, { sku: '', qty: '3' }])).toEqual({
      ok: false,
      errors: {
        'line-11': 'Type a whole number of APR-1 (0 removes the line).',
        'line-12': 'Type a whole number of VIN-1 (0 removes the line).',
        'add-0-qty': 'Type a whole number of NIT-1 to add (1 or more).',
        'add-1-sku': 'Type the SKU of the product to add.',
      },
    });
    expect(lineChangeRequest(LINES, { 11: '10' }, [])).toEqual({ ok: false, errors: { _: 'Change a quantity or add a product first: nothing would change.' } });
  });

  it('puts the server’s refusals back on the line or row they name', () => {
    const errors = lineChangeErrorsOf({ 'lines.0.qty': 'Only down.', 'add.0.sku': 'No such SKU.', lines: 'Over the credit limit.' }, { lineIds: [12], addRows: [2] });
    expect(errors).toEqual({ 'line-12': 'Only down.', 'add-2-sku': 'No such SKU.', _: 'Over the credit limit.' });
  });
});
