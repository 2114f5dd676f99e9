import { describe, expect, it } from 'vitest';
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';
import { shipmentErrorsOf, shipmentRequest, shippableLines, type ShippableLine } from './shipment-request.ts';

const LINES: ShippableLine[] = [
  { id: 11, sku: 'VIN-1', title: 'Vinyl gloves', left: 4 },
  { id: 12, sku: 'WIPE-2', title: 'Wipes', left: 2 },
];
const fields = { carrier: ' NZ Couriers ', trackingRef: ' NZC-1 ' };

describe('shippableLines', () => {
  it('keeps the lines with something left, with how many', () => {
    const items = [
      { id: 1, sku: 'A', title: 'All sent', qty: 2, shipped_qty: 2 },
      { id: 2, sku: 'B', title: 'Part sent', qty: 5, shipped_qty: 2 },
      { id: 3, sku: 'C', title: 'None sent', qty: 1, shipped_qty: 0 },
    ] as unknown as StaffOrderDetailJson['items'];
    expect(shippableLines(items)).toEqual([
      { id: 2, sku: 'B', title: 'Part sent', left: 3 },
      { id: 3, sku: 'C', title: 'None sent', left: 1 },
    ]);
  });
});

describe('shipmentRequest', () => {
  it('sends the lines typed above 0, with the carrier and reference trimmed', () => {
    expect(shipmentRequest(LINES, { 11: '2', 12: '0' }, fields)).toEqual({
      ok: true,
      body: { lines: [{ line_id: 11, qty: 2 }], carrier: 'NZ Couriers', tracking_ref: 'NZC-1' },
      lineIds: [11],
    });
  });

  it('reads a blank quantity as 0 and a blank reference as none', () => {
    const request = shipmentRequest(LINES, { 12: ' 2 ' }, { carrier: 'NZ Post', trackingRef: '  ' });
    expect(request).toEqual({ ok: true, body: { lines: [{ line_id: 12, qty: 2 }], carrier: 'NZ Post', tracking_ref: null }, lineIds: [12] });
  });

  it('refuses a quantity that is not a whole number, on its line, never rounding it', () => {
    for (const typed of ['1.5', '-1', '2a', '1,000', '1e2']) {
      expect(shipmentRequest(LINES, { 11: typed, 12: '1' }, fields)).toEqual({ ok: false, errors: { 'line-11': 'Type a whole number of VIN-1 to dispatch (0 to keep it back).' } });
    }
  });

  it('sends more than is left as typed: the server knows what is left now and says so', () => {
    const request = shipmentRequest(LINES, { 11: '9' }, fields);
    expect(request.ok && request.body.lines).toEqual([{ line_id: 11, qty: 9 }]);
  });

  it('needs a carrier and at least one line above 0', () => {
    expect(shipmentRequest(LINES, { 11: '1' }, { carrier: ' ', trackingRef: '' })).toEqual({ ok: false, errors: { carrier: 'A carrier is needed to dispatch.' } });
    expect(shipmentRequest(LINES, { 11: '0', 12: '' }, fields)).toEqual({ ok: false, errors: { _: 'Type how many of at least one line leave in this shipment.' } });
  });
});

describe('shipmentErrorsOf', () => {
  it("puts lines.N's messages on the line sent N-th, and the rest where they belong", () => {
    expect(
      shipmentErrorsOf(
        { 'lines.1.qty': 'Only 2 of WIPE-2 are left to dispatch.', 'lines.0.line_id': 'Not a line of this order.', carrier: 'Too long.', lines: 'A line is named twice.', status: 'Odd.' },
        [11, 12],
      ),
    ).toEqual({ 'line-12': 'Only 2 of WIPE-2 are left to dispatch.', 'line-11': 'Not a line of this order.', carrier: 'Too long.', _: 'A line is named twice. Odd.' });
  });

  it('says a message about a line it did not send about the whole form', () => {
    expect(shipmentErrorsOf({ 'lines.5.qty': 'Only 1 left.' }, [11])).toEqual({ _: 'Only 1 left.' });
  });
});
