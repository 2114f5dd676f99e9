// The order desk (issue #30 Part 1): notes the buyer never sees, holds that stop every move until
// released, and moving many orders at once (each alone in its transaction, one refused not stopping the
// rest); guards, bad input, audit rows and a hold racing a move.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BULK_ORDERS_MAX } from '../../../shared/schemas/order-desk.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser, signIn } from '../../testing/factories.ts';
import { insertPlacedOrder, statusMailJobsOf } from '../../testing/fulfilment.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';

describe('the order desk: notes, holds and bulk moves', () => {
  const testApp = useTestApp();
  const staffAs = async (role: 'owner' | 'staff' | 'warehouse') => apiAs(testApp, await signedInStaff(testApp, role));

  async function auditActions(orderId: number): Promise<string[]> {
    const { rows } = await testApp.database.pool.query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id", [String(orderId)]);
    return rows.map((row) => row.action);
  }

  it('keeps notes on the order’s timeline for staff only, audited', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account);
    const warehouse = await staffAs('warehouse');
    const added = await warehouse.post(`/admin/api/orders/${order.id}/notes`, { text: '  Rang the home: leave at the back door.\nSigned by Mere.  ' });
    expect(added.status, added.text).toBe(201);
    expect(added.body.data).toMatchObject({ kind: 'note', text: 'Rang the home: leave at the back door.\nSigned by Mere.', staff_email: expect.stringContaining('@') });

    const detail = okBody(await warehouse.get(`/admin/api/orders/${order.id}`)).data;
    expect(detail.desk_notes.map((note: { kind: string; text: string }) => [note.kind, note.text])).toEqual([['note', 'Rang the home: leave at the back door.\nSigned by Mere.']]);
    expect(detail.hold).toBeNull();
    expect(await auditActions(order.id)).toEqual(['order.note']);

    // The buyer's own view of the order never carries them.
    const buyer = await signIn(testApp, account);
    const theirs = await apiAs(testApp, buyer).get(`/api/order-history/${order.id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain('back door');
    expect(theirs.body.data).not.toHaveProperty('desk_notes');
  });

  it('refuses bad notes and reasons with a 422 naming the field, and another order’s id with a 404', async () => {
    const order = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
    const staff = await staffAs('staff');
    expectInvalid(await staff.post(`/admin/api/orders/${order.id}/notes`, { text: '   ' }), 'text', 'The note is required.');
    expectInvalid(await staff.post(`/admin/api/orders/${order.id}/notes`, { text: 'x'.repeat(10_000) }), 'text');
    expectInvalid(await staff.post(`/admin/api/orders/${order.id}/notes`, { text: 'nul \u0000' }), 'text');
    expectInvalid(await staff.post(`/admin/api/orders/${order.id}/notes`, { text: 'lone \ud800' }), 'text');
    expectInvalid(await staff.post(`/admin/api/orders/${order.id}/notes`, { text: 42 }), 'text');
    expectInvalid(await staff.post(`/admin/api/orders/${order.id}/hold`, {}), 'reason');
    expectInvalid(await staff.post(`/admin/api/orders/${order.id}/hold`, { reason: 'x'.repeat(10_000) }), 'reason');
    expect((await staff.post('/admin/api/orders/999999/notes', { text: 'Hello' })).status).toBe(404);
    expect((await staff.post('/admin/api/orders/999999/hold', { reason: 'Why' })).status).toBe(404);
    expect((await staff.post('/admin/api/orders/999999/release')).status).toBe(404);
  });

  it('guards each endpoint: a guest 401, a customer 401, a bad CSRF token 403', async () => {
    const order = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/orders/${order.id}/notes`, body: { text: 'Hi' } });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/orders/${order.id}/hold`, body: { reason: 'Why' } });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/orders/${order.id}/release` });
    await expectStaffGuarded(testApp, { method: 'POST', url: '/admin/api/orders/bulk-status', body: { ids: [order.id], status: 'processing' } });
  });

  it('stops every move of an order on hold, cancelling too, until it is released; each on the timeline and audited', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account);
    const staff = await staffAs('staff');
    const held = okBody(await staff.post(`/admin/api/orders/${order.id}/hold`, { reason: 'Card details being checked' }));
    expect(held.data.hold).toMatchObject({ reason: 'Card details being checked', since: expect.any(String) });

    const refused = await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'processing' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Order ${order.orderNumber} is on hold: Card details being checked. Release it before moving it.`);
    expect((await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(409);
    const again = await staff.post(`/admin/api/orders/${order.id}/hold`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already on hold: Card details being checked/);
    const listed = okBody(await staff.get(`/admin/api/orders?q=${order.orderNumber}`)).data;
    expect(listed[0]).toMatchObject({ id: order.id, on_hold: true });

    okBody(await staff.post(`/admin/api/orders/${order.id}/release`));
    expect((await staff.post(`/admin/api/orders/${order.id}/release`)).status).toBe(409);
    expect((await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'processing' })).status).toBe(200);
    const detail = okBody(await staff.get(`/admin/api/orders/${order.id}`)).data;
    expect(detail.hold).toBeNull();
    expect(detail.desk_notes.map((note: { kind: string; text: string }) => [note.kind, note.text])).toEqual([
      ['hold', 'Card details being checked'],
      ['release', 'Card details being checked'],
    ]);
    expect(await auditActions(order.id)).toEqual(['order.hold', 'order.release', 'order.status']);
  });

  it('holds only an order not yet dispatched', async () => {
    const order = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
    const staff = await staffAs('staff');
    okBody(await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'processing' }));
    okBody(await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'dispatched', carrier: 'NZ Couriers' }));
    const refused = await staff.post(`/admin/api/orders/${order.id}/hold`, { reason: 'Too late' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Order ${order.orderNumber} is dispatched: only an order not yet dispatched can be put on hold.`);
  });

  it('lets a hold and a move sent at once both finish, never a held order moved', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
      const staff = await staffAs('staff');
      const [hold, move] = await Promise.all([
        staff.post(`/admin/api/orders/${order.id}/hold`, { reason: 'Check stock' }),
        staff.post(`/admin/api/orders/${order.id}/status`, { status: 'processing' }),
      ]);
      expect([hold.status, move.status].sort()).toContain(200);
      const { rows } = await testApp.database.pool.query<{ fulfilment_status: string; held: boolean }>('SELECT fulfilment_status, held_at IS NOT NULL AS held FROM orders WHERE id = $1', [order.id]);
      // Both may succeed (the hold after the move: processing orders may be held); a refused move leaves it new.
      expect(rows[0]).toEqual({ fulfilment_status: move.status === 200 ? 'processing' : 'new', held: hold.status === 200 });
      const history = await testApp.database.pool.query('SELECT count(*)::int AS moves FROM order_status_history WHERE order_id = $1', [order.id]);
      expect(history.rows[0]).toEqual({ moves: move.status === 200 ? 1 : 0 });
    }
  });

  describe('POST /admin/api/orders/bulk-status', () => {
    it('dispatches the orders with one carrier and a reference each, naming the ones that could not move', async () => {
      const account = await createAccountWithUser(testApp);
      const [first, second, held, cancelled] = [
        await insertPlacedOrder(testApp, account),
        await insertPlacedOrder(testApp, account),
        await insertPlacedOrder(testApp, account),
        await insertPlacedOrder(testApp, account),
      ];
      const staff = await staffAs('staff');
      okBody(await staff.post(`/admin/api/orders/${held.id}/hold`, { reason: 'Awaiting stock' }));
      okBody(await staff.post(`/admin/api/orders/${cancelled.id}/status`, { status: 'cancelled' }));
      const warehouse = await staffAs('warehouse');
      // New orders go to processing first (the held one stays where it is).
      const started = okBody(await warehouse.post('/admin/api/orders/bulk-status', { ids: [first.id, second.id, held.id], status: 'processing' }));
      expect(started).toMatchObject({ moved: 2, refused: 1, message: '2 orders moved to processing; 1 order not moved (see each).' });

      const answer = okBody(
        await warehouse.post('/admin/api/orders/bulk-status', {
          ids: [first.id, second.id, held.id, cancelled.id, 999_999],
          status: 'dispatched',
          carrier: 'NZ Couriers',
          tracking_refs: { [String(first.id)]: 'REF-1', [String(second.id)]: 'REF-2' },
        }),
      );
      expect(answer).toMatchObject({ moved: 2, refused: 3, message: '2 orders moved to dispatched; 3 orders not moved (see each).' });
      expect(answer.data).toEqual([
        { id: first.id, order_number: first.orderNumber, ok: true, fulfilment_status: 'dispatched', message: `Order ${first.orderNumber} is dispatched.` },
        { id: second.id, order_number: second.orderNumber, ok: true, fulfilment_status: 'dispatched', message: `Order ${second.orderNumber} is dispatched.` },
        { id: held.id, order_number: held.orderNumber, ok: false, fulfilment_status: 'new', message: `Order ${held.orderNumber} is on hold: Awaiting stock. Release it before moving it.` },
        { id: cancelled.id, order_number: cancelled.orderNumber, ok: false, fulfilment_status: 'cancelled', message: expect.stringMatching(/cancelled/) },
        { id: 999_999, order_number: null, ok: false, fulfilment_status: null, message: 'There is no order 999999.' },
      ]);
      const { rows } = await testApp.database.pool.query<{ id: number; tracking_ref: string | null }>('SELECT id, tracking_ref FROM orders WHERE id = ANY($1) ORDER BY id', [[first.id, second.id]]);
      expect(rows.map((row) => row.tracking_ref)).toEqual(['REF-1', 'REF-2']);
      // Each move e-mails the buyer and is audited, as a move of one order alone: processing, then dispatched.
      expect(await statusMailJobsOf(testApp, first.id)).toBe(2);
      expect(await auditActions(first.id)).toEqual(['order.status', 'order.status']);
      // An on-account order dispatched is invoiced in its move.
      const invoices = await testApp.database.db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM invoices WHERE order_id IN (${first.id}, ${second.id})`);
      expect(invoices.rows[0]?.total).toBe(2);
    });

    it('refuses more than the limit, a carrier missing or out of place, ids twice, and references of orders not named', async () => {
      const staff = await staffAs('staff');
      const ids = Array.from({ length: BULK_ORDERS_MAX + 1 }, (_, index) => index + 1);
      expectInvalid(await staff.post('/admin/api/orders/bulk-status', { ids, status: 'processing' }), 'ids', `At most ${BULK_ORDERS_MAX} orders can be moved at once.`);
      expectInvalid(await staff.post('/admin/api/orders/bulk-status', { ids: [], status: 'processing' }), 'ids');
      expectInvalid(await staff.post('/admin/api/orders/bulk-status', { ids: [1, 1], status: 'processing' }), 'ids', 'An order is named twice.');
      expectInvalid(await staff.post('/admin/api/orders/bulk-status', { ids: ['1'], status: 'processing' }), 'ids.0');
      expectInvalid(await staff.post('/admin/api/orders/bulk-status', { ids: [1], status: 'cancelled' }), 'status');
      expectInvalid(await staff.post('/admin/api/orders/bulk-status', { ids: [1], status: 'dispatched' }), 'carrier', 'A carrier is needed to dispatch orders.');
      expectInvalid(await staff.post('/admin/api/orders/bulk-status', { ids: [1], status: 'processing', carrier: 'NZ Post' }), 'carrier');
      expectInvalid(await staff.post('/admin/api/orders/bulk-status', { ids: [1], status: 'dispatched', carrier: 'NZ Post', tracking_refs: { 2: 'X' } }), 'tracking_refs.2');
      expectInvalid(await staff.post('/admin/api/orders/bulk-status', { ids: [1], status: 'dispatched', carrier: 'NZ \u0000Post' }), 'carrier');
      expectInvalid(await staff.post('/admin/api/orders/bulk-status', { ids: [1], status: 'dispatched', carrier: 'x'.repeat(10_000) }), 'carrier');
    });

    it('moves an order named in two bulk moves at once once, with one history row', async () => {
      const order = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
      const [a, b] = [await staffAs('staff'), await staffAs('warehouse')];
      const answers = await Promise.all([a, b].map((desk) => desk.post('/admin/api/orders/bulk-status', { ids: [order.id], status: 'processing' })));
      expect(answers.map((answer) => answer.body.moved).sort()).toEqual([0, 1]);
      const history = await testApp.database.pool.query('SELECT count(*)::int AS moves FROM order_status_history WHERE order_id = $1', [order.id]);
      expect(history.rows[0]).toEqual({ moves: 1 });
    });
  });
});
