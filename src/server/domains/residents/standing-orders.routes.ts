// The account's standing order (issue #10 part 7, beyond §7): read with its latest runs, set, stopped.
import type { StoreHttp } from '../../http/route-input.ts';
import {
  residentMessageResponseSchema,
  standingOrderBodySchema,
  standingOrderResponseSchema,
  standingOrderSavedResponseSchema,
  type StandingOrderResponse,
} from '../../../shared/schemas/residents.ts';
import type { RouteDocs } from '../../http/openapi/route-docs.ts';
import type { StandingOrdersService } from './standing-orders.service.ts';

export const STANDING_ORDER_MESSAGES = { saved: 'Your standing order has been saved.', stopped: 'Your standing order has been stopped.' } as const;

export function registerStandingOrdersRoutes(app: StoreHttp, deps: { standingOrders: StandingOrdersService }): void {
  const { standingOrders } = deps;
  const signedIn = (docs: RouteDocs) => ({ config: { access: 'customer' as const, docs } });

  app.get('/api/resident-standing-order', signedIn({
    summary: "The account's standing order (null when none), its latest runs, and whether it may order on account",
    description: 'delivery says whether the action order is open to the account: it pays on account and has a primary delivery address.',
    response: standingOrderResponseSchema,
  }), async (request, reply): Promise<StandingOrderResponse> => {
    reply.header('cache-control', 'no-store');
    return standingOrders.get(request.signedInViewer);
  });

  app.put('/api/resident-standing-order', { schema: { body: standingOrderBodySchema }, ...signedIn({
    summary: 'Sets the standing order: every few weeks on a weekday, the shortfall goes to the cart or is ordered on account',
    response: standingOrderSavedResponseSchema,
  }) }, async (request): Promise<StandingOrderResponse & { message: string }> => {
    const body = request.body;
    return { ...(await standingOrders.set(request.signedInViewer, body)), message: STANDING_ORDER_MESSAGES.saved };
  });

  app.delete('/api/resident-standing-order', signedIn({ summary: 'Stops the standing order', response: residentMessageResponseSchema }), async (request) => {
    await standingOrders.stop(request.signedInViewer);
    return { message: STANDING_ORDER_MESSAGES.stopped };
  });
}
