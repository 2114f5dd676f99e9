// A credit note on an invoice paid by card gives that much back to the card (issue #28 Part 2), under the
// order's refund claim, as a cancellation does (status-moves.ts). The provider cannot take part in our
// transaction, so: check the note and take the claim (no move, cancellation or other note on the order
// while it is held) with the job that settles it after a crash, in one transaction; refund under the
// claim (its idempotency key, and kept with the refund at the provider); then issue the note and end the
// claim in one transaction. A refusal ends the claim with nothing credited. A crash after the refund
// leaves the claim: once stale, its job asks the provider whether a refund under the claim exists and
// issues the note if so, or ends the claim if not. The money goes back once and the note is issued once.
import { randomUUID } from 'node:crypto';
import type { IssueCreditNoteBody } from '../../../shared/schemas/credit-notes.ts';
import type { Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { AuditActor } from '../audit/audit-entry.types.ts';
import { creditRequestOf, type CreditNoteRow, type CreditNotesService, type CreditRequest } from '../invoicing/credit-notes.service.ts';
import { CARD_CREDIT_CLAIM_PREFIX, type OrdersService } from '../orders/orders.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { cardCreditClaimQueue, type CardCreditClaimJob, type CardLineChange } from './fulfilment.queues.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { RefundClaimSettlement } from './status-moves.ts';

export type CardCreditsDeps = {
  transact: Transact;
  orders: Pick<OrdersService, 'findFulfilmentState' | 'claimRefund' | 'releaseRefundClaim'>;
  payments: Pick<PaymentsService, 'findApprovedPayment' | 'refundPayment' | 'findRefundState'>;
  creditNotes: Pick<CreditNotesService, 'findInvoiceToCredit' | 'issue' | 'cardCreditIn' | 'issueCardCreditIn' | 'lockInvoiceIn'>;
  jobs: Pick<JobQueue, 'send'>;
  log: ServiceLogger;
  staleSeconds: number;
  /** Issue #30 Part 2: applies a card-paid order's lowered lines in the transaction that issues their credit note. */
  applyLineChangeIn?: (tx: DbExecutor, job: CardCreditClaimJob & { change: CardLineChange }, note: CreditNoteRow) => Promise<void>;
};

/** What a change of a card-paid order credits: its invoice, the lines' credit, and the change, worked out under the order's lock. */
export type PreparedCardChange = { invoiceId: number; request: CreditRequest; change: CardLineChange };

export function createCardCredits(deps: CardCreditsDeps) {
  const { transact, orders, payments, creditNotes, jobs, log, staleSeconds } = deps;

  /** Issues the note its refund was for and ends the claim, together; a ConflictError when the claim was settled meanwhile. */
  const commit = (job: CardCreditClaimJob): Promise<CreditNoteRow> =>
    transact(async (tx) => {
      // The invoice before the order's row, as the claim's first transaction took them: two notes or
      // changes of one order, one committing while the other begins, never wait on each other in a ring.
      await creditNotes.lockInvoiceIn(tx, job.invoiceId);
      if (!(await orders.releaseRefundClaim(job.orderId, job.claim, tx))) throw new ConflictError('The refund of this credit note was settled meanwhile: reload the invoice to see its credit notes.');
      const note = await creditNotes.issueCardCreditIn(tx, job.actor, job.invoiceId, job.request);
      if (job.change) {
        if (!deps.applyLineChangeIn) throw new Error(`order ${job.orderId}: a line change came with its credit note but nothing applies it`);
        await deps.applyLineChangeIn(tx, { ...job, change: job.change }, note);
      }
      return note;
    });

  /**
   * Refunds the card and issues the note under the order's refund claim. `prepare` (a line change, issue
   * #30) works out the note and the change in the claim's transaction, after whatever it locks.
   */
  async function issueWithRefund(actor: AuditActor, target: { invoiceId: number; request: CreditRequest } | { prepare: (tx: DbExecutor) => Promise<PreparedCardChange> }): Promise<CreditNoteRow> {
    const claim = `${CARD_CREDIT_CLAIM_PREFIX}${randomUUID()}`;
    const { job, amountCents } = await transact(async (tx) => {
      const { invoiceId, request, change } = 'prepare' in target ? await target.prepare(tx) : { ...target, change: undefined };
      const credit = await creditNotes.cardCreditIn(tx, invoiceId, request);
      const state = await orders.findFulfilmentState(credit.orderId, tx);
      if (!state) throw new NotFoundError('order', credit.orderId);
      if (!(await orders.claimRefund(state.id, state.fulfilmentStatus, claim, staleSeconds, tx))) {
        throw new ConflictError(`A refund of order ${state.orderNumber} is under way (a cancellation or another credit note), or it is refunded already: try again in ${staleSeconds + 5} seconds.`);
      }
      const queued: CardCreditClaimJob = { orderId: state.id, invoiceId, claim, actor, request, ...(change ? { change } : {}) };
      await jobs.send(cardCreditClaimQueue, queued, { executor: tx, startAfterSeconds: staleSeconds });
      return { job: queued, amountCents: credit.totalCents };
    });
    const payment = await payments.findApprovedPayment(job.orderId);
    const refund = payment ? await payments.refundPayment(payment, claim, amountCents) : { ok: false as const, message: 'No approved card payment was found to refund.' };
    if (!refund.ok) {
      await orders.releaseRefundClaim(job.orderId, claim);
      const field = job.change ? 'lines' : 'lines' in job.request ? 'lines' : 'amount';
      throw new ValidationError({ [field]: job.change ? `Nothing was changed. ${refund.message}` : `Nothing was credited. ${refund.message}` });
    }
    try {
      return await commit(job);
    } catch (error) {
      log.error({ err: error, orderId: job.orderId, invoiceId: job.invoiceId }, 'refunded by the provider but the credit note was not issued: its refund claim job issues it');
      throw error;
    }
  }

  return {
    /** POST /admin/api/invoices/{id}/credit-notes: on account, the note alone; paid by card, the refund and the note. */
    async issue(actor: AuditActor, invoiceId: number, body: IssueCreditNoteBody): Promise<CreditNoteRow> {
      const invoice = await creditNotes.findInvoiceToCredit(invoiceId);
      if (!invoice) throw new NotFoundError('invoice', invoiceId);
      if (!invoice.isPaidByCard) return creditNotes.issue(actor, invoiceId, body);
      return issueWithRefund(actor, { invoiceId, request: creditRequestOf(body) });
    },

    /** Issue #30 Part 2: a card-paid order's lines lowered, the difference refunded, with its credit note, under the order's claim. */
    refundLineChange: (actor: AuditActor, prepare: (tx: DbExecutor) => Promise<PreparedCardChange>): Promise<CreditNoteRow> => issueWithRefund(actor, { prepare }),

    /**
     * The job of a card credit's refund claim, once stale: a refund made under it issues the note; none
     * ends the claim. Another run having settled it first: 'gone'. A provider that cannot say throws.
     */
    async settle(job: CardCreditClaimJob): Promise<RefundClaimSettlement> {
      const state = await orders.findFulfilmentState(job.orderId);
      if (!state || state.refundClaim !== job.claim) return { kind: 'gone' };
      const ageSeconds = state.refundClaimAgeSeconds ?? 0;
      if (ageSeconds < staleSeconds) return { kind: 'fresh', retryInSeconds: Math.ceil(staleSeconds - ageSeconds) };
      const payment = await payments.findApprovedPayment(job.orderId);
      const refundState = payment ? await payments.findRefundState(payment, job.claim) : 'not-refunded';
      if (refundState === 'not-refunded') {
        if (!(await orders.releaseRefundClaim(job.orderId, job.claim))) return { kind: 'gone' };
        log.warn({ orderId: job.orderId, claim: job.claim }, 'a credit note died before its refund: the claim is released, nothing credited');
        return { kind: 'released' };
      }
      try {
        await commit(job);
      } catch (error) {
        if (error instanceof ConflictError) return { kind: 'gone' };
        throw error;
      }
      log.warn({ orderId: job.orderId, claim: job.claim }, 'a credit note died after its refund: the job issued it');
      return { kind: 'finished' };
    },

    requeue: (job: CardCreditClaimJob, afterSeconds: number): Promise<void> => jobs.send(cardCreditClaimQueue, job, { startAfterSeconds: afterSeconds }),
  };
}
export type CardCredits = ReturnType<typeof createCardCredits>;
