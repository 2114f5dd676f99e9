// The detail page's actions (issue #17 Part 6; the desk's notes, holds and shipments, issue #30): send a
// move, a resend, a note, a hold or its release, or a shipment, then say what the server answered (its
// 409, 403 or 502 text when it refused, its field messages to the form) and reload the order. Each panel
// calling this has its own message and focus target.
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { OrderStatusMoveBody, OrderStatusMoveResponseJson } from '../../../shared/schemas/staff-orders.ts';
import type { ShipmentBody } from '../../../shared/schemas/shipments.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { orderDeskApi } from './order-desk-api.ts';
import { ordersApi } from './orders-api.ts';
import { FULFILMENT_LABELS } from './order-words.ts';
import { shipmentsApi } from './shipments-api.ts';
import { lineChangesApi } from './line-changes-api.ts';
import type { OrderLinesChangeBody } from '../../../shared/schemas/order-changes.ts';

export type Notice = { text: string; isError: boolean };

/** What became of an action: done, or refused with the server's field messages (none for a refusal of the whole). */
export type ActionOutcome = { isDone: boolean; errors: Record<string, string> };

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

  async function run(action: () => Promise<string>): Promise<ActionOutcome> {
    setSending(true);
    setNotice(null);
    let outcome: ActionOutcome = { isDone: true, errors: {} };
    let next: Notice;
    try {
      next = { text: await action(), isError: false };
    } catch (error) {
      outcome = { isDone: false, errors: error instanceof ApiRequestError && error.body.errors ? error.body.errors : {} };
      next = { text: apiErrorMessage(error), isError: true };
    }
    setNotice(next);
    setSending(false);
    // A refused action may be stale data (another member moved or held it first): reload either way.
    await revalidator.revalidate();
    noticeRef.current?.focus();
    return outcome;
  }

  const desk = () => orderDeskApi(browserAdminClient());
  return {
    notice,
    noticeRef,
    isSending,
    move: (body: OrderStatusMoveBody) => run(async () => movedText(order.order_number, (await ordersApi(browserAdminClient()).move(order.id, body)).data)),
    resend: (notice: 'confirmation' | 'cancellation') => run(async () => (await ordersApi(browserAdminClient()).resend(order.id, notice)).message),
    addNote: (text: string) =>
      run(async () => {
        await desk().addNote(order.id, text);
        return `Note added to the timeline of order ${order.order_number}.`;
      }),
    hold: (reason: string) => run(async () => (await desk().hold(order.id, reason)).message),
    release: () => run(async () => (await desk().release(order.id)).message),
    ship: (body: ShipmentBody) => run(async () => (await shipmentsApi(browserAdminClient()).create(order.id, body)).message),
    changeLines: (body: OrderLinesChangeBody) => run(async () => (await lineChangesApi(browserAdminClient()).change(order.id, body)).message),
  };
}

export type OrderActionsApi = ReturnType<typeof useOrderActions>;
