import { buildFulfilment, ordersRepoOf } from '../../testing/fulfilment.fixtures.ts';
import { describe, expect, it } from 'vitest';
import type { FulfilmentStatus } from '../../../shared/schemas/orders.ts';
import type { OrderStatusMoveBody } from '../../../shared/schemas/staff-orders.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { newOrderOf } from '../orders/orders.fixtures.ts';

import { fulfilmentMoveRefusal } from '../orders/orders.service.ts';
import {
  auditEntriesOf,
  createAuditTestTable,
  historyOf,
  insertPlacedOrder,
  orderStateOf,
  OTHER_STAFF,
  recordingAuditWriter,
  setFulfilment,
  STAFF,
  statusMailJobsOf,
} from '../../testing/fulfilment.fixtures.ts';

describe('staff moving an order’s fulfilment', () => {
  const testApp = useTestApp(async (app) => {
    await createAuditTestTable(app);
    return { buyer: await createAccountWithUser(app) };
  });
  const placed = () => insertPlacedOrder(testApp, testApp.buyer);

  it('moves new → processing → dispatched → delivered: each with its history row, audit entry and e-mail to the buyer', async () => {
    const audit = recordingAuditWriter();
    const fulfilment = buildFulfilment(testApp, { audit: audit.write });
    const order = await placed();

    const processing = await fulfilment.moveStatus(STAFF, order.id, { status: 'processing', note: 'Picking today' });
    const dispatched = await fulfilment.moveStatus(OTHER_STAFF, order.id, { status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'ABC123' });
    expect(dispatched).toMatchObject({ ok: true, orderId: order.id, paymentStatus: 'placed_on_account' });
    if (!dispatched.ok || !processing.ok) throw new Error('not moved');
    expect(dispatched.fulfilment).toMatchObject({ status: 'dispatched', carrier: 'NZ Couriers', trackingRef: 'ABC123', deliveredAt: null });
    expect(dispatched.fulfilment.dispatchedAt).toBeInstanceOf(Date);
    expect(dispatched.change).toMatchObject({ staffId: 8, staffEmail: 'owner@caresupply.example', from: 'processing', to: 'dispatched', carrier: 'NZ Couriers' });
    await fulfilment.moveStatus(STAFF, order.id, { status: 'delivered' });

    expect(await orderStateOf(testApp, order.id)).toMatchObject({ fulfilment_status: 'delivered', carrier: 'NZ Couriers', tracking_ref: 'ABC123', has_dispatched_at: true, has_delivered_at: true });
    expect((await historyOf(testApp, order.id)).map((row) => [row.staff_id, row.from_status, row.to_status])).toEqual([
      [7, 'new', 'processing'],
      [8, 'processing', 'dispatched'],
      [7, 'dispatched', 'delivered'],
    ]);
    expect(await auditEntriesOf(testApp, order.id)).toEqual([
      { staff_id: 7, action: 'order.status', before: { fulfilment_status: 'new' }, after: { fulfilment_status: 'processing', note: 'Picking today' } },
      {
        staff_id: 8,
        action: 'order.status',
        before: { fulfilment_status: 'processing' },
        after: { fulfilment_status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'ABC123' },
      },
      { staff_id: 7, action: 'order.status', before: { fulfilment_status: 'dispatched' }, after: { fulfilment_status: 'delivered' } },
    ]);
    expect(await statusMailJobsOf(testApp, order.id)).toBe(3);
    // Dispatching an order on account also issues its tax invoice (issue #28), e-mailed to the manager.
    const subjects: string[] = [];
    for (let index = 0; index < 4; index++) subjects.push((await testApp.mailer.nextTo(testApp.buyer.email)).subject);
    expect(subjects.sort()).toEqual([
      `Care Supply Co order ${order.orderNumber} has been delivered`,
      `Care Supply Co order ${order.orderNumber} has been dispatched`,
      `Care Supply Co order ${order.orderNumber} is being prepared`,
      expect.stringMatching(/^Tax invoice INV-\d{6} from Care Supply Co Limited$/),
    ]);
  });

  it('gives the audit writer the move’s own transaction: an entry it wrote is gone when the move rolls back', async () => {
    const audit = recordingAuditWriter({ failWith: new Error('audit log unavailable') });
    const fulfilment = buildFulfilment(testApp, { audit: audit.write });
    const order = await placed();

    await expect(fulfilment.moveStatus(STAFF, order.id, { status: 'processing' })).rejects.toThrow('audit log unavailable');

    expect(audit.calls).toHaveLength(1);
    expect(audit.calls[0]?.executor).not.toBe(testApp.database.db);
    // The writer inserted its row through that executor before failing: it rolled back with the move,
    // and so did the status, the history row and the buyer's e-mail.
    expect(await auditEntriesOf(testApp, order.id)).toEqual([]);
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ fulfilment_status: 'new' });
    expect(await historyOf(testApp, order.id)).toEqual([]);
    expect(await statusMailJobsOf(testApp, order.id)).toBe(0);
  });

  it('needs a carrier to dispatch, and takes carrier and tracking reference only then', async () => {
    const fulfilment = buildFulfilment(testApp);
    const order = await placed();
    await setFulfilment(testApp, order.id, 'processing');

    const missing = fulfilment.moveStatus(STAFF, order.id, { status: 'dispatched', carrier: '', tracking_ref: 'ABC123' });
    await expect(missing).rejects.toThrow(ValidationError);
    await expect(missing).rejects.toMatchObject({ errors: { carrier: 'A carrier is needed to dispatch an order.' } });
    await expect(fulfilment.moveStatus(STAFF, order.id, { status: 'cancelled', carrier: 'NZ Post' })).rejects.toMatchObject({
      errors: { carrier: 'A carrier is given only when dispatching an order.' },
    });
    await expect(fulfilment.moveStatus(STAFF, order.id, { status: 'cancelled', tracking_ref: 'X1' })).rejects.toMatchObject({
      errors: { tracking_ref: 'A tracking reference is given only when dispatching an order.' },
    });
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ fulfilment_status: 'processing', carrier: null });
    expect(await historyOf(testApp, order.id)).toEqual([]);
  });

  it('refuses every move the state machine does not allow with a conflict saying why, and writes nothing', async () => {
    const fulfilment = buildFulfilment(testApp);
    const refused: [FulfilmentStatus, OrderStatusMoveBody['status']][] = [
      ['new', 'new'],
      ['new', 'dispatched'],
      ['new', 'delivered'],
      ['processing', 'new'],
      ['processing', 'delivered'],
      ['dispatched', 'cancelled'],
      ['dispatched', 'processing'],
      ['delivered', 'cancelled'],
      ['delivered', 'dispatched'],
      ['cancelled', 'processing'],
      ['cancelled', 'new'],
      // Issue #30: what has partly left cannot be cancelled, nor go back.
      ['partially_dispatched', 'cancelled'],
      ['partially_dispatched', 'processing'],
    ];
    for (const [from, to] of refused) {
      const order = await placed();
      await setFulfilment(testApp, order.id, from);
      const move = fulfilment.moveStatus(STAFF, order.id, { status: to, ...(to === 'dispatched' ? { carrier: 'NZ Post' } : {}) });
      await expect(move, `${from}→${to}`).rejects.toThrow(ConflictError);
      await expect(move, `${from}→${to}`).rejects.toThrow(fulfilmentMoveRefusal(from, to) ?? 'allowed');
      expect(await orderStateOf(testApp, order.id)).toMatchObject({ fulfilment_status: from });
      expect(await historyOf(testApp, order.id)).toEqual([]);
      expect(await statusMailJobsOf(testApp, order.id)).toBe(0);
    }
  });

  it('cancels a new order on account, with no refund: its payment status stays on account', async () => {
    const fulfilment = buildFulfilment(testApp);
    const order = await placed();
    const outcome = await fulfilment.moveStatus(STAFF, order.id, { status: 'cancelled', note: 'Customer phoned' });
    expect(outcome).toMatchObject({ ok: true, paymentStatus: 'placed_on_account', fulfilment: { status: 'cancelled' } });
    expect(await orderStateOf(testApp, order.id)).toMatchObject({ status: 'placed_on_account', fulfilment_status: 'cancelled' });
    const mail = await testApp.mailer.nextTo(testApp.buyer.email);
    expect(mail.subject).toBe(`Care Supply Co order ${order.orderNumber} has been cancelled`);
    expect(mail.text).not.toContain('Customer phoned');
  });

  it('answers not found for an order that does not exist or was never placed', async () => {
    const fulfilment = buildFulfilment(testApp);
    const repo = ordersRepoOf(testApp);
    const unpaid = await repo.insertOrder({ ...newOrderOf(testApp.buyer, 'never-paid:card'), status: 'awaiting_payment', paymentMethod: 'card' });
    await expect(fulfilment.moveStatus(STAFF, unpaid.order.id, { status: 'processing' })).rejects.toThrow(NotFoundError);
    await expect(fulfilment.moveStatus(STAFF, 2_000_000_000, { status: 'processing' })).rejects.toThrow(NotFoundError);
  });

  it('lets one of two staff moving the same order at once win; the other gets a conflict (50 times)', async () => {
    const fulfilment = buildFulfilment(testApp);
    for (let run = 0; run < 50; run++) {
      const order = await placed();
      await setFulfilment(testApp, order.id, 'processing');
      // Half the runs two dispatches, half a dispatch against a cancellation.
      const other = run % 2 === 0 ? ({ status: 'dispatched', carrier: 'NZ Post' } as const) : ({ status: 'cancelled' } as const);
      const results = await Promise.allSettled([
        fulfilment.moveStatus(STAFF, order.id, { status: 'dispatched', carrier: 'NZ Couriers' }),
        fulfilment.moveStatus(OTHER_STAFF, order.id, other),
      ]);
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(won, `run ${run}`).toHaveLength(1);
      expect(lost[0], `run ${run}`).toBeInstanceOf(ConflictError);
      expect(String(lost[0])).toMatch(/The order is (already dispatched|already cancelled|dispatched|cancelled)/);
      expect(await historyOf(testApp, order.id), `run ${run}`).toHaveLength(1);
      expect(await statusMailJobsOf(testApp, order.id), `run ${run}`).toBe(1);
      expect(await auditEntriesOf(testApp, order.id), `run ${run}`).toHaveLength(1);
    }
  }, 120_000);
});
