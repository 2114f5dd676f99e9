// Payments on account (issue #28 Part 2): staff record one, the ERP sends many (all or none), each paying
// the invoices it names up to what they still owe, the rest left on the account as credit. A payment is
// one per account and reference: sent again the same, it is answered as recorded already; sent again
// different, it is refused. The invoices a payment pays are locked while what they owe is read, so two
// payments at once cannot pay one invoice twice over. Each one recorded queues its payment.recorded webhook
// in the same transaction. The ledger is derived, never kept.
import type { RecordPaymentBody } from '../../../shared/schemas/account-payments.ts';
import { formatCents } from '../../../shared/money.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { NotFoundError, ValidationError, type FieldErrors } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import { createAccountPaymentsRepo, type AccountPaymentsRepo, type InvoiceOwed, type PaymentSource, type StoredPayment } from './account-payments.repo.ts';
import { invoicingEventsQueue } from './invoicing.queues.ts';

export type RecordedPayments = { received: number; recorded: number; unchanged: number; payments: StoredPayment[] };

function isSamePayment(stored: StoredPayment, sent: RecordPaymentBody): boolean {
  const sentAllocations = [...sent.allocations].sort((a, b) => (a.invoice_number < b.invoice_number ? -1 : 1));
  return (
    stored.amountCents === sent.amount &&
    stored.paidOn === sent.paid_at &&
    stored.allocations.length === sentAllocations.length &&
    sentAllocations.every((allocation, index) => stored.allocations[index]?.invoiceNumber === allocation.invoice_number && stored.allocations[index].amountCents === allocation.amount)
  );
}

