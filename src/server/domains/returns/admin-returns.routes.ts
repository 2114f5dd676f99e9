// The desk's returns (issue #30 Part 2): list by status, open, approve with instructions, decline with a
// reason, receive (restock or not), which credits them. Needs returns.manage; every change is audited.
import type { StoreHttp } from '../../http/route-input.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import {
  adminReturnListQuerySchema,
  approveReturnBodySchema,
  declineReturnBodySchema,
  receiveReturnBodySchema,
  staffReturnListResponseSchema,
  staffReturnResponseSchema,
  type StaffReturnListResponse,
} from '../../../shared/schemas/returns.ts';
import { staffActor } from '../audit/audit.service.ts';
import { toStaffReturnJson } from './returns-json.ts';
import type { ReturnDone, ReturnsService } from './returns.service.ts';

export function registerAdminReturnsRoutes(app: StoreHttp, deps: { returns: ReturnsService }): void {
  const { returns } = deps;
  const conflict = { 409: 'The return is not at the step this needs (approve and decline: requested; receive: approved)' };

  app.get('/admin/api/returns', {
    schema: { querystring: adminReturnListQuerySchema },
    config: { access: 'staff', permission: 'returns.manage', docs: { summary: 'Returns, newest first, by status, a page at a time', response: staffReturnListResponseSchema } },
  }, async (request): Promise<StaffReturnListResponse> => {
    const { rows, total } = await returns.listForStaff(request.query);
    return { data: rows.map(toStaffReturnJson), meta: paginationMeta(request.query.page, request.query.per_page, total) };
  });

  app.get('/admin/api/returns/:id', {
    schema: { params: idParamsSchema },
    config: { access: 'staff', permission: 'returns.manage', docs: { summary: 'One return: its account, order, lines, status and credit', response: staffReturnResponseSchema } },
  }, async (request) => ({ data: toStaffReturnJson(await returns.getForStaff(request.params.id)) }));

  // Approve and decline: a requested return decided, with words e-mailed to the buyer as written.
  const decided = (summary: string) => ({
    access: 'staff' as const,
    permission: 'returns.manage' as const,
    docs: { summary, description: 'Audited.', response: staffReturnResponseSchema, errors: conflict },
  });
  const answer = (done: ReturnDone) => ({ data: toStaffReturnJson(done.row), message: done.message });

  app.post('/admin/api/returns/:id/approve', {
    schema: { params: idParamsSchema, body: approveReturnBodySchema },
    config: decided('Approves a requested return with instructions, e-mailed to the buyer'),
  }, async (request) => answer(await returns.approve(staffActor(request.staff), request.params.id, request.body)));

  app.post('/admin/api/returns/:id/decline', {
    schema: { params: idParamsSchema, body: declineReturnBodySchema },
    config: decided('Declines a requested return with a reason, e-mailed to the buyer'),
  }, async (request) => answer(await returns.decline(staffActor(request.staff), request.params.id, request.body)));

  app.post('/admin/api/returns/:id/receive', {
    schema: { params: idParamsSchema, body: receiveReturnBodySchema },
    config: {
      access: 'staff',
      permission: 'returns.manage',
      docs: {
        summary: "Marks an approved return's goods received (restock or not) and credits them",
        description:
          "The returned lines are credited by SKU on the order's invoices that carried them: a credit note on account, or, for an invoice paid by card, a refund to the card with its note (under the order's refund claim). The return is then credited and the buyer e-mailed the note's number and amount. Receiving a return already received credits it again if its credit failed. With restock true, each returned quantity goes back into its product's stock on hand (tracked products only) as it is received. Audited.",
        response: staffReturnResponseSchema,
        errors: { ...conflict, 422: 'The card refund was refused, or the invoice has nothing left to credit (the return stays received)' },
      },
    },
  }, async (request) =>
    answer(await returns.receive(staffActor(request.staff), request.params.id, request.body)));
}
