// The buyer's returns (issue #30 Part 2): ask to return lines of a delivered order, list and open them.
// Reading needs a viewer of the account, asking a buyer (access.ts's defaults: a viewer may not ask).
import type { StoreHttp } from '../../http/route-input.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { createReturnBodySchema, returnListQuerySchema, returnListResponseSchema, returnResponseSchema, type ReturnListResponse } from '../../../shared/schemas/returns.ts';
import { toReturnJson } from './returns-json.ts';
import type { ReturnsService } from './returns.service.ts';

export function registerReturnsRoutes(app: StoreHttp, deps: { returns: ReturnsService }): void {
  const { returns } = deps;

  app.post('/api/returns', {
    schema: { body: createReturnBodySchema },
    config: {
      access: 'customer',
      docs: {
        summary: 'Asks to return lines of a delivered order',
        description:
          "order_id: a delivered order of the account; lines: its lines (items[].id) with a qty and a reason (damaged, faulty, wrong_item, not_as_described, not_needed, other) and words of the buyer's own in detail; note for the desk. A line may not go back beyond what was delivered less what the account's other returns (not declined) ask. Needs the buyer role.",
        response: returnResponseSchema,
        status: 201,
        errors: { 409: 'The order is not delivered', 422: "A line that is not the order's (lines.N.line_id), or more than can be returned (lines.N.qty)" },
      },
    },
  }, async (request, reply) => {
    const row = await returns.create(request.signedInViewer, request.body);
    return reply.code(201).send({ data: toReturnJson(row) });
  });

  app.get('/api/returns', {
    schema: { querystring: returnListQuerySchema },
    config: { access: 'customer', docs: { summary: "The account's returns, newest first, a page at a time", response: returnListResponseSchema } },
  }, async (request, reply): Promise<ReturnListResponse> => {
    const { rows, total } = await returns.listForBuyer(request.signedInViewer, request.query);
    reply.header('cache-control', 'no-store');
    return { data: rows.map(toReturnJson), meta: paginationMeta(request.query.page, request.query.per_page, total) };
  });

  app.get('/api/returns/:id', {
    schema: { params: idParamsSchema },
    config: { access: 'customer', docs: { summary: 'One return of the account, with its lines, status and credit', response: returnResponseSchema } },
  }, async (request, reply) => {
    const row = await returns.getForBuyer(request.signedInViewer, request.params.id);
    reply.header('cache-control', 'no-store');
    return { data: toReturnJson(row) };
  });
}
