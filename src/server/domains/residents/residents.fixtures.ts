// API test helpers for the Resident Tracker: short calls on top of the test kit, and the catalogue fixture.
import type { OrderTimeJson, ResidentJson, ResidentUsageResponse } from '../../../shared/schemas/residents.ts';
import { apiAs, okBody, type ApiClient } from '../../testing/api.ts';
import { signedInAccount, type TestAccount, type TestSession } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { CartFixture } from '../cart/cart.fixtures.ts';

export { useCartApp as useResidentsApp } from '../cart/cart.fixtures.ts';

export type LineInput = { id?: number; time: number; category_id: number; product_id: number; qty: number };

export type ResidentsClient = ApiClient & {
  /** POST /api/resident-orders, expecting 201. */
  create(body: { name: string; room?: string; location?: string }): Promise<ResidentJson>;
  /** GET /api/resident-orders, expecting 200. */
  residents(query?: string): Promise<ResidentJson[]>;
  /** One resident as the list shows it. */
  resident(id: number): Promise<ResidentJson>;
  /** GET /api/resident-order-times, expecting 200. */
  orderTimes(): Promise<OrderTimeJson[]>;
  /** The id of the order time with this title. */
  timeId(title: string): Promise<number>;
  /** PUT /api/resident-items, expecting 200; every resident as stored. */
  save(residentId: number, items: LineInput[]): Promise<ResidentJson[]>;
  /** GET /api/resident-usage, expecting 200. */
  usage(query?: string): Promise<ResidentUsageResponse>;
};

export function residentsClient(testApp: TestApp, session: TestSession): ResidentsClient {
  const api = apiAs(testApp, session);
  const client: ResidentsClient = {
    ...api,
    async create(body) {
      const response = await api.post('/api/resident-orders', body);
      if (response.status !== 201) throw new Error(`create answered ${response.status}: ${response.text}`);
      return response.body.data;
    },
    residents: async (query = '') => okBody(await api.get(`/api/resident-orders${query}`)).data,
    async resident(id) {
      const found = (await client.residents()).find((resident) => resident.id === id);
      if (!found) throw new Error(`resident ${id} is not listed`);
      return found;
    },
    orderTimes: async () => okBody(await api.get('/api/resident-order-times')).data,
    async timeId(title) {
      const time = (await client.orderTimes()).find((candidate) => candidate.title === title);
      if (!time) throw new Error(`no order time ${title}`);
      return time.id;
    },
    save: async (residentId, items) => okBody(await api.put('/api/resident-items', { resident_id: residentId, items })).data,
    usage: async (query = '') => okBody(await api.get(`/api/resident-usage${query}`)),
  };
  return client;
}

/** Each line of a resident as [order time, product title, qty per day], in order time order. */
export function linesOf(resident: ResidentJson): [string, string, number][] {
  return resident.order_times.flatMap((time) => time.products.map((line): [string, string, number] => [time.title, line.title, line.qty]));
}

/** A new account's manager whose one resident uses 3 day pads a day (packs of 28) and 10 vinyl gloves a day (packs of 100). */
export async function plannedManager(
  testApp: TestApp,
  fixture: CartFixture,
  account: Parameters<typeof signedInAccount>[1] = {},
): Promise<TestAccount & TestSession> {
  const session = await signedInAccount(testApp, account);
  const manager = residentsClient(testApp, session);
  const resident = await manager.create({ name: 'Margaret', room: '1' });
  await manager.save(resident.id, [
    { time: await manager.timeId('Breakfast'), category_id: fixture.categories.dayPads.id, product_id: fixture.productId('dayPad'), qty: 3 },
    { time: await manager.timeId('Lunch'), category_id: fixture.categories.vinyl.id, product_id: fixture.productId('vinyl'), qty: 10 },
  ]);
  return session;
}
