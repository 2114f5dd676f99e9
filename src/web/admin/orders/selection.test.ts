import { describe, expect, it } from 'vitest';
import {
  chooseAllMatching,
  chooseOrders,
  dropMoved,
  emptySelection,
  offersAllMatching,
  pageChoice,
  selectionIn,
  selectionScope,
  selectionWords,
  unnumberedIds,
} from './selection.ts';

const row = (id: number) => ({ id, order_number: `CS-${100_000 + id}` });
const page = [row(1), row(2), row(3)];

describe('the orders selected for bulk work', () => {
  it('belongs to the filters and sort, not the page: turning the page keeps it, new filters start afresh', () => {
    expect(selectionScope({ status: 'new', page: '2', per_page: '50', q: '' })).toBe(selectionScope({ status: 'new' }));
    expect(selectionScope({ q: 'gloves', status: 'new' })).toBe(selectionScope({ status: 'new', q: 'gloves' }));
    expect(selectionScope({ status: 'new' })).not.toBe(selectionScope({ status: 'processing' }));
    expect(selectionScope({ status: 'new' })).not.toBe(selectionScope({ status: 'new', sort: 'total' }));

    const kept = chooseOrders(emptySelection(selectionScope({ status: 'new' })), [row(1)], true);
    expect(selectionIn(kept, selectionScope({ status: 'new', page: '3' })).ids).toEqual([1]);
    expect(selectionIn(kept, selectionScope({ status: 'processing' })).ids).toEqual([]);
  });

  it('ticks rows once each, in the order chosen, learning their numbers; unticking lets them go', () => {
    let selection = chooseOrders(emptySelection(''), [row(2)], true);
    selection = chooseOrders(selection, page, true);
    expect(selection.ids).toEqual([2, 1, 3]);
    expect(selection.numbers).toEqual({ 1: 'CS-100001', 2: 'CS-100002', 3: 'CS-100003' });
    expect(chooseOrders(selection, [row(1), row(3)], false).ids).toEqual([2]);
  });

  it("says how much of the page is chosen, and offers every order matching once the page is and more match", () => {
    const none = emptySelection('');
    expect(pageChoice(none, page)).toBe('none');
    expect(pageChoice(chooseOrders(none, [row(2)], true), page)).toBe('some');
    const wholePage = chooseOrders(none, page, true);
    expect(pageChoice(wholePage, page)).toBe('all');
    expect(offersAllMatching(wholePage, page, 40)).toBe(true);
    expect(offersAllMatching(wholePage, page, 3)).toBe(false);
    expect(offersAllMatching(chooseOrders(none, [row(2)], true), page, 40)).toBe(false);
    expect(offersAllMatching(none, [], 0)).toBe(false);
  });

  it('takes every order matching as the server found them, and says when only the first 1,000 are', () => {
    const wholePage = chooseOrders(emptySelection(''), page, true);
    const all = chooseAllMatching(wholePage, { data: [3, 2, 1, 7, 9], total: 5, truncated: false }, page);
    expect(all.ids).toEqual([3, 2, 1, 7, 9]);
    expect(offersAllMatching(all, page, 5)).toBe(false);
    expect(selectionWords(all)).toBe('5 orders selected: all matching these filters.');
    // Orders from other pages are chosen by id: their numbers are read before the dispatch form labels them.
    expect(unnumberedIds(all)).toEqual([7, 9]);

    const thousand = Array.from({ length: 1000 }, (_, index) => index + 1);
    const cut = chooseAllMatching(wholePage, { data: thousand, total: 1234, truncated: true }, page);
    expect(selectionWords(cut)).toBe('1,000 orders selected: only the first 1,000 of the 1,234 orders matching these filters, the most one bulk action takes.');
    expect(offersAllMatching(cut, page, 1234)).toBe(false);
    // Unticking one is no longer 'all matching'.
    expect(selectionWords(chooseOrders(cut, [row(1)], false))).toBe('999 orders selected');
    expect(selectionWords(chooseOrders(emptySelection(''), [row(1)], true))).toBe('1 order selected');
  });

  it('lets go of the orders a bulk move moved and keeps the ones it refused', () => {
    const selection = chooseAllMatching(emptySelection(''), { data: [1, 2, 3], total: 3, truncated: false }, []);
    const after = dropMoved(selection, [
      { id: 1, order_number: 'CS-100001', ok: true },
      { id: 2, order_number: 'CS-100002', ok: false },
      { id: 3, order_number: null, ok: false },
    ]);
    expect(after.ids).toEqual([2, 3]);
    expect(after.numbers).toEqual({ 1: 'CS-100001', 2: 'CS-100002' });
    expect(after.matching).toBeNull();
    expect(dropMoved(selection, [{ id: 1, order_number: 'CS-100001', ok: false }]).matching).toEqual({ total: 3, isTruncated: false });
  });
});
