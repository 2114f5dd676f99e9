// The Resident Tracker's calls (spec §7 /api/resident-orders, /api/resident-items; beyond it the order
// times, the usage summary, the stock on hand and the shortfall to the cart), typed by the shared
// contract. Loaders pass the request's client, the browser passes createBrowserApiClient().
import { SELECTOR_PER_PAGE } from '../../../shared/limits.ts';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import type {
  OrderTimesResponse,
  ResidentJson,
  ResidentResponse,
  ResidentsResponse,
  ResidentsSavedResponse,
  ResidentUsageResponse,
} from '../../../shared/schemas/residents.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export type ResidentFields = { name: string; room: string; location: string };
/** A line as PUT /api/resident-items takes it: id 0 for a new one, time the order time's id. */
export type ResidentItemBody = { id: number; time: number; category_id: number; product_id: number; qty: number };
/** lines 'none' (beyond §7): each resident without its lines (costs and line_count kept), for rows opened one at a time. */
export type ResidentsQuery = { keyword?: string; location?: string; sort_order?: 'asc' | 'desc'; lines?: 'all' | 'none' };
export type UsageQuery = { days: number; location?: string };

/**
 * A resident as the page's list holds it: what a closed row and the edit popup show. The lines and the
 * costs come with the resident when its row opens (issue #16 item 19: 200 residents' page stays light).
 */
export type ListedResident = Pick<ResidentJson, 'id' | 'name' | 'display_name' | 'room' | 'location'>;

export function toListedResident(resident: ListedResident): ListedResident {
  return { id: resident.id, name: resident.name, display_name: resident.display_name, room: resident.room, location: resident.location };
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

const id = (value: number) => encodeURIComponent(String(value));

export function residentsApi(api: ApiClient) {
  return {
    list: (params: ResidentsQuery = {}) => api.call<ResidentsResponse>('GET', `/api/resident-orders${query(params)}`),
    /** One resident with its lines (beyond §7), for a row opened. */
    get: (residentId: number) => api.call<{ data: ResidentJson }>('GET', `/api/resident-orders/${id(residentId)}`),
    /** user_id is sent as the spec's client does; the server ignores it (the session decides). */
    create: (fields: ResidentFields & { user_id?: number }) => api.call<ResidentResponse>('POST', '/api/resident-orders', fields),
    update: (residentId: number, fields: ResidentFields) => api.call<ResidentResponse>('PUT', `/api/resident-orders/${id(residentId)}`, fields),
    remove: (residentId: number) => api.call<{ message: string }>('DELETE', `/api/resident-orders/${id(residentId)}`),
    saveItems: (residentId: number, items: ResidentItemBody[]) =>
      api.call<ResidentsSavedResponse>('PUT', '/api/resident-items', { resident_id: residentId, items }),
    removeItem: (residentId: number, itemId: number) => api.call<ResidentResponse>('DELETE', `/api/resident-items/${id(residentId)}/${id(itemId)}`),

    orderTimes: () => api.call<OrderTimesResponse>('GET', '/api/resident-order-times'),
    addOrderTime: (title: string) => api.call<OrderTimesResponse>('POST', '/api/resident-order-times', { title }),
    renameOrderTime: (timeId: number, title: string) => api.call<OrderTimesResponse>('PUT', `/api/resident-order-times/${id(timeId)}`, { title }),
    reorderOrderTimes: (ids: number[]) => api.call<OrderTimesResponse>('PUT', '/api/resident-order-times/order', { ids }),
    /** Without `confirm`, one that has lines answers a 422 whose errors.confirm is the question to ask. */
    removeOrderTime: (timeId: number, confirm = false) =>
      api.call<OrderTimesResponse>('DELETE', `/api/resident-order-times/${id(timeId)}${confirm ? '?confirm=true' : ''}`),

    usage: (params: UsageQuery) => api.call<ResidentUsageResponse>('GET', `/api/resident-usage${query(params)}`),
    setStock: (productId: number, onHand: number) =>
      api.call<{ data: { product_id: number; on_hand: number }; message: string }>('PUT', '/api/resident-stock', { product_id: productId, on_hand: onHand }),
    /** 'Add Items to Cart': the server adds the shortfall it computes (whole packets less stock on hand). */
    addShortfallToCart: (params: UsageQuery) =>
      api.call<CartJson & { message: string; added: number }>('POST', '/api/resident-usage/cart', { days: String(params.days), location: params.location }),
  };
}
export type ResidentsApi = ReturnType<typeof residentsApi>;

/**
 * A category's products for a line's product selector (spec §9: 10,000 a page, by title A-Z), from the
 * catalogue's spec §7 GET /api/products.
 */
export function categoryProducts(api: ApiClient, categoryId: number) {
  return api.catalogue.products({ category_id: [categoryId], per_page: SELECTOR_PER_PAGE, sort_field: 'title', sort_order: 'asc' });
}
