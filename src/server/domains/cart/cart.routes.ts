import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartAddBodySchema, cartMultiStoreBodySchema, cartUpdateBodySchema } from '../../../shared/schemas/cart.ts';
import { NotFoundError } from '../../errors.ts';
import { parseInput } from '../../http/error-handler.ts';
import { requireSignedIn } from '../auth/viewer.ts';
import { toCartJson } from './cart-json.ts';
import type { CartService } from './cart.service.ts';

const cartKeyParamsSchema = z.object({ key: z.string().min(1).max(64) });

/** spec §3: an update names its line by `key`; without one the body is an add. */
function isUpdateBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'key' in body;
}

export function registerCartRoutes(app: FastifyInstance, deps: { cart: CartService }): void {
  const { cart } = deps;

  // spec §7 POST /api/cart: add (id, qty, variant_id) or update (key, id, qty); answers the whole cart.
  app.post('/api/cart', async (request) => {
    const viewer = requireSignedIn(request.viewer);
    if (isUpdateBody(request.body)) {
      const body = parseInput(cartUpdateBodySchema, request.body);
      return toCartJson(await cart.updateItem(viewer, { key: body.key, productId: body.id, qty: body.qty }));
    }
    const body = parseInput(cartAddBodySchema, request.body);
    return toCartJson(await cart.addItem(viewer, { productId: body.id, variantId: body.variant_id, qty: body.qty }));
  });

  app.post('/api/cart/multi-store', async (request) => {
    const viewer = requireSignedIn(request.viewer);
    const body = parseInput(cartMultiStoreBodySchema, request.body);
    const items = body.items.map((item) => ({ cellId: item.id, qty: item.qty }));
    return toCartJson(await cart.addCells(viewer, { items, addQuantity: body.add_quantity }));
  });

  app.delete('/api/cart/:key', async (request) => {
    const viewer = requireSignedIn(request.viewer);
    const params = cartKeyParamsSchema.safeParse(request.params);
    if (!params.success) throw new NotFoundError('cart line');
    return toCartJson(await cart.removeItem(viewer, params.data.key));
  });

  app.get('/api/cart', async (request) => toCartJson(await cart.getCart(requireSignedIn(request.viewer))));

  // spec §2/§7: GET /cart is the cart page; GET /cart?ajax=1 the header widget's cart JSON.
  app.get<{ Querystring: { ajax?: unknown } }>('/cart', async (request, reply) => {
    if (request.query.ajax === '1') return toCartJson(await cart.getCart(requireSignedIn(request.viewer)));
    if (!app.renderPage) throw new NotFoundError('page', '/cart');
    return app.renderPage(request, reply);
  });
}
