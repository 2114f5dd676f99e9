// Issue #29 Part 2 through the API: delivery zones and holidays in the back office (permission, bad input,
// audit rows), a cart's delivery days and freight, the day chosen at checkout and checked again when the
// order is placed (the cut-off at the second), and the day on the order.
import { describe, expect, it } from 'vitest';
import { SHIPPING } from '../../testing/addresses.fixtures.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { fillCart, ordersOf, pay, saveBilling, useOrdersApp } from '../orders/orders.fixtures.ts';

/** An instant from a New Zealand wall-clock time in December (NZDT, UTC+13). */
const nzdt = (day: string, time: string) => new Date(new Date(`${day}T${time}Z`).getTime() - 13 * 3_600_000);

const WELLINGTON = { name: 'Wellington', post_codes: ['6011', '6012-6022'], weekdays: [5, 2], cutoff_time: '14:00', cutoff_days_before: 1, lead_days: 1, freight: 1500, free_over: 30000 };

describe('delivery zones, days and freight', () => {
  const clock = { now: nzdt('2026-12-02', '10:00:00') };
  const testApp = useOrdersApp({ runJobs: false, now: () => clock.now });
  const product = (key: string) => testApp.fixture.products[key]?.id ?? 0;
  let zoneId = 0;

  /** Staff sign in with a code from their authenticator, which keeps real time. */
  async function staffAs(role: 'owner' | 'staff' | 'warehouse') {
    const kept = clock.now;
    clock.now = new Date();
    try {
      return apiAs(testApp, await signedInStaff(testApp, role));
    } finally {
      clock.now = kept;
    }
  }

  async function auditActions(entity: string): Promise<string[]> {
    const { rows } = await testApp.database.pool.query<{ action: string }>('SELECT action FROM audit_log WHERE entity = $1 ORDER BY id', [entity]);
    return rows.map((row) => row.action);
  }

  async function buyerWithCart(qty = 2): Promise<TestAccount & TestSession> {
    const buyer = await signedInAccount(testApp, { canPayOnAccount: true });
    await fillCart(testApp, buyer, [{ id: product('dayPad'), qty }]);
    return buyer;
  }
  const wellingtonShipping = { ...SHIPPING, city: 'Wellington', region_id: 9, post_code: '6011' };
  const saveShipping = (buyer: TestSession, body: Record<string, unknown>) => apiAs(testApp, buyer).post('/api/checkout/shipping', body);

  it('lets staff add a zone, refusing overlaps and a cut-off on the delivery day, each change audited', async () => {
    const staff = await staffAs('staff');
    const created = await staff.post('/admin/api/delivery-zones', WELLINGTON);
    expect(created.status, created.text).toBe(201);
    zoneId = created.body.data.id;
    expect(created.body.data).toMatchObject({ name: 'Wellington', weekdays: [2, 5], is_default: false, freight: 1500, free_over: 30000, next_dates: ['2026-12-04', '2026-12-08', '2026-12-11'] });

    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, name: 'Kelburn', post_codes: ['6012'] }), 'post_codes', '6012 overlaps 6012-6022 of the zone Wellington.');
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: ['5010-5019', '5015'] }), 'post_codes', '5010-5019 and 5015 overlap.');
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: ['7000'], cutoff_days_before: 0 }), 'cutoff_days_before', /before the delivery day/);
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: ['6030-6025'] }), 'post_codes.0');
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: ['7000'], weekdays: [0] }), 'weekdays.0');
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: ['7000'], cutoff_time: '25:00' }), 'cutoff_time');
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: ['7000'], freight: 15.5 }), 'freight', /in cents/);
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: ['7000'], freight: -1 }), 'freight');
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: ['7000'], name: 'Nul\u0000' }), 'name');
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: ['7000'], name: 'Lone \ud800' }), 'name');
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: ['7000'], name: 'x'.repeat(10_000) }), 'name');
    expectInvalid(await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, post_codes: '7000' }), 'post_codes');

    const changed = okBody(await staff.request('PATCH', `/admin/api/delivery-zones/${zoneId}`, { lead_days: 3 }));
    expect(changed.data.next_dates).toEqual(['2026-12-08', '2026-12-11', '2026-12-15']);
    okBody(await staff.request('PATCH', `/admin/api/delivery-zones/${zoneId}`, { lead_days: 1 }));
    expect((await staff.request('PATCH', '/admin/api/delivery-zones/999999', { lead_days: 1 })).status).toBe(404);

    const zones = okBody(await staff.get('/admin/api/delivery-zones')).data;
    const standard = zones.find((zone: { is_default: boolean }) => zone.is_default);
    expect(standard).toMatchObject({ name: 'Standard delivery', weekdays: [1, 2, 3, 4, 5] });
    expectInvalid(await staff.request('PATCH', `/admin/api/delivery-zones/${standard.id}`, { is_default: false }), 'is_default');
    expect(await auditActions('delivery_zone')).toEqual(['delivery_zone.create', 'delivery_zone.update', 'delivery_zone.update']);
  });

  it('keeps one default zone: making another the default takes it from the old one', async () => {
    const staff = await staffAs('owner');
    const other = okBody(await staff.get('/admin/api/delivery-zones')).data.find((zone: { is_default: boolean }) => zone.is_default);
    const rural = await staff.post('/admin/api/delivery-zones', { ...WELLINGTON, name: 'Rural', post_codes: ['9000-9999'], is_default: true });
    expect(rural.status, rural.text).toBe(201);
    const zones = okBody(await staff.get('/admin/api/delivery-zones')).data as { id: number; is_default: boolean }[];
    expect(zones.filter((zone) => zone.is_default).map((zone) => zone.id)).toEqual([rural.body.data.id]);
    okBody(await staff.request('PATCH', `/admin/api/delivery-zones/${other.id}`, { is_default: true }));
    okBody(await staff.request('PATCH', `/admin/api/delivery-zones/${rural.body.data.id}`, { post_codes: ['9400-9499'] }));
  });

  it('lets only one of two zones added at once with the same post codes have them', async () => {
    const staff = await staffAs('staff');
    const both = await Promise.all(['Kapiti A', 'Kapiti B'].map((name) => staff.post('/admin/api/delivery-zones', { ...WELLINGTON, name, post_codes: ['5032-5036'] })));
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it('keeps the public holidays, replaced whole and audited', async () => {
    const staff = await staffAs('staff');
    const holidays = okBody(await staff.get('/admin/api/holidays')).holidays as { date: string; name: string }[];
    expect(holidays).toContainEqual({ date: '2026-12-25', name: 'Christmas Day' });
    expect(holidays.filter((day) => day.date.startsWith('2027'))).toHaveLength(11);
    expectInvalid(await staff.put('/admin/api/holidays', { holidays: [{ date: '2026-12-25', name: 'A' }, { date: '2026-12-25', name: 'B' }] }), 'holidays.1.date');
    expectInvalid(await staff.put('/admin/api/holidays', { holidays: [{ date: '2026-02-30', name: 'A' }] }), 'holidays.0.date');
    expectInvalid(await staff.put('/admin/api/holidays', { holidays: [{ date: '2026-12-24', name: '' }] }), 'holidays.0.name');
    const withEve = okBody(await staff.put('/admin/api/holidays', { holidays: [...holidays, { date: '2026-12-24', name: 'Christmas Eve (closed)' }] }));
    expect(withEve.holidays).toHaveLength(holidays.length + 1);
    okBody(await staff.put('/admin/api/holidays', { holidays }));
    expect(await auditActions('public_holidays')).toEqual(['public_holidays.replace', 'public_holidays.replace']);
  });

  it('is for owners and staff: the warehouse is refused, and customers and guests are not staff', async () => {
    const warehouse = await staffAs('warehouse');
    expect((await warehouse.get('/admin/api/delivery-zones')).status).toBe(403);
    expect((await warehouse.put('/admin/api/holidays', { holidays: [] })).status).toBe(403);
    expect((await apiAs(testApp, null).get('/admin/api/holidays')).status).toBe(401);
    expect((await apiAs(testApp, await signedInAccount(testApp)).get('/admin/api/delivery-zones')).status).toBe(401);
  });

  it("offers the next six days of the cart's zone, each with its cut-off, and the default zone's elsewhere", async () => {
    const buyer = await buyerWithCart();
    const client = apiAs(testApp, buyer);
    const wellington = okBody(await client.get('/api/checkout/delivery-dates?post_code=6011'));
    expect(wellington.zone).toEqual({ name: 'Wellington', freight: 1500, free_over: 30000 });
    expect(wellington.data.map((day: { date: string }) => day.date)).toEqual(['2026-12-04', '2026-12-08', '2026-12-11', '2026-12-15', '2026-12-18', '2026-12-22']);
    // Friday's cut-off is 2 pm on Thursday, New Zealand summer time.
    expect(wellington.data[0]).toEqual({ date: '2026-12-04', cutoff_at: '2026-12-03T01:00:00.000Z' });

    const elsewhere = okBody(await client.get('/api/checkout/delivery-dates?post_code=3010'));
    expect(elsewhere.zone.name).toBe('Standard delivery');
    expect(elsewhere.data.map((day: { date: string }) => day.date)).toEqual(['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10']);
    // Without a post code: the saved delivery details', else the default zone's.
    expect(okBody(await client.get('/api/checkout/delivery-dates')).post_code).toBeNull();
    okBody(await saveShipping(buyer, { shipping_info: wellingtonShipping }));
    expect(okBody(await client.get('/api/checkout/delivery-dates')).zone.name).toBe('Wellington');
    expectInvalid(await client.get(`/api/checkout/delivery-dates?post_code=${'9'.repeat(10_000)}`), 'post_code');
    await expectGuarded(testApp, { method: 'GET', url: '/api/checkout/delivery-dates' });
  });

  it('skips public holidays: Christmas and New Year fall on Fridays', async () => {
    clock.now = nzdt('2026-12-16', '10:00:00');
    try {
      const buyer = await buyerWithCart();
      const days = okBody(await apiAs(testApp, buyer).get('/api/checkout/delivery-dates?post_code=6015')).data.map((day: { date: string }) => day.date);
      expect(days).toEqual(['2026-12-18', '2026-12-22', '2026-12-29', '2027-01-05', '2027-01-08', '2027-01-12']);
    } finally {
      clock.now = nzdt('2026-12-02', '10:00:00');
    }
  });

  it('charges the zone’s freight with GST, free from its amount, and says how far away that is', async () => {
    const buyer = await buyerWithCart(2);
    const cart = okBody(await saveShipping(buyer, { shipping_info: wellingtonShipping }));
    // Goods 49.98 + freight 15.00, GST 15% on both: 64.98 × 15% = 9.747 → 9.75.
    expect(cart.summary).toMatchObject({ sub_total: 4998, shipping: 1500, tax_total: 975, total: 7473 });
    expect(cart.delivery).toEqual({ zone: 'Wellington', delivery_date: null, free_over: 30000, add_for_free_delivery: null });
    expect(cart.settings.free_shipping).toBe(false);
    await fillCart(testApp, buyer, [{ id: product('dayPad'), qty: 5 }]);
    const close = okBody(await apiAs(testApp, buyer).get('/api/cart'));
    expect(close.delivery.add_for_free_delivery).toBe(30000 - 7 * 2499);
    await fillCart(testApp, buyer, [{ id: product('dayPad'), qty: 6 }]);
    const free = okBody(await apiAs(testApp, buyer).get('/api/cart'));
    expect(free.summary).toMatchObject({ sub_total: 13 * 2499, shipping: 0 });
    expect(free.settings.free_shipping).toBe(true);
  });

  it('takes a day offered, refusing one not offered or past, naming delivery_date', async () => {
    const buyer = await buyerWithCart();
    expectInvalid(await saveShipping(buyer, { shipping_info: wellingtonShipping, delivery_date: '2026-12-07' }), 'delivery_date', 'We do not deliver to this address on Monday 7 December: choose one of the days offered.');
    expectInvalid(await saveShipping(buyer, { shipping_info: wellingtonShipping, delivery_date: '2026-11-27' }), 'delivery_date', 'The delivery date may not be in the past.');
    expectInvalid(await saveShipping(buyer, { shipping_info: wellingtonShipping, delivery_date: '4 December' }), 'delivery_date');
    expectInvalid(await saveShipping(buyer, { shipping_info: wellingtonShipping, delivery_date: 20261204 }), 'delivery_date');
    const saved = okBody(await saveShipping(buyer, { shipping_info: wellingtonShipping, delivery_date: '2026-12-08' }));
    expect(saved.delivery.delivery_date).toBe('2026-12-08');
  });

  it('checks the day again when the order is placed: at the cut-off second it is a 409 with the next day, and nothing is placed', async () => {
    clock.now = nzdt('2026-12-03', '13:59:59');
    try {
      const buyer = await buyerWithCart();
      okBody(await saveShipping(buyer, { shipping_info: wellingtonShipping, delivery_date: '2026-12-04' }));
      await saveBilling(testApp, buyer);
      clock.now = nzdt('2026-12-03', '14:00:00');
      const late = await pay(testApp, 'account', buyer);
      expect(late.status, late.text).toBe(409);
      expect(late.body).toMatchObject({ next_delivery_date: '2026-12-08', message: expect.stringContaining('The next delivery day is Tuesday 8 December') });
      expect(await ordersOf(testApp, buyer.accountId)).toEqual([]);

      okBody(await saveShipping(buyer, { shipping_info: wellingtonShipping, delivery_date: '2026-12-08' }));
      await saveBilling(testApp, buyer);
      const placed = await pay(testApp, 'account', buyer);
      expect(placed.status, placed.text).toBe(200);
      const [order] = await ordersOf(testApp, buyer.accountId);
      const detail = okBody(await apiAs(testApp, buyer).get(`/api/order-history/${order?.id}`));
      expect(detail.data).toMatchObject({ delivery_date: '2026-12-08', delivery_zone: 'Wellington', summary: { shipping: 1500, total: 7473 } });
      const history = okBody(await apiAs(testApp, buyer).get('/api/order-history'));
      expect(history.data[0]).toMatchObject({ delivery_date: '2026-12-08' });
    } finally {
      clock.now = nzdt('2026-12-02', '10:00:00');
    }
  });

  it('gives an order with no day chosen the first open one', async () => {
    const buyer = await buyerWithCart();
    okBody(await saveShipping(buyer, { shipping_info: wellingtonShipping }));
    await saveBilling(testApp, buyer);
    expect((await pay(testApp, 'account', buyer)).status).toBe(200);
    const [order] = await ordersOf(testApp, buyer.accountId);
    const detail = okBody(await apiAs(testApp, buyer).get(`/api/order-history/${order?.id}`));
    expect(detail.data.delivery_date).toBe('2026-12-04');
  });

  it("lets the warehouse list a day's orders by zone and print their packing slips together", async () => {
    const buyer = await buyerWithCart();
    okBody(await saveShipping(buyer, { shipping_info: wellingtonShipping, delivery_date: '2026-12-11' }));
    await saveBilling(testApp, buyer);
    expect((await pay(testApp, 'account', buyer)).status).toBe(200);
    const [order] = await ordersOf(testApp, buyer.accountId);
    const warehouse = await staffAs('warehouse');

    const day = okBody(await warehouse.get('/admin/api/orders?delivery_date=2026-12-11&zone=Wellington'));
    expect(day.data.map((entry: { id: number }) => entry.id)).toEqual([order?.id]);
    expect(day.data[0]).toMatchObject({ delivery_date: '2026-12-11', delivery_zone: 'Wellington' });
    expect(okBody(await warehouse.get('/admin/api/orders?delivery_date=2026-12-11&zone=Elsewhere')).data).toEqual([]);
    const soonestFirst = okBody(await warehouse.get('/admin/api/orders?sort=delivery_date&zone=Wellington')).data.map((entry: { delivery_date: string }) => entry.delivery_date);
    expect(soonestFirst).toEqual([...soonestFirst].sort());

    const slips = okBody(await warehouse.get('/admin/api/packing-slips?delivery_date=2026-12-11&zone=Wellington'));
    expect(slips.data).toEqual([expect.objectContaining({ id: order?.id, delivery_date: '2026-12-11', delivery_zone: 'Wellington', lines: [{ sku: 'DPD-1', title: 'Day Pad Extra-28', qty: 2 }] })]);
    expect(okBody(await warehouse.get(`/admin/api/packing-slips?ids=${order?.id},${order?.id}`)).data).toHaveLength(1);
    expect((await warehouse.get('/admin/api/packing-slips?ids=999999')).status).toBe(404);
    expectInvalid(await warehouse.get('/admin/api/packing-slips'), 'delivery_date');
    expectInvalid(await warehouse.get('/admin/api/packing-slips?ids=1;2'), 'ids');
    expectInvalid(await warehouse.get('/admin/api/orders?delivery_date=2026-13-01'), 'delivery_date');
    expect((await apiAs(testApp, buyer).get('/admin/api/packing-slips?delivery_date=2026-12-11')).status).toBe(401);
  });
});
