// The account's standing order (issue #10 part 7, beyond §7): read with its latest runs, set, stopped.
import type { FastifyInstance } from 'fastify';
import { standingOrderBodySchema, type StandingOrderResponse } from '../../../shared/schemas/residents.ts';
import { parseInput } from '../../http/error-handler.ts';
import type { StandingOrdersService } from './standing-orders.service.ts';

export const STANDING_ORDER_MESSAGES = { saved: 'Your standing order has been saved.', stopped: 'Your standing order has been stopped.' } as const;

export function registerStandingOrdersRoutes(app: FastifyInstance, deps: { standingOrders: StandingOrdersService }): void {
  const { standingOrders } = deps;
  const signedIn = { config: { access: 'customer' as const } };

  app.get('/api/resident-standing-order', signedIn, async (request, reply): Promise<StandingOrderResponse> => {
    reply.header('cache-control', 'no-store');
    return standingOrders.get(request.signedInViewer);
  });

  app.put('/api/resident-standing-order', signedIn, async (request): Promise<StandingOrderResponse & { message: string }> => {
    const body = parseInput(standingOrderBodySchema, request.body);
    return { ...(await standingOrders.set(request.signedInViewer, body)), message: STANDING_ORDER_MESSAGES.saved };
  });

  app.delete('/api/resident-standing-order', signedIn, async (request) => {
    await standingOrders.stop(request.signedInViewer);
    return { message: STANDING_ORDER_MESSAGES.stopped };
  });
}
