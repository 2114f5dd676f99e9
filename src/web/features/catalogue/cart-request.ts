// Browser-side add to cart. The cart issue replaces this with the API client's cart calls; until the
// cart endpoints exist every call fails and the viewer sees the generic message.
export const GENERIC_ERROR_MESSAGE = 'Sorry, something has gone wrong.';

export type CartAddResult = { ok: true; cart: unknown } | { ok: false; message: string };

type CartBody = { id: number; qty: number; variant_id: number } | { items: Array<{ id: number; qty: number }>; add_quantity: true };

function csrfToken(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
}

/** POST /api/cart (single product) or /api/cart/multi-store (variant cells), spec §7, with the CSRF header. */
export async function addToCart(body: CartBody): Promise<CartAddResult> {
  const path = 'items' in body ? '/api/cart/multi-store' : '/api/cart';
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
  };
  const token = csrfToken();
  if (token) headers['x-xsrf-token'] = token;
  try {
    const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.ok) return { ok: true, cart: payload };
    // A missing endpoint (404) or a server failure has no message meant for the viewer.
    const message = typeof payload?.message === 'string' && response.status !== 404 && response.status < 500 ? payload.message : '';
    return { ok: false, message: message || GENERIC_ERROR_MESSAGE };
  } catch {
    return { ok: false, message: GENERIC_ERROR_MESSAGE };
  }
}
