import { describe, expect, it } from 'vitest';
import { bulkLimits, bulkOutcome, dispatchBody, packingSlipsHref, processingBody, selectionCsvHref } from './bulk-request.ts';

describe('what the bulk bar sends', () => {
  it('moves the selection to processing', () => {
    expect(processingBody([4, 2])).toEqual({ ids: [4, 2], status: 'processing' });
  });

  it('dispatches with one carrier and the reference given for each order, a blank reference being none', () => {
    expect(dispatchBody([4, 2, 9], { carrier: '  NZ Couriers ', trackingRefs: { 4: ' NZC-1 ', 2: '   ', 9: 'NZC-9', 77: 'not chosen' } })).toEqual({
      body: { ids: [4, 2, 9], status: 'dispatched', carrier: 'NZ Couriers', tracking_refs: { '4': 'NZC-1', '9': 'NZC-9' } },
    });
    expect(dispatchBody([4], { carrier: 'Post', trackingRefs: {} })).toEqual({ body: { ids: [4], status: 'dispatched', carrier: 'Post' } });
  });

  it('asks for the carrier before sending anything', () => {
    expect(dispatchBody([4], { carrier: '   ', trackingRefs: { 4: 'NZC-1' } })).toEqual({ errors: { carrier: 'Enter the carrier that takes these orders.' } });
  });

  it('links the print view and the CSV of exactly the selection', () => {
    expect(packingSlipsHref([12, 3])).toBe('/admin/orders/packing-slips?ids=12,3');
    expect(selectionCsvHref([12, 3])).toBe('/admin/api/orders.csv?ids=12,3');
  });

  it('says beforehand what the server would refuse: more than 200 slips, more than 1,000 orders', () => {
    expect(bulkLimits(200)).toEqual({ moves: null, slips: null, csv: null });
    expect(bulkLimits(201)).toEqual({ moves: null, slips: 'Packing slips print at most 200 orders at once: select fewer to print them.', csv: null });
    expect(bulkLimits(1001).moves).toBe('One bulk action takes at most 1,000 orders: select fewer.');
    expect(bulkLimits(1001).csv).not.toBeNull();
  });

  it('says how many moved and names each order refused with why', () => {
    const answer = (results: { id: number; ok: boolean; message: string }[]) => ({
      data: results.map((result) => ({ ...result, order_number: `CS-${result.id}`, fulfilment_status: 'processing' as const })),
      moved: results.filter((result) => result.ok).length,
      refused: results.filter((result) => !result.ok).length,
      message: '',
    });
    expect(bulkOutcome('processing', answer([1, 2, 3].map((id) => ({ id, ok: true, message: 'moved' }))))).toEqual({ summary: '3 orders moved to processing.', refused: [] });
    expect(bulkOutcome('dispatched', answer([{ id: 1, ok: true, message: 'moved' }, { id: 2, ok: false, message: 'Order CS-2 is on hold: Stock check.' }]))).toEqual({
      summary: '1 order dispatched. 1 order not moved:',
      refused: [{ id: 2, orderNumber: 'CS-2', message: 'Order CS-2 is on hold: Stock check.' }],
    });
    expect(bulkOutcome('processing', answer([{ id: 2, ok: false, message: 'Order CS-2 is already processing.' }])).summary).toBe('No order moved:');
  });
});
