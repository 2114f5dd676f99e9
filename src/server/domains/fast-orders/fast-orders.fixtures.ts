// API test helpers for fast orders: the catalogue fixture (with variant cells) and short calls.
import type { FastOrderDetailJson, FastOrderListJson } from '../../../shared/schemas/fast-orders.ts';
import { apiAs, type ApiClient } from '../../testing/api.ts';
import type { TestSession } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';

export { useCartApp as useFastOrdersApp } from '../cart/cart.fixtures.ts';

export type FastOrdersClient = ApiClient & {
  /** POST /api/fast-orders, expecting 201; the list. */
  createList(body: Record<string, unknown>): Promise<FastOrderListJson>;
  /** GET /api/fast-orders/{id}, expecting 200; the detail. */
  detail(listId: number, keyword?: string): Promise<FastOrderDetailJson>;
  /** POST /api/fast-order/add-products, expecting 200. */
  addProducts(body: Record<string, unknown>): Promise<void>;
};

export function fastOrdersClient(testApp: TestApp, session: TestSession): FastOrdersClient {
  const api = apiAs(testApp, session);
  return {
    ...api,
    async createList(body) {
      const response = await api.post('/api/fast-orders', body);
      if (response.status !== 201) throw new Error(`create answered ${response.status}: ${response.text}`);
      return response.body.data;
    },
    async detail(listId, keyword) {
      const query = keyword === undefined ? '' : `?keyword=${encodeURIComponent(keyword)}`;
      const response = await api.get(`/api/fast-orders/${listId}${query}`);
      if (response.status !== 200) throw new Error(`detail answered ${response.status}: ${response.text}`);
      return response.body.data;
    },
    async addProducts(body) {
      const response = await api.post('/api/fast-order/add-products', body);
      if (response.status !== 200) throw new Error(`add-products answered ${response.status}: ${response.text}`);
    },
  };
}

/** Every item of a detail, category by category. */
export function itemsOf(detail: FastOrderDetailJson) {
  return detail.categories.flatMap((category) => category.items);
}
