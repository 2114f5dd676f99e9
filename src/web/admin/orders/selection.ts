// The orders ticked on the order list for bulk work (issue #30 Part 1), as plain data: ticked a row or a
// page at a time, or every order the filters find ('select all matching', which the server caps at one
// bulk move's 1,000). A selection belongs to the list's filters and sort: new filters start a new one,
// while turning the page keeps it. The order numbers it knows label the dispatch form's references.
import type { OrderListParams } from './orders-api.ts';

/** The most one bulk move or CSV takes (the server's BULK_ORDERS_MAX; the web imports no schema values). */
export const BULK_ORDERS_MAX = 1000;
/** The most packing slips one print view holds (the server's PACKING_SLIPS_MAX). */
export const PACKING_SLIPS_MAX = 200;

/** A row of the list as far as choosing it goes. */
export type ChoosableOrder = { id: number; order_number: string };

export type OrderSelection = {
  /** The filters and sort it was made under (selectionScope). */
  scope: string;
  /** The orders chosen, in the order they were chosen. */
  ids: number[];
  /** The order numbers known (rows seen, answers read), by id. */
  numbers: Record<number, string>;
  /** Set by 'select all matching': how many the filters found, and whether more than were chosen. */
  matching: { total: number; isTruncated: boolean } | null;
};

/** The list's filters and sort, without its page: what a selection belongs to. */
export function selectionScope(params: OrderListParams): string {
  const { page: _page, per_page: _perPage, ...scope } = params;
  return new URLSearchParams(Object.entries(scope).filter((entry): entry is [string, string] => Boolean(entry[1])).sort(([a], [b]) => a.localeCompare(b))).toString();
}

export function emptySelection(scope: string): OrderSelection {
  return { scope, ids: [], numbers: {}, matching: null };
}

/** The selection under `scope`: the one kept, or a new one when the filters changed. */
export function selectionIn(selection: OrderSelection, scope: string): OrderSelection {
  return selection.scope === scope ? selection : emptySelection(scope);
}

const withNumbers = (numbers: Record<number, string>, orders: readonly ChoosableOrder[]) => ({
  ...numbers,
  ...Object.fromEntries(orders.map((order) => [order.id, order.order_number])),
});

/** Ticks (or unticks) some orders; unticking any leaves 'all matching' behind. */
export function chooseOrders(selection: OrderSelection, orders: readonly ChoosableOrder[], isChosen: boolean): OrderSelection {
  const ids = new Set(orders.map((order) => order.id));
  if (!isChosen) return { ...selection, ids: selection.ids.filter((id) => !ids.has(id)), matching: null };
  const have = new Set(selection.ids);
  return { ...selection, ids: [...selection.ids, ...orders.map((order) => order.id).filter((id) => !have.has(id))], numbers: withNumbers(selection.numbers, orders) };
}

/** How much of the page is chosen: for the 'Select all on this page' box (checked, or mixed). */
export function pageChoice(selection: OrderSelection, rows: readonly ChoosableOrder[]): 'none' | 'some' | 'all' {
  const chosen = new Set(selection.ids);
  const count = rows.filter((row) => chosen.has(row.id)).length;
  return count === 0 ? 'none' : count === rows.length ? 'all' : 'some';
}

/** 'Select all N orders matching these filters' is offered once the page is chosen and more match. */
export function offersAllMatching(selection: OrderSelection, rows: readonly ChoosableOrder[], total: number): boolean {
  return rows.length > 0 && selection.matching === null && total > selection.ids.length && pageChoice(selection, rows) === 'all';
}

/** Every order the filters find, as GET /admin/api/orders/ids answered (the first 1,000 when more). */
export function chooseAllMatching(selection: OrderSelection, answer: { data: number[]; total: number; truncated: boolean }, rows: readonly ChoosableOrder[]): OrderSelection {
  return { ...selection, ids: [...answer.data], numbers: withNumbers(selection.numbers, rows), matching: { total: answer.total, isTruncated: answer.truncated } };
}

/** After a bulk move: the orders that moved leave the selection; the ones refused stay, to act on again. */
export function dropMoved(selection: OrderSelection, results: readonly { id: number; order_number: string | null; ok: boolean }[]): OrderSelection {
  const moved = new Set(results.filter((result) => result.ok).map((result) => result.id));
  const known = results.flatMap((result) => (result.order_number === null ? [] : [{ id: result.id, order_number: result.order_number }]));
  return { ...selection, ids: selection.ids.filter((id) => !moved.has(id)), numbers: withNumbers(selection.numbers, known), matching: moved.size > 0 ? null : selection.matching };
}

/** The chosen ids whose order numbers are not known yet (chosen as 'all matching' from other pages). */
export function unnumberedIds(selection: OrderSelection): number[] {
  return selection.ids.filter((id) => selection.numbers[id] === undefined);
}

/** '1 order', '1,000 orders'. */
export function ordersCount(count: number): string {
  return `${count.toLocaleString('en-NZ')} ${count === 1 ? 'order' : 'orders'}`;
}

/** What the bar says of the selection: its size, and when 'all matching' was cut short, that it was. */
export function selectionWords(selection: OrderSelection): string {
  const { matching } = selection;
  if (matching?.isTruncated) {
    return `${ordersCount(selection.ids.length)} selected: only the first ${BULK_ORDERS_MAX.toLocaleString('en-NZ')} of the ${ordersCount(matching.total)} matching these filters, the most one bulk action takes.`;
  }
  if (matching) return `${ordersCount(selection.ids.length)} selected: all matching these filters.`;
  return `${ordersCount(selection.ids.length)} selected`;
}
