// GET /cart shares its path with the cart page (spec §2): only ajax=1 answers JSON.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { storeHttpOf } from '../../http/route-input.ts';
import { GUEST, type Viewer } from '../../kernel/viewer.ts';
import { cartSettingsOf } from './cart-settings.ts';
import { calculateTotals } from '../../kernel/gst-totals.ts';
import { registerCartRoutes } from './cart.routes.ts';
import type { CartService, PricedCart } from './cart.service.ts';

const SIGNED_IN: Viewer = {
  user: { id: 1, email: 'a@example.test', firstName: 'A', lastName: 'B' },
  account: { id: 1, accountNumber: '1', name: 'A', canPayOnAccount: true, canSwitchAccounts: false, role: 'manager' },
};

describe('GET /cart', () => {
  let app: FastifyInstance;
  const rendered: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    app.decorateRequest('viewer', null as unknown as Viewer);
    app.addHook('onRequest', async (request) => {
      request.viewer = request.headers['x-test-viewer'] === 'signed-in' ? SIGNED_IN : GUEST;
    });
    app.decorate('renderPage', async (request, reply) => {
      rendered.push(request.url);
      return reply.type('text/html').send('<!DOCTYPE html><title>Cart</title>');
    });
    const settings = cartSettingsOf({ gstPercent: 15, taxInclusive: false });
    const empty: PricedCart = { cart: null, lines: [], totals: calculateTotals({ lines: [], taxRateBasisPoints: 1500, isTaxInclusive: false }), settings, delivery: { zoneName: '', freeOverCents: null, deliveryDate: null } };
    registerCartRoutes(storeHttpOf(app), { cart: { getCart: async () => empty } as unknown as CartService });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('renders the cart page without ajax=1, for guests too', async () => {
    for (const headers of [{}, { 'x-test-viewer': 'signed-in' }]) {
      const response = await app.inject({ method: 'GET', url: '/cart', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    expect((await app.inject({ method: 'GET', url: '/cart?ajax=true', headers: { 'x-test-viewer': 'signed-in' } })).headers['content-type']).toContain('text/html');
    expect(rendered).toEqual(['/cart', '/cart', '/cart?ajax=true']);
  });

  it('answers the cart JSON with ajax=1, and 401 to a guest', async () => {
    const response = await app.inject({ method: 'GET', url: '/cart?ajax=1', headers: { 'x-test-viewer': 'signed-in' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], items_count: 0, summary: { total: 0 } });
    expect((await app.inject({ method: 'GET', url: '/cart?ajax=1' })).statusCode).toBe(401);
  });
});
