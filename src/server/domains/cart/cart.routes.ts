import { chosenSchema, type StoreHttp } from '../../http/route-input.ts';
import { z } from 'zod';
import {
  CART_KEY_MAX_LENGTH,
  cartAddBodySchema,
  cartJsonSchema,
  cartKeyParamsSchema,
  cartMultiStoreBodySchema,
  cartUpdateBodySchema,
} from '../../../shared/schemas/cart.ts';
import { NotFoundError } from '../../errors.ts';
import { requireSignedIn } from '../../kernel/viewer.ts';
import { toCartJson } from './cart-json.ts';
import type { CartService } from './cart.service.ts';

/** POST /api/cart's body: an update when it names a line by `key` (spec §3), else an add. */
const cartPostBodySchema = chosenSchema(z.union([cartAddBodySchema, cartUpdateBodySchema]), (body) => (isUpdateBody(body) ? cartUpdateBodySchema : cartAddBodySchema));

/** GET /cart: ajax=1 asks for the header widget's cart JSON; any other value (or none) is the page. */
const cartPageQuerySchema = z.object({ ajax: z.enum(['1']).optional().catch(undefined) });

/** spec §3: an update names its line by `key`; without one the body is an add. */
function isUpdateBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'key' in body;
}

export function registerCartRoutes(app: StoreHttp, deps: { cart: CartService }): void {
  const { cart } = deps;

  // spec §7 POST /api/cart: add (id, qty, variant_id) or update (key, id, qty); answers the whole cart.
  app.post('/api/cart', {
    schema: { body: cartPostBodySchema },
    config: {
      access: 'customer',
      docs: {
        summary: 'Adds a product to the cart, or with key changes a line, and answers the whole cart',
        description: 'Add: id (product), qty, variant_id (0 for the product itself, else its variant cell). Update: key (the line), id, qty. An add clamps qty to 1–9999 (spec §5); an update refuses a quantity outside it (422).',
        response: cartJsonSchema,
      },
    },
  }, async (request) => {
    const viewer = request.signedInViewer;
    const body = request.body;
    if ('key' in body) return toCartJson(await cart.updateItem(viewer, { key: body.key, productId: body.id, qty: body.qty }));
    return toCartJson(await cart.addItem(viewer, { productId: body.id, variantId: body.variant_id, qty: body.qty }));
  });

  app.post('/api/cart/multi-store', {
    schema: { body: cartMultiStoreBodySchema },
    config: {
      access: 'customer',
      docs: {
        summary: 'Adds many products or variant cells to the cart at once and answers the whole cart',
        description: 'Each item is { id: cell, qty } or { id: product, variant_id: cell or 0, qty }. add_quantity true adds to what the cart holds; false sets it.',
        response: cartJsonSchema,
      },
    },
  }, async (request) => {
    const viewer = request.signedInViewer;
    const body = request.body;
    // { id, qty }: id is a cell (spec §3); { id, variant_id, qty }: id is the product, variant_id its cell or 0.
    const items = body.items.map((item) =>
      item.variant_id === undefined ? { productId: null, variantId: item.id, qty: item.qty } : { productId: item.id, variantId: item.variant_id, qty: item.qty },
    );
    return toCartJson(await cart.addMany(viewer, { items, addQuantity: body.add_quantity }));
  });

  app.delete('/api/cart/:key', {
    schema: { params: cartKeyParamsSchema },
    config: {
      access: 'customer',
      docs: { summary: 'Removes a line from the cart and answers the whole cart', response: cartJsonSchema },
    },
  }, async (request) => {
    const viewer = request.signedInViewer;
    // A key with characters no key has is bad input (422); a well-formed key that names no line is a 404.
    const { key } = request.params;
    if (key.length === 0 || key.length > CART_KEY_MAX_LENGTH) throw new NotFoundError('cart line', key);
    return toCartJson(await cart.removeItem(viewer, key));
  });

  app.get('/api/cart', {
    config: {
      access: 'customer',
      docs: { summary: "The cart: its lines at the account's prices, with its totals", response: cartJsonSchema },
    },
  }, async (request) => toCartJson(await cart.getCart(request.signedInViewer)));

  // spec §2/§7: GET /cart is the cart page; GET /cart?ajax=1 the header widget's cart JSON.
  // Public for the page; only the JSON branch needs a signed-in viewer, so it checks for one itself.
  app.get('/cart', {
    schema: { querystring: cartPageQuerySchema },
    config: {
      access: 'public',
      docs: {
        summary: "The cart for the header widget (ajax=1); without ajax=1, the cart page (HTML)",
        description: 'The JSON answer needs a signed-in customer (401 otherwise). Without ajax=1 the answer is the cart page (text/html), not this JSON.',
        response: cartJsonSchema,
      },
    },
  }, async (request, reply) => {
    if (request.query.ajax === '1') return toCartJson(await cart.getCart(requireSignedIn(request.viewer)));
    if (!app.renderPage) throw new NotFoundError('page', '/cart');
    return app.renderPage(request, reply);
  });
}
