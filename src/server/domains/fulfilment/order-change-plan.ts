// What a desk change of a placed order comes to (issue #30 Part 2), worked out before anything is written:
// each line's new quantity (0 removes it), each product added (a SKU already on the order raises that line,
// at the price it has), the lines after, and the totals after. Pure: the caller reads and writes.
import { QUANTITY_MAX } from '../../../shared/limits.ts';
import { formatCents } from '../../../shared/money.ts';
import type { OrderLinesChangeBody } from '../../../shared/schemas/order-changes.ts';
import { ValidationError, type FieldErrors } from '../../errors.ts';
import { calculateTotals, freightExclusiveOf, lineTotalCents, type Totals } from '../../kernel/gst-totals.ts';
import { onlyAvailableText, type ChangeableOrder, type ChangedLine, type LinesChange, type NewOrderLine, type StockShortfall } from '../orders/orders.service.ts';

/** An added SKU as the cart priced it for the account: a line, or why not. */
export type PricedAdd = { ok: true; line: NewOrderLine } | { ok: false; field: 'sku' | 'qty'; message: string };

export type ChangePlan = { change: Omit<LinesChange, 'totals'>; changed: ChangedLine[]; after: { unitPriceCents: number; qty: number }[] };

export const CARD_ORDER_ONLY_DOWN = 'A card-paid order can only go down (its card is refunded the difference): place a new order for more.';

const sameSku = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The adds whose SKU is not on the order: these the cart prices as new lines. */
export function addsToPrice(order: ChangeableOrder, body: OrderLinesChangeBody): { index: number; sku: string; qty: number }[] {
  return (body.add ?? []).flatMap((add, index) => (order.lines.some((line) => sameSku(line.sku, add.sku)) ? [] : [{ index, sku: add.sku, qty: add.qty }]));
}

/**
 * The change `body` asks of `order`, given the new lines the cart priced (by the add's index). A 422
 * naming each field that cannot be: a line not the order's, more on a card-paid order, an add refused,
 * nothing changed, or every line gone.
 */
