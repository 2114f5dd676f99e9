// Approvals and budgets (issue #29 Part 1). A buyer reads and withdraws their own requests; a manager reads
// every request of the account and decides; a viewer sees none. Another account's request is not found.
import { paginationMeta } from '../../../shared/pagination.ts';
import {
  accountBudgetsBodySchema,
  accountBudgetsResponseSchema,
  approvalDecisionResponseSchema,
  approvalListQuerySchema,
  approvalListResponseSchema,
  approvalResponseSchema,
  budgetSpendQuerySchema,
  budgetSpendResponseSchema,
  declineApprovalBodySchema,
  staffApprovalListResponseSchema,
} from '../../../shared/schemas/approvals.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { z } from 'zod';
import { paymentStartedResponseSchema } from '../../../shared/schemas/orders.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { PaymentOutcome } from '../payments/payments.service.ts';
import type { ApprovalsService } from './approvals.service.ts';
import type { BudgetsService } from './budgets.service.ts';

const messageResponseSchema = z.object({ message: z.string() });

/** The back office (permission `accounts`): an account's requests, read only. */
export function registerStaffApprovalsRoutes(scope: StoreHttp, deps: { approvals: ApprovalsService }): void {
  scope.get('/admin/api/accounts/:id/approvals', {
    schema: { params: idParamsSchema, querystring: approvalListQuerySchema },
    config: {
      access: 'staff',
      permission: 'accounts',
      docs: {
        summary: "An account's orders awaiting its managers' approval and those decided, newest first (read only)",
        description: "The care home's managers decide; the merchant only sees. meta.pending counts the requests waiting now.",
        response: staffApprovalListResponseSchema,
      },
    },
  }, async (request, reply) => {
    const query = request.query;
    const found = await deps.approvals.listForStaff(request.params.id, query);
    reply.header('cache-control', 'no-store');
    return { data: found.data, meta: { ...paginationMeta(query.page, query.per_page, found.total), pending: found.pending } };
  });
}

