// The fast-order calls (spec §7 /api/fast-orders…, /api/fast-order/add-products, /api/fast-order-items/…)
// on top of the API client's `call`, typed by the shared contract. Loaders pass the request's client,
// the browser passes createBrowserApiClient().
import type { CartJson } from '../../../shared/schemas/cart.ts';
import type {
  FastOrderDetailResponse,
  FastOrderItemQtyResponse,
  FastOrderListJson,
  FastOrderListsResponse,
  FastOrderMessageResponse,
} from '../../../shared/schemas/fast-orders.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ListSortQuery } from './fast-order-params.ts';

export type ListFields = { title: string; reference_address: string };
/** POST /api/fast-orders: a new empty list, or one made from the cart or from a past order. */
export type CreateListBody = ListFields | { title: string; is_from_cart: true } | { title: string; from_order_id: number };
export type AddProductsBody = {
  lists: number[];
  product_ids?: number[];
  items?: Array<{ id: number; variant_id: number; qty: number }>;
};
/** POST /api/cart/multi-store with whole products and variant cells (variant_id 0 for a product itself). */
export type CartItemsBody = Array<{ id: number; variant_id: number; qty: number }>;

const listPath = (id: number | string) => `/api/fast-orders/${encodeURIComponent(String(id))}`;
const itemPath = (id: number) => `/api/fast-order-items/${encodeURIComponent(String(id))}`;

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function fastOrdersApi(api: ApiClient) {
  return {
    lists: (params: ListSortQuery & { keyword?: string }) =>
      api.call<FastOrderListsResponse>('GET', `/api/fast-orders${query(params)}`),
    get: (id: number | string, keyword?: string) => api.call<FastOrderDetailResponse>('GET', `${listPath(id)}${query({ keyword })}`),
    create: (body: CreateListBody) => api.call<{ data: FastOrderListJson }>('POST', '/api/fast-orders', body),
    update: (id: number, body: ListFields) => api.call<{ data: FastOrderListJson }>('PUT', listPath(id), body),
    remove: (id: number) => api.call<FastOrderListsResponse>('DELETE', listPath(id)),
    removeAll: (id: number) =>
      api.call<FastOrderDetailResponse & Partial<FastOrderMessageResponse>>(
        'DELETE',
        `/api/fast-orders/remove-all/${encodeURIComponent(String(id))}`,
      ),
    // spec §7: the answer's message is shown; a missing one is 'Sorry, something has gone wrong.'
    addProducts: (body: AddProductsBody) => api.call<Partial<FastOrderMessageResponse>>('POST', '/api/fast-order/add-products', body),
    setItemQty: (itemId: number, qty: number) => api.call<FastOrderItemQtyResponse>('PUT', itemPath(itemId), { qty }),
    removeItem: (itemId: number) => api.call<Partial<FastOrderMessageResponse>>('DELETE', itemPath(itemId)),
    addToCart: (body: { id: number; qty: number; variant_id: number }) => api.call<CartJson>('POST', '/api/cart', body),
    addAllToCart: (items: CartItemsBody) => api.call<CartJson>('POST', '/api/cart/multi-store', { items, add_quantity: true }),
  };
}
export type FastOrdersApi = ReturnType<typeof fastOrdersApi>;
