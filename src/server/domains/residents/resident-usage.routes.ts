// The usage summary, the stock on hand and 'Add Items to Cart' (issue #10, beyond §7): computed on the
// server, once, for every screen that shows or orders the shortfall.
import type { StoreHttp } from '../../http/route-input.ts';
import { z } from 'zod';
import { cartJsonSchema } from '../../../shared/schemas/cart.ts';
import { residentStockBodySchema, residentStockResponseSchema, residentUsageQuerySchema, residentUsageResponseSchema, type ResidentUsageResponse } from '../../../shared/schemas/residents.ts';
import type { RouteDocs } from '../../http/openapi/route-docs.ts';
import { toCartJson } from '../cart/cart.service.ts';
import type { ResidentUsageService } from './resident-usage.service.ts';
import type { TrackerAnswerCache } from './tracker-answer-cache.ts';

export const SHORTFALL_ADDED_MESSAGE = 'Product/s has been added to cart';

export function registerResidentUsageRoutes(app: StoreHttp, deps: { usage: ResidentUsageService; answers: TrackerAnswerCache }): void {
  const { usage, answers } = deps;
  const signedIn = (docs: RouteDocs) => ({ config: { access: 'customer' as const, docs } });

  app.get('/api/resident-usage', { schema: { querystring: residentUsageQuerySchema }, ...signedIn({
    summary: 'The usage summary: each product the residents use over a period, rounded up to packets, less the stock on hand, with its cost',
    description: 'days is the period (7, 14, 21 or 28); location filters as the resident list does. Costs are cents excl. GST.',
    response: residentUsageResponseSchema,
  }) }, async (request, reply) => {
    const query = request.query;
    const viewer = request.signedInViewer;
    const body = await answers.answer(viewer.account.id, `usage:${query.days}:${query.location}`, async (): Promise<ResidentUsageResponse> => {
      const summary = await usage.summarise(viewer, query);
      return { data: summary.lines, total: summary.totalCents, days: summary.days, location: summary.location };
    });
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  });

  app.post('/api/resident-usage/cart', { schema: { body: residentUsageQuerySchema }, ...signedIn({
    summary: "Adds the usage summary's shortfall (to_order packets) to the cart and answers the cart",
    description: "The body takes GET /api/resident-usage's days and location, days written as text ('7', '14', '21' or '28'); both optional. added: how many products went in.",
    response: cartJsonSchema.extend({ message: z.string(), added: z.number().int().describe('How many products went into the cart') }),
  }) }, async (request) => {
    const body = request.body;
    const { cart, added } = await usage.addShortfallToCart(request.signedInViewer, body);
    return { ...toCartJson(cart), message: SHORTFALL_ADDED_MESSAGE, added };
  });

  app.put('/api/resident-stock', { schema: { body: residentStockBodySchema }, ...signedIn({
    summary: 'Sets the packets of one product the account has on hand',
    response: residentStockResponseSchema,
  }) }, async (request) => {
    const body = request.body;
    await usage.setStock(request.signedInViewer, body);
    return { data: { product_id: body.product_id, on_hand: body.on_hand }, message: 'The stock on hand has been saved.' };
  });
}
