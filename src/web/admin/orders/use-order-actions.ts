// The detail page's actions (issue #17 Part 6): send a move or the resend, then say what the server
// answered (its 409, 403 or 502 text when it refused) and reload the order.
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { OrderStatusMoveBody, OrderStatusMoveResponseJson } from '../../../shared/schemas/staff-orders.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { ordersApi } from './orders-api.ts';
import { FULFILMENT_LABELS } from './order-words.ts';

export type Notice = { text: string; isError: boolean };

function movedText(orderNumber: string, moved: OrderStatusMoveResponseJson['data']): string {
  const status = FULFILMENT_LABELS[moved.fulfilment_status].toLowerCase();
  if (moved.fulfilment_status === 'dispatched') {
    return `Order ${orderNumber} is dispatched with ${[moved.carrier, moved.tracking_ref].filter(Boolean).join(' · ')}.`;
  }
  const refunded = moved.payment_status === 'refunded' ? ' The card payment was refunded.' : '';
  return `Order ${orderNumber} is now ${status}.${refunded}`;
}

export function useOrderActions(order: { id: number; order_number: string }) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isSending, setSending] = useState(false);
  // Where focus goes after an action: the button pressed may be gone (the order moved on).
  const noticeRef = useRef<HTMLDivElement>(null);

  async function run(action: () => Promise<string>): Promise<Record<string, string>> {
    setSending(true);
    setNotice(null);
    let fieldErrors: Record<string, string> = {};
    let next: Notice;
    try {
      next = { text: await action(), isError: false };
    } catch (error) {
      fieldErrors = error instanceof ApiRequestError && error.body.errors ? error.body.errors : {};
      next = { text: apiErrorMessage(error), isError: true };
    }
    setNotice(next);
    setSending(false);
    // A refused move may be stale data (another member moved it first): reload either way.
    await revalidator.revalidate();
    noticeRef.current?.focus();
    return fieldErrors;
  }

  return {
    notice,
    noticeRef,
    isSending,
    move: (body: OrderStatusMoveBody) => run(async () => movedText(order.order_number, (await ordersApi(browserAdminClient()).move(order.id, body)).data)),
    resend: (notice: 'confirmation' | 'cancellation') => run(async () => (await ordersApi(browserAdminClient()).resend(order.id, notice)).message),
  };
}
