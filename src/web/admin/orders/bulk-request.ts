// What the order list's bulk bar sends and says (issue #30 Part 1), as plain functions: the body of
// POST /admin/api/orders/bulk-status, the addresses of the selection's packing slips and CSV, what the
// bar allows at its size, and the answer in words.
import type { BulkStatusBody, BulkStatusResponseJson } from '../../../shared/schemas/order-desk.ts';
import { PACKING_SLIPS_PATH } from './print-slips-link.tsx';
import { BULK_ORDERS_MAX, ordersCount, PACKING_SLIPS_MAX } from './selection.ts';

/** Moves the orders to processing. */
export function processingBody(ids: readonly number[]): BulkStatusBody {
  return { ids: [...ids], status: 'processing' };
}

export type DispatchInput = { carrier: string; trackingRefs: Record<number, string> };

/**
 * Dispatches the orders with one carrier (required) and each order's tracking reference (a blank one is
 * none); the carrier's absence is told before anything is sent.
 */
export function dispatchBody(ids: readonly number[], input: DispatchInput): { body: BulkStatusBody } | { errors: Record<string, string> } {
  const carrier = input.carrier.trim();
  if (!carrier) return { errors: { carrier: 'Enter the carrier that takes these orders.' } };
  const refs = ids.flatMap((id) => {
    const ref = input.trackingRefs[id]?.trim() ?? '';
    return ref ? [[String(id), ref] as const] : [];
  });
  return { body: { ids: [...ids], status: 'dispatched', carrier, ...(refs.length > 0 ? { tracking_refs: Object.fromEntries(refs) } : {}) } };
}

/** The print view of the selection's packing slips. */
export const packingSlipsHref = (ids: readonly number[]) => `${PACKING_SLIPS_PATH}?ids=${ids.join(',')}`;

/** The CSV of exactly the selection, which the browser downloads. */
export const selectionCsvHref = (ids: readonly number[]) => `/admin/api/orders.csv?ids=${ids.join(',')}`;

/** Why an action is not offered for `count` orders (null when it is): the server's limits, told beforehand. */
export function bulkLimits(count: number): { moves: string | null; slips: string | null; csv: string | null } {
  const tooMany = count > BULK_ORDERS_MAX ? `One bulk action takes at most ${ordersCount(BULK_ORDERS_MAX)}: select fewer.` : null;
  return {
    moves: tooMany,
    csv: tooMany,
    slips: count > PACKING_SLIPS_MAX ? `Packing slips print at most ${ordersCount(PACKING_SLIPS_MAX)} at once: select fewer to print them.` : null,
  };
}

export type BulkOutcome = { summary: string; refused: { id: number; orderNumber: string | null; message: string }[] };

/** The answer in words: how many moved, and each order that did not with why. */
export function bulkOutcome(status: BulkStatusBody['status'], answer: BulkStatusResponseJson): BulkOutcome {
  const movedWords = `${ordersCount(answer.moved)} ${status === 'dispatched' ? 'dispatched' : 'moved to processing'}.`;
  const refused = answer.data.filter((result) => !result.ok).map((result) => ({ id: result.id, orderNumber: result.order_number, message: result.message }));
  if (refused.length === 0) return { summary: movedWords, refused };
  return { summary: answer.moved === 0 ? 'No order moved:' : `${movedWords} ${ordersCount(refused.length)} not moved:`, refused };
}
