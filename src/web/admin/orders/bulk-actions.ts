// The order list's bulk work in the browser (issue #30 Part 1): the selection (selection.ts) kept while
// the list's filters stay, 'select all matching', and a bulk move: sent, said (how many moved, each
// refused order with why), the list reloaded, the moved orders let go, and focus on what was said.
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { BulkStatusBody } from '../../../shared/schemas/order-desk.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { bulkOrdersApi } from './bulk-api.ts';
import { bulkOutcome, type BulkOutcome } from './bulk-request.ts';
import type { OrderListParams } from './orders-api.ts';
import {
  chooseAllMatching,
  chooseOrders,
  dropMoved,
  emptySelection,
  selectionIn,
  selectionScope,
  unnumberedIds,
  type ChoosableOrder,
  type OrderSelection,
} from './selection.ts';

/** What the last action came to: a move's outcome, or why nothing was done. */
export type BulkNotice = { scope: string; outcome: BulkOutcome | null; error: string | null };

export function useBulkOrders(params: OrderListParams) {
  const scope = selectionScope(params);
  const revalidator = useRevalidator();
  const [kept, setKept] = useState<OrderSelection>(() => emptySelection(scope));
  const [notice, setNotice] = useState<BulkNotice | null>(null);
  const [isSending, setSending] = useState(false);
  // Where focus goes after a move (the buttons pressed may be gone with the selection), and after
  // 'select all matching' (its button is gone).
  const resultRef = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const selection = selectionIn(kept, scope);
  const update = (change: (current: OrderSelection) => OrderSelection) => setKept((previous) => change(selectionIn(previous, scope)));
  const fail = (error: unknown) => setNotice({ scope, outcome: null, error: apiErrorMessage(error) });

  /** Sends the move; answers the server's field messages (a carrier too long) for the form that sent it. */
  async function move(body: BulkStatusBody): Promise<Record<string, string>> {
    setSending(true);
    setNotice(null);
    let fieldErrors: Record<string, string> = {};
    try {
      const answer = await bulkOrdersApi(browserAdminClient()).move(body);
      update((current) => dropMoved(current, answer.data));
      setNotice({ scope, outcome: bulkOutcome(body.status, answer), error: null });
    } catch (error) {
      fieldErrors = error instanceof ApiRequestError && error.body.errors ? error.body.errors : {};
      fail(error);
    }
    setSending(false);
    // Refused or not, the list may be stale (another member moved some first): reload either way.
    await revalidator.revalidate();
    resultRef.current?.focus();
    return fieldErrors;
  }

  async function chooseAllMatchingOrders(rows: readonly ChoosableOrder[]): Promise<void> {
    setSending(true);
    try {
      const answer = await bulkOrdersApi(browserAdminClient()).matchingIds(params);
      update((current) => chooseAllMatching(current, answer, rows));
    } catch (error) {
      fail(error);
    }
    setSending(false);
    countRef.current?.focus();
  }

  /** Learns the numbers of orders chosen from other pages, for the dispatch form's labels. */
  async function loadNumbers(): Promise<void> {
    const missing = unnumberedIds(selection);
    if (missing.length === 0) return;
    try {
      const numbers = await bulkOrdersApi(browserAdminClient()).orderNumbers(params, missing);
      update((current) => ({ ...current, numbers: { ...current.numbers, ...numbers } }));
    } catch (error) {
      fail(error);
    }
  }

  return {
    selection,
    notice: notice?.scope === scope ? notice : null,
    isSending,
    resultRef,
    countRef,
    choose: (orders: readonly ChoosableOrder[], isChosen: boolean) => update((current) => chooseOrders(current, orders, isChosen)),
    clear: () => update(() => emptySelection(scope)),
    chooseAllMatching: chooseAllMatchingOrders,
    loadNumbers,
    move,
  };
}
export type BulkOrders = ReturnType<typeof useBulkOrders>;
