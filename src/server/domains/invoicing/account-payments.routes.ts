// The back office's money on account (issue #28 Part 2), with the permission `accounts` (owners and
// staff): payments recorded by hand and an account's ledger. The ERP's payments come through
// POST /api/integration/payments (scope `accounts`), the same rules all or none.
import { paginationMeta } from '../../../shared/pagination.ts';
import {
  ledgerQuerySchema,
  ledgerResponseSchema,
  paymentResponseSchema,
  paymentsBatchResponseSchema,
  recordPaymentBodySchema,
  recordPaymentsBatchSchema,
  type LedgerResponse,
} from '../../../shared/schemas/account-payments.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { callingKeyActor, staffActor } from '../audit/audit.service.ts';
import { toPaymentJson } from './account-payment-json.ts';
import type { AccountPaymentsService } from './account-payments.service.ts';

const ACCOUNTS = { access: 'staff', permission: 'accounts' } as const;
const PAYMENT_RULES =
  'Amounts are in cents; paid_at is the New Zealand day the money arrived (YYYY-MM-DD). Each allocation pays an invoice of the account, at most what it still owes; what is not allocated stays on the account as credit. A payment is one per account and reference: the same one sent again is answered as recorded already, a different one under its reference is refused.';

export function registerAdminInvoicingRoutes(app: StoreHttp, deps: { payments: AccountPaymentsService }): void {
  const { payments } = deps;

  app.post('/admin/api/payments', {
    schema: { body: recordPaymentBodySchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: "Record a payment on an account and the invoices it pays",
        description: `${PAYMENT_RULES} 201 when recorded, 200 when it was recorded before.`,
        response: paymentResponseSchema,
        status: 201,
        errors: { 422: 'A field is invalid (an allocation by its place: "allocations.0.amount"); nothing was recorded.' },
      },
    },
  }, async (request, reply) => {
    const { payment, isNew } = await payments.recordOne(staffActor(request.staff), request.body);
    return reply.code(isNew ? 201 : 200).send({ data: toPaymentJson(payment) });
  });

  app.get('/admin/api/accounts/:id/ledger', {
    schema: { params: idParamsSchema, querystring: ledgerQuerySchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: "An account's balance, its ageing and its invoices and payments on account, newest first",
        description: 'Derived each time from the invoices and payments: balance is what its invoices still owe less the payments not allocated. The ageing buckets what they owe by days past the due day. Invoices paid by card at their order are settled and not in the ledger.',
        response: ledgerResponseSchema,
      },
    },
  }, async (request, reply): Promise<LedgerResponse> => {
    const { page, per_page: perPage } = request.query;
    const ledger = await payments.ledger(request.params.id, { page, perPage });
    const { ageing } = ledger.summary;
    reply.header('cache-control', 'no-store');
    return {
      data: {
        account_number: ledger.account.accountNumber,
        account_name: ledger.account.name,
        today: ledger.today,
        balance: ledger.summary.owedCents - ledger.summary.unallocatedCents,
        owed: ledger.summary.owedCents,
        unallocated: ledger.summary.unallocatedCents,
        ageing: { current: ageing.current, days_1_30: ageing.days1To30, days_31_60: ageing.days31To60, days_61_90: ageing.days61To90, days_90_plus: ageing.days90Plus },
        entries: ledger.entries.map((entry) => ({
          type: entry.type,
          id: entry.id,
          number: entry.number,
          date: entry.date,
          due_at: entry.dueOn,
          amount: entry.amountCents,
          outstanding: entry.outstandingCents,
        })),
      },
      meta: paginationMeta(page, perPage, ledger.total),
    };
  });

}

/** POST /api/integration/payments, among the store's routes (the staff routes sit under the back office's guard). */
export function registerIntegrationPaymentRoutes(app: StoreHttp, deps: { payments: AccountPaymentsService }): void {
  const { payments } = deps;

  app.post('/api/integration/payments', {
    bodyLimit: 8 * 1024 * 1024,
    schema: { body: recordPaymentsBatchSchema },
    config: {
      access: 'integration', scope: 'accounts',
      docs: {
        summary: 'Record the payments the merchant received (up to 1,000, all or nothing), idempotent by account and reference',
        description: PAYMENT_RULES,
        response: paymentsBatchResponseSchema,
        errors: { 422: 'A record is invalid (errors keyed by path, e.g. "payments.3.allocations.0.amount"): nothing was recorded.', 429: 'Too many requests with this key.' },
      },
    },
  }, async (request) => {
    const { received, recorded, unchanged } = await payments.recordBatch(callingKeyActor(request), request.body.payments);
    return { data: { received, recorded, unchanged } };
  });
}