export function planChange(order: ChangeableOrder, body: OrderLinesChangeBody, priced: ReadonlyMap<number, PricedAdd>, isCardPaid: boolean): ChangePlan {
  const errors: FieldErrors = {};
  const qtyOf = new Map(order.lines.map((line) => [line.id, line.qty]));
  body.lines.forEach((wanted, index) => {
    if (!qtyOf.has(wanted.line_id)) errors[`lines.${index}.line_id`] = `Line ${wanted.line_id} is not a line of order ${order.orderNumber}.`;
    else if (isCardPaid && wanted.qty > (qtyOf.get(wanted.line_id) ?? 0)) errors[`lines.${index}.qty`] = CARD_ORDER_ONLY_DOWN;
    else qtyOf.set(wanted.line_id, wanted.qty);
  });
  const inserts: NewOrderLine[] = [];
  (body.add ?? []).forEach((add, index) => {
    if (isCardPaid) {
      errors[`add.${index}.sku`] = CARD_ORDER_ONLY_DOWN;
      return;
    }
    const onOrder = order.lines.find((line) => sameSku(line.sku, add.sku));
    if (onOrder) {
      const raised = (qtyOf.get(onOrder.id) ?? 0) + add.qty;
      if (raised > QUANTITY_MAX) errors[`add.${index}.qty`] = `${onOrder.sku} would come to ${raised}: a line may hold at most ${QUANTITY_MAX.toLocaleString('en-NZ')}.`;
      else qtyOf.set(onOrder.id, raised);
      return;
    }
    const result = priced.get(index);
    if (!result) throw new Error(`add ${index} (${add.sku}) was not priced`);
    if (result.ok) inserts.push(result.line);
    else errors[`add.${index}.${result.field}`] = result.message;
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, `Order ${order.orderNumber} was not changed.`);

  const kept = order.lines.filter((line) => (qtyOf.get(line.id) ?? 0) > 0);
  const changedLines = order.lines.filter((line) => qtyOf.get(line.id) !== line.qty);
  if (changedLines.length === 0 && inserts.length === 0) throw new ValidationError({ lines: 'Nothing would change: every quantity is as it was.' });
  if (kept.length === 0 && inserts.length === 0) throw new ValidationError({ lines: `An order keeps at least one line: cancel order ${order.orderNumber} instead.` });

  return {
    change: {
      updates: changedLines.filter((line) => (qtyOf.get(line.id) ?? 0) > 0).map((line) => {
        const qty = qtyOf.get(line.id) ?? 0;
        return { lineId: line.id, qty, lineTotalCents: lineTotalCents(line.unitPriceCents, qty) };
      }),
      removes: changedLines.filter((line) => (qtyOf.get(line.id) ?? 0) === 0).map((line) => line.id),
      inserts,
    },
    changed: [
      ...changedLines.map((line) => ({ sku: line.sku, title: line.title, from: line.qty, to: qtyOf.get(line.id) ?? 0 })),
      ...inserts.map((line) => ({ sku: line.sku, title: line.title, from: 0, to: line.qty })),
    ],
    after: [...kept.map((line) => ({ unitPriceCents: line.unitPriceCents, qty: qtyOf.get(line.id) ?? 0 })), ...inserts],
  };
}

/**
 * Issue #30 Part 3: the 422's fields when a raise asks more of a `stop` product than is on hand: each line
 * raised and each add of a short product, with how many more there are (the order holds its own already).
 */
export function stockErrorsOf(order: ChangeableOrder, body: OrderLinesChangeBody, inserts: readonly NewOrderLine[], shortfalls: readonly StockShortfall[]): FieldErrors {
  const shortOf = new Map(shortfalls.map((shortfall) => [shortfall.productId, shortfall]));
  const errors: FieldErrors = {};
  body.lines.forEach((wanted, index) => {
    const line = order.lines.find((candidate) => candidate.id === wanted.line_id);
    const shortfall = line ? shortOf.get(line.productId) : undefined;
    if (line && shortfall && wanted.qty > line.qty) errors[`lines.${index}.qty`] = moreAvailableText(shortfall.available, line.qty);
  });
  (body.add ?? []).forEach((add, index) => {
    const onOrder = order.lines.find((line) => sameSku(line.sku, add.sku));
    const productId = onOrder?.productId ?? inserts.find((line) => sameSku(line.sku, add.sku))?.productId;
    const shortfall = productId === undefined ? undefined : shortOf.get(productId);
    if (shortfall) errors[`add.${index}.qty`] = onOrder ? moreAvailableText(shortfall.available, onOrder.qty) : onlyAvailableText(shortfall.available);
  });
  return errors;
}

function moreAvailableText(available: number, onOrder: number): string {
  if (available <= 0) return `None more available: it is out of stock (the order holds ${onOrder.toLocaleString('en-NZ')}).`;
  return `Only ${available.toLocaleString('en-NZ')} more available: at most ${(onOrder + available).toLocaleString('en-NZ')} on this order.`;
}

/** An order on account: its totals worked out again for the lines after, with its freight and discount as they were. */
export function totalsAfter(before: Totals, after: ChangePlan['after']): Totals {
  return calculateTotals({
    lines: after,
    taxRateBasisPoints: before.taxRateBasisPoints,
    isTaxInclusive: before.isTaxInclusive,
    shippingCents: freightExclusiveOf(before.shippingCents, before.taxRateBasisPoints, before.isTaxInclusive),
    discountCents: before.discountCents,
  });
}

/**
 * A card-paid order: its totals less what its credit note gave back, so that its invoice less its credit
 * notes is the order's total to the cent (the note rounds GST on what it credits).
 */
export function totalsLessCredit(before: Totals, credit: { subTotalCents: number; gstCents: number; totalCents: number }): Totals {
  return {
    ...before,
    subTotalCents: before.subTotalCents - (before.isTaxInclusive ? credit.totalCents : credit.subTotalCents),
    taxTotalCents: before.taxTotalCents - credit.gstCents,
    totalCents: before.totalCents - credit.totalCents,
  };
}

/** The credit note's lines for a card-paid order's reduction: each line by how much it went down. */
export const creditLinesOf = (changed: readonly ChangedLine[]) => changed.filter((line) => line.to < line.from).map((line) => ({ sku: line.sku, qty: line.from - line.to }));

/** The desk's message once done. */
export function changedMessage(orderNumber: string, previousTotalCents: number, totalCents: number, refundedCents: number): string {
  const refund = refundedCents > 0 ? ` ${formatCents(refundedCents)} was refunded to the card.` : '';
  return `Order ${orderNumber} changed: its total went from ${formatCents(previousTotalCents)} to ${formatCents(totalCents)}; the buyer is e-mailed the change.${refund}`;
}
