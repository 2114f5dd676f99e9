// Browser-side add to cart through the API client: POST /api/cart (one product) or
// /api/cart/multi-store (variant cells), spec §7. The answer is the whole cart.
import type { CartJson } from '../../../shared/schemas/cart.ts';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';

export const GENERIC_ERROR_MESSAGE = 'Sorry, something has gone wrong.';

export type CartAddResult = { ok: true; cart: CartJson } | { ok: false; message: string };

export type CartAddBody = { id: number; qty: number; variant_id: number } | { items: Array<{ id: number; qty: number }>; add_quantity: true };

export async function addToCart(body: CartAddBody): Promise<CartAddResult> {
  const cart = createBrowserApiClient().cart;
  try {
    return { ok: true, cart: 'items' in body ? await cart.addCells(body.items) : await cart.add(body) };
  } catch (error) {
    // spec §8: the server's message; a missing endpoint or a server failure has none meant for the viewer.
    const message =
      error instanceof ApiRequestError && error.status !== 404 && error.status < 500 && error.body.message !== ''
        ? error.body.message
        : '';
    return { ok: false, message: message || GENERIC_ERROR_MESSAGE };
  }
}
