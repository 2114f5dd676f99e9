// 'Change lines…' (issue #30 Part 2): the change request built from what the desk typed (each line's new
// quantity, products to add by SKU), and the server's refusals put back on the inputs they are about.
import type { OrderLinesChangeBody } from '../../../shared/schemas/order-changes.ts';
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';

export type ChangeableLine = { id: number; sku: string; title: string; qty: number; price: number };
export type TypedAdd = { sku: string; qty: string };

/** The form's error keys: `line-<id>` for a line's quantity, `add-<row>-sku` and `add-<row>-qty`, `_` for the whole form. */
export const changeLineKey = (lineId: number) => `line-${lineId}`;
export const addKey = (row: number, field: 'sku' | 'qty') => `add-${row}-${field}`;

export const changeableLines = (items: StaffOrderDetailJson['items']): ChangeableLine[] =>
  items.map((item) => ({ id: item.id, sku: item.sku, title: item.title, qty: item.qty, price: item.price }));

export type LineChangeRequest = { ok: true; body: OrderLinesChangeBody; lineIds: number[]; addRows: number[] } | { ok: false; errors: Record<string, string> };

const isWholeNumber = (text: string) => /^\d+$/.test(text);

/**
 * The change to send: each line whose typed quantity differs from the order's (blank keeps it as it is;
 * 0 removes it), and each add row with a SKU. A quantity must be a whole number as typed, or it is refused
 * with a message; it is never rounded. `lineIds` and `addRows` say which line and row each sent entry was.
 */
export function lineChangeRequest(lines: readonly ChangeableLine[], typed: Readonly<Record<number, string>>, adds: readonly TypedAdd[]): LineChangeRequest {
  const errors: Record<string, string> = {};
  const sent: OrderLinesChangeBody['lines'] = [];
  for (const line of lines) {
    const text = (typed[line.id] ?? '').trim();
    if (text === '') continue;
    if (!isWholeNumber(text)) errors[changeLineKey(line.id)] = `Type a whole number of ${line.sku} (0 removes the line).`;
    else if (Number(text) !== line.qty) sent.push({ line_id: line.id, qty: Number(text) });
  }
  const added: NonNullable<OrderLinesChangeBody['add']> = [];
  const addRows: number[] = [];
  adds.forEach((add, row) => {
    const sku = add.sku.trim();
    const qty = add.qty.trim();
    if (sku === '' && qty === '') return;
    if (sku === '') errors[addKey(row, 'sku')] = 'Type the SKU of the product to add.';
    if (!isWholeNumber(qty) || Number(qty) < 1) errors[addKey(row, 'qty')] = `Type a whole number of ${sku || 'the product'} to add (1 or more).`;
    else if (sku !== '') {
      added.push({ sku, qty: Number(qty) });
      addRows.push(row);
    }
  });
  if (Object.keys(errors).length === 0 && sent.length === 0 && added.length === 0) errors._ = 'Change a quantity or add a product first: nothing would change.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { lines: sent, ...(added.length > 0 ? { add: added } : {}) }, lineIds: sent.map((line) => line.line_id), addRows };
}

/** The server's field messages keyed for the form: `lines.N.*` and `add.N.*` by their place in the request; anything else is about the whole form. */
export function lineChangeErrorsOf(serverErrors: Readonly<Record<string, string>>, sent: { lineIds: readonly number[]; addRows: readonly number[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(serverErrors)) {
    const line = /^lines\.(\d+)(?:\.|$)/.exec(key)?.[1];
    const add = /^add\.(\d+)\.(sku|qty)$/.exec(key);
    const lineId = line === undefined ? undefined : sent.lineIds[Number(line)];
    const row = add?.[1] === undefined ? undefined : sent.addRows[Number(add[1])];
    const formKey = lineId !== undefined ? changeLineKey(lineId) : row !== undefined && add ? addKey(row, add[2] === 'sku' ? 'sku' : 'qty') : '_';
    errors[formKey] = errors[formKey] ? `${errors[formKey]} ${message}` : message;
  }
  return errors;
}
