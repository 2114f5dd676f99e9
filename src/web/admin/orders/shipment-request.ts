// 'Dispatch part…' (issue #30 Part 2): the lines still to dispatch, the shipment request built from what
// the desk typed, and the server's refusals put back on the inputs they are about.
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';
import type { ShipmentBody } from '../../../shared/schemas/shipments.ts';

export type ShippableLine = { id: number; sku: string; title: string; left: number };

/** The form's error keys: `line-<line id>` for a line's quantity, `carrier`, `tracking_ref`, `_` for the whole form. */
export const lineErrorKey = (lineId: number) => `line-${lineId}`;

/** The order's lines with something left to dispatch, in the order's order. */
export function shippableLines(items: StaffOrderDetailJson['items']): ShippableLine[] {
  return items.filter((item) => item.qty > item.shipped_qty).map((item) => ({ id: item.id, sku: item.sku, title: item.title, left: item.qty - item.shipped_qty }));
}

export type ShipmentRequest = { ok: true; body: ShipmentBody; lineIds: number[] } | { ok: false; errors: Record<string, string> };

/**
 * The shipment to send: the lines whose typed quantity is above 0 (blank is 0). A quantity must be a whole
 * number as typed, or it is refused with a message; it is never rounded or trimmed to fit. More than is
 * left is the server's to refuse (it knows what another member may have sent meanwhile, and its message
 * names the line), so it is sent as typed. `lineIds` are the sent lines' ids, in the request's order.
 */
export function shipmentRequest(lines: readonly ShippableLine[], typed: Readonly<Record<number, string>>, fields: { carrier: string; trackingRef: string }): ShipmentRequest {
  const errors: Record<string, string> = {};
  const sent: ShipmentBody['lines'] = [];
  for (const line of lines) {
    const text = (typed[line.id] ?? '').trim();
    if (text === '') continue;
    if (!/^\d+$/.test(text)) {
      errors[lineErrorKey(line.id)] = `Type a whole number of ${line.sku} to dispatch (0 to keep it back).`;
      continue;
    }
    const qty = Number(text);
    if (qty > 0) sent.push({ line_id: line.id, qty });
  }
  const carrier = fields.carrier.trim();
  if (!carrier) errors.carrier = 'A carrier is needed to dispatch.';
  if (Object.keys(errors).length === 0 && sent.length === 0) errors._ = 'Type how many of at least one line leave in this shipment.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const trackingRef = fields.trackingRef.trim();
  return { ok: true, body: { lines: sent, carrier, tracking_ref: trackingRef || null }, lineIds: sent.map((line) => line.line_id) };
}

/**
 * The server's field messages keyed for the form: `lines.N.qty` and `lines.N.line_id` (N the line's place
 * in the request) become that line's key; what names no line we sent (`lines`) is about the whole form.
 */
export function shipmentErrorsOf(serverErrors: Readonly<Record<string, string>>, lineIds: readonly number[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(serverErrors)) {
    const place = /^lines\.(\d+)(?:\.|$)/.exec(key)?.[1];
    const lineId = place === undefined ? undefined : lineIds[Number(place)];
    const formKey = lineId !== undefined ? lineErrorKey(lineId) : key === 'carrier' || key === 'tracking_ref' ? key : '_';
    errors[formKey] = errors[formKey] ? `${errors[formKey]} ${message}` : message;
  }
  return errors;
}