export function registerApprovalsRoutes(
  app: StoreHttp,
  deps: { approvals: ApprovalsService; budgets: BudgetsService; payApproved: (viewer: SignedInViewer, approvalId: number) => Promise<PaymentOutcome> },
): void {
  const { approvals, budgets } = deps;
  const asBuyer = { access: 'customer' as const, role: 'buyer' as const };
  const asManager = { access: 'customer' as const, role: 'manager' as const };

  app.get('/api/approvals', {
    schema: { querystring: approvalListQuerySchema },
    config: {
      ...asBuyer,
      docs: {
        summary: 'Orders awaiting approval, and those decided: all of the account for a manager, their own for a buyer',
        description: 'status: pending, approved, declined, expired or withdrawn (none: all), newest first. A viewer is refused (403).',
        response: approvalListResponseSchema,
      },
    },
  }, async (request, reply) => {
    const query = request.query;
    const found = await approvals.list(request.signedInViewer, query);
    reply.header('cache-control', 'no-store');
    return { data: found.data, meta: paginationMeta(query.page, query.per_page, found.total) };
  });

  app.get('/api/approvals/:id', {
    schema: { params: idParamsSchema },
    config: { ...asBuyer, docs: { summary: "One request with its lines, reasons and, while pending, today's total and the buyer's month so far", response: approvalResponseSchema } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await approvals.get(request.signedInViewer, request.params.id) };
  });

  app.post('/api/approvals/:id/approve', {
    schema: { params: idParamsSchema },
    config: {
      ...asManager,
      docs: {
        summary: 'Approves a request: an order on account is placed at once as the buyer prepared it; a card order is e-mailed to the buyer to pay',
        description: "A request already decided is a 409, and so are prices changed since it was sent (the message gives today's total). The account's credit limit or hold refusing the order is a 422.",
        response: approvalDecisionResponseSchema,
      },
    },
  }, async (request) => {
    const { approval, message } = await approvals.approve(request.signedInViewer, request.params.id);
    return { data: approval, message };
  });

  app.post('/api/approvals/:id/decline', {
    schema: { params: idParamsSchema, body: declineApprovalBodySchema },
    config: { ...asManager, docs: { summary: 'Declines a request with the reason the buyer is e-mailed', description: 'A request already decided is a 409.', response: approvalDecisionResponseSchema } },
  }, async (request) => {
    const { approval, message } = await approvals.decline(request.signedInViewer, request.params.id, request.body.reason);
    return { data: approval, message };
  });

  app.post('/api/approvals/:id/withdraw', {
    schema: { params: idParamsSchema },
    config: { ...asBuyer, docs: { summary: 'The buyer takes back their own pending request', description: "Another user's request is not found; one already decided is a 409.", response: approvalDecisionResponseSchema } },
  }, async (request) => {
    const { approval, message } = await approvals.withdraw(request.signedInViewer, request.params.id);
    return { data: approval, message };
  });

  app.post('/api/approvals/:id/pay', {
    schema: { params: idParamsSchema },
    config: {
      ...asBuyer,
      docs: {
        summary: "The buyer pays their approved card order: answers the payment provider's page, as POST /api/payment/card does",
        description: "Only the buyer's own approved card request (another's is not found; any other is a 409). Paying again answers the same order. Its payment declined, the order is cancelled: a 422 says so, and the lines can be put back in the cart.",
        response: paymentStartedResponseSchema,
        errors: { 502: 'The payment provider could not be reached' },
      },
    },
  }, async (request, reply) => {
    const outcome = await deps.payApproved(request.signedInViewer, request.params.id);
    if (outcome.ok && 'url' in outcome) return reply.header('cache-control', 'no-store').send({ success: true, url: outcome.url, message: outcome.message });
    const message = outcome.message;
    const status = !outcome.ok && outcome.kind === 'gateway' ? 502 : 422;
    return reply.status(status).send({ success: false, url: null, message, ...(status === 422 ? { errors: { approval: message } } : {}) });
  });

  app.post('/api/approvals/:id/cart', {
    schema: { params: idParamsSchema },
    config: {
      ...asBuyer,
      docs: { summary: "Puts a declined, expired or withdrawn request's lines back in the buyer's cart, at today's prices", description: 'A pending or approved request is a 409.', response: messageResponseSchema },
    },
  }, async (request) => ({ message: (await approvals.restoreToCart(request.signedInViewer, request.params.id)).message }));

  app.get('/api/account-budgets', {
    config: { ...asManager, docs: { summary: "The account's monthly budgets, overall and per top-level category (cents excl. GST)", response: accountBudgetsResponseSchema } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await budgets.get(request.signedInViewer) };
  });

  app.put('/api/account-budgets', {
    schema: { body: accountBudgetsBodySchema },
    config: {
      ...asManager,
      docs: {
        summary: "Replaces the account's monthly budgets",
        description: 'monthly_total null or left out: no overall budget. A category that is not a top-level category is a 422 naming it. An order taking a budget past its amount waits for a manager.',
        response: accountBudgetsResponseSchema,
      },
    },
  }, async (request) => ({ data: await budgets.put(request.signedInViewer, request.body) }));

  app.get('/api/account-budgets/spend', {
    schema: { querystring: budgetSpendQuerySchema },
    config: {
      ...asBuyer,
      docs: {
        summary: "A month's spend against each budget and by each user: placed orders, and apart from them those awaiting approval",
        description: 'month: YYYY-MM, New Zealand months (none: this month). Amounts excl. GST. A buyer sees only their own line among the users.',
        response: budgetSpendResponseSchema,
      },
    },
  }, async (request, reply) => {
    const viewer = request.signedInViewer;
    const spend = await budgets.spend(viewer, request.query.month);
    reply.header('cache-control', 'no-store');
    return { data: viewer.account.role === 'manager' ? spend : { ...spend, users: spend.users.filter((user) => user.id === viewer.user.id) } };
  });
}