/** Writes `payments` in `tx`, naming every problem in `errors` under `pathOf(index)` (nothing is written when there is one: the caller throws). */
async function recordIn(tx: DbExecutor, context: { actor: AuditActor; audit: AuditWriter; jobs: Pick<JobQueue, 'send'>; source: PaymentSource }, payments: RecordPaymentBody[], pathOf: (index: number) => string, errors: FieldErrors) {
  const repo = createAccountPaymentsRepo(tx);
  const result: RecordedPayments = { received: payments.length, recorded: 0, unchanged: 0, payments: [] };
  const accounts = await repo.findAccountsByNumber([...new Set(payments.map((payment) => payment.account_number))]);
  const invoiceNumbers = [...new Set(payments.flatMap((payment) => payment.allocations.map((allocation) => allocation.invoice_number)))];
  await repo.lockInvoices(invoiceNumbers);
  const owed: Map<string, InvoiceOwed> = await repo.owedOf(invoiceNumbers);
  const seen = new Map<string, number>();

  for (const [index, payment] of payments.entries()) {
    const at = pathOf(index);
    const account = accounts.get(payment.account_number);
    if (!account) {
      errors[`${at}account_number`] = `No account has the number ${payment.account_number}.`;
      continue;
    }
    const key = `${account.id} ${payment.reference}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors[`${at}reference`] = `The reference '${payment.reference}' is also payment ${first} of account ${payment.account_number}: send each once.`;
      continue;
    }
    seen.set(key, index);
    const stored = await repo.findPayment({ accountId: account.id, reference: payment.reference });
    if (stored) {
      if (isSamePayment(stored, payment)) {
        result.unchanged += 1;
        result.payments.push(stored);
      } else {
        errors[`${at}reference`] = `Account ${payment.account_number} has a different payment recorded under the reference '${payment.reference}' (${formatCents(stored.amountCents)} on ${stored.paidOn}): a reference names one payment.`;
      }
      continue;
    }
    const allocations: { invoiceId: number; amountCents: number }[] = [];
    let isValid = true;
    for (const [position, allocation] of payment.allocations.entries()) {
      const invoice = owed.get(allocation.invoice_number);
      if (!invoice || invoice.accountId !== account.id) {
        errors[`${at}allocations.${position}.invoice_number`] = `Account ${payment.account_number} has no invoice ${allocation.invoice_number}.`;
        isValid = false;
      } else if (allocation.amount > invoice.owedCents) {
        errors[`${at}allocations.${position}.amount`] =
          invoice.owedCents === 0 ? `Invoice ${invoice.invoiceNumber} owes nothing: it is paid in full.` : `Invoice ${invoice.invoiceNumber} owes ${formatCents(invoice.owedCents)}: a payment may not pay it more.`;
        isValid = false;
      } else {
        invoice.owedCents -= allocation.amount;
        allocations.push({ invoiceId: invoice.id, amountCents: allocation.amount });
      }
    }
    if (!isValid || Object.keys(errors).length > 0) continue;
    const id = await repo.insertPayment({ accountId: account.id, reference: payment.reference, amountCents: payment.amount, paidOn: payment.paid_at, source: context.source });
    if (id === null) {
      // Another call recorded this reference between our look and our write: the same payment, or a refusal.
      const racing = await repo.findPayment({ accountId: account.id, reference: payment.reference });
      if (racing && isSamePayment(racing, payment)) {
        result.unchanged += 1;
        result.payments.push(racing);
      } else errors[`${at}reference`] = `Account ${payment.account_number} has a different payment recorded under the reference '${payment.reference}': a reference names one payment.`;
      continue;
    }
    await repo.insertAllocations(id, allocations);
    await context.audit(tx, {
      actor: context.actor,
      action: 'payment.record',
      entity: 'payment',
      entityId: id,
      reference: `${payment.account_number} ${payment.reference}`,
      before: null,
      after: { account_number: payment.account_number, amount: payment.amount, paid_at: payment.paid_at, reference: payment.reference, allocations: payment.allocations, source: context.source },
    });
    await context.jobs.send(invoicingEventsQueue, { event: 'payment.recorded', documentId: id }, { executor: tx });
    const written = await repo.findPayment({ accountId: account.id, reference: payment.reference });
    if (written) result.payments.push(written);
    result.recorded += 1;
  }
  return result;
}

export function createAccountPaymentsService(deps: { repo: AccountPaymentsRepo; transact: Transact; audit: AuditWriter; jobs: Pick<JobQueue, 'send'>; today: () => string }) {
  const { repo, transact, audit, jobs } = deps;

  async function record(actor: AuditActor, source: PaymentSource, payments: RecordPaymentBody[], pathOf: (index: number) => string): Promise<RecordedPayments> {
    return transact(async (tx) => {
      const errors: FieldErrors = {};
      const result = await recordIn(tx, { actor, audit, jobs, source }, payments, pathOf, errors);
      const count = Object.keys(errors).length;
      if (count > 0) throw new ValidationError(errors, payments.length > 1 ? `${count} field(s) in the batch are invalid: nothing was recorded.` : undefined);
      return result;
    });
  }

  return {
    /** POST /admin/api/payments: one payment; `isNew` false when it was recorded before, the same. */
    async recordOne(actor: AuditActor, payment: RecordPaymentBody): Promise<{ payment: StoredPayment; isNew: boolean }> {
      const result = await record(actor, 'staff', [payment], () => '');
      const [stored] = result.payments;
      if (!stored) throw new Error(`payment ${payment.reference} was not recorded`);
      return { payment: stored, isNew: result.recorded === 1 };
    },

    /** POST /api/integration/payments: all of them or none. */
    recordBatch: (actor: AuditActor, payments: RecordPaymentBody[]) => record(actor, 'erp', payments, (index) => `payments.${index}.`),

    /** GET /admin/api/accounts/{id}/ledger. */
    async ledger(accountId: number, page: { page: number; perPage: number }) {
      const account = await repo.findAccount(accountId);
      if (!account) throw new NotFoundError('account', accountId);
      const today = deps.today();
      const [summary, entries] = await Promise.all([repo.ledgerSummary(accountId, today), repo.ledgerEntries(accountId, page.perPage, (page.page - 1) * page.perPage)]);
      return { account, today, summary, ...entries };
    },
  };
}
export type AccountPaymentsService = ReturnType<typeof createAccountPaymentsService>;
