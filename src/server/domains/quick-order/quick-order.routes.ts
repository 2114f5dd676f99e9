import type { StoreHttp } from '../../http/route-input.ts';
import { quickOrderMatchBodySchema, quickOrderMatchResponseSchema, type QuickOrderMatchResponse } from '../../../shared/schemas/quick-order.ts';
import { toQuickOrderLineJson } from './quick-order-json.ts';
import type { QuickOrderService } from './quick-order.service.ts';

export function registerQuickOrderRoutes(app: StoreHttp, deps: { quickOrder: QuickOrderService }): void {
  const { quickOrder } = deps;

  // Beyond the spec (issue #9): lines [{ line, query, qty }] → data.lines, one answer per input line.
  // A POST although it changes nothing: up to 5,000 lines do not fit in a URL.
  // Matching reads and changes nothing: a viewer may check lines too.
  app.post('/api/quick-order/match', {
    schema: { body: quickOrderMatchBodySchema },
    config: {
      access: 'customer',
      role: 'viewer',
      docs: {
        summary: 'Matches typed, pasted or uploaded lines (SKU or product name, quantity) to products',
        description: 'One answer per input line, by its line number: matched by SKU (exact but for case), then by title. A bad quantity is answered on its line, not refused. Changes nothing, so a viewer may call it; a POST because up to 5,000 lines do not fit in a URL.',
        response: quickOrderMatchResponseSchema,
      },
    },
  }, async (request, reply): Promise<QuickOrderMatchResponse> => {
    const viewer = request.signedInViewer;
    const body = request.body;
    const lines = await quickOrder.matchLines(viewer, body);
    reply.header('cache-control', 'no-store');
    return { data: { lines: lines.map((line) => toQuickOrderLineJson(line, viewer)) } };
  });
}
