// Crediting a received return (issue #30 Part 2), exactly once. Whoever credits it holds the return's
// lease (credit_lease_at: taken by the receipt's transaction, or by the job once stale), so one process
// at a time works on it. Its credit notes carry the return's own reason ('Return RET-… of order CS-…'),
// which is how a note issued for it is known again after a crash:
// - an invoice paid by card is credited through fulfilment's card credit (refund, then note, under the
//   order's refund claim, whose own job issues the note if the process dies after the refund); a note of
//   this return found on the invoice is not issued again;
// - invoices on account are credited in the transaction that marks the return credited, with the buyer's
//   e-mail and the audit row, so a crash leaves either all of it or none.
// A crash between a card note and the return's last transaction leaves the return received with its
// lease; its job (queued with the receipt) takes the lease once stale, finds the note and finishes.
import { formatCents } from '../../../shared/money.ts';
import { returnNumberOf } from '../../../shared/schemas/returns.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import type { CreditNotesService } from '../invoicing/credit-notes.service.ts';
import type { FulfilmentService } from '../fulfilment/fulfilment.service.ts';
import { planCreditNotes, stillToCredit } from './credit-plan.ts';
import { returnCreditQueue, returnMailQueue, type ReturnCreditJob } from './returns.queues.ts';
import { createReturnsRepo, type ReturnRow, type ReturnsRepo } from './returns.repo.ts';

/** How long a lease on crediting is left to its holder before the job takes it over. */
export const RETURN_CREDIT_LEASE_SECONDS = 60;

export type ReturnCreditDeps = {
  transact: Transact;
  repo: ReturnsRepo;
  creditNotes: Pick<CreditNotesService, 'creditableOfOrder' | 'issueOnAccountIn'>;
  /** The fulfilment domain's card credit: a card's refund and its note, under the order's refund claim. */
  cardCredit: () => Pick<FulfilmentService, 'issueCreditNote'>;
  audit: AuditWriter;
  jobs: Pick<JobQueue, 'send'>;
  log: ServiceLogger;
  leaseSeconds: number;
};

export type CreditOutcome = { kind: 'credited' } | { kind: 'gone' } | { kind: 'waiting'; message: string } | { kind: 'refused'; message: string };

/** The reason every credit note of the return carries: how its notes are known again. */
export const creditReasonOf = (row: Pick<ReturnRow, 'id' | 'orderNumber'>): string => `Return ${returnNumberOf(row.id)} of order ${row.orderNumber}: goods received`;

export function createReturnCredit(deps: ReturnCreditDeps) {
  const { transact, repo, creditNotes, audit, jobs, log } = deps;

  /** Credits the received return; the caller holds its lease. A ValidationError (nothing refunded) gives the lease back. */
  async function credit(actor: AuditActor, returnId: number): Promise<CreditOutcome> {
    const row = await repo.findReturn(returnId);
    if (!row || row.status !== 'received') return { kind: 'gone' };
    try {
      const reason = creditReasonOf(row);
      const invoices = await creditNotes.creditableOfOrder(row.orderId);
      const issued = invoices.flatMap((invoice) => invoice.notes.filter((note) => note.reason === reason).map((note) => ({ ...note, invoiceId: invoice.id })));
      const wanted = stillToCredit(
        row.lines.map((line) => ({ sku: line.sku, qty: line.qty })),
        issued.flatMap((note) => note.lines),
      );
      const plan = planCreditNotes(wanted, invoices.filter((invoice) => !issued.some((note) => note.invoiceId === invoice.id)));
      const notes = issued.map((note) => ({ creditNoteNumber: note.creditNoteNumber, totalCents: note.totalCents }));
      // Cards first, each a refund and its note under the order's claim (outside our transaction: the provider cannot join it).
      for (const note of plan.filter((planned) => planned.isPaidByCard)) {
        notes.push(await deps.cardCredit().issueCreditNote(actor, note.invoiceId, { reason, lines: note.lines }));
      }
      const done = await transact(async (tx) => {
        const returns = createReturnsRepo(tx);
        const locked = await returns.lockReturn(returnId);
        if (!locked || locked.status !== 'received') return false;
        for (const note of plan.filter((planned) => !planned.isPaidByCard)) {
          notes.push(await creditNotes.issueOnAccountIn(tx, actor, note.invoiceId, { reason, lines: note.lines }));
        }
        await finishIn(tx, returns, actor, row, notes);
        return true;
      });
      return done ? { kind: 'credited' } : { kind: 'gone' };
    } catch (error) {
      if (error instanceof ConflictError) return { kind: 'waiting', message: error.message };
      if (error instanceof ValidationError) await repo.releaseCreditLease(returnId);
      throw error;
    }
  }

  async function finishIn(tx: DbExecutor, returns: ReturnsRepo, actor: AuditActor, row: ReturnRow, notes: { creditNoteNumber: string; totalCents: number }[]): Promise<void> {
    const totalCents = notes.reduce((sum, note) => sum + note.totalCents, 0);
    const numbers = notes.map((note) => note.creditNoteNumber);
    await returns.markCredited(row.id, totalCents, numbers);
    await jobs.send(returnMailQueue, { returnId: row.id, kind: 'credited' }, { executor: tx });
    await audit(tx, {
      actor,
      action: 'return.credit',
      entity: 'order',
      entityId: row.orderId,
      reference: `${returnNumberOf(row.id)} ${row.orderNumber}`,
      before: { status: 'received' },
      after: { status: 'credited', credited: totalCents, credit_note_numbers: numbers },
    });
    log.info({ returnId: row.id, orderId: row.orderId, totalCents, credit: formatCents(totalCents) }, 'return credited');
  }

  return {
    credit,

    /** Queued with the receipt: credits the return if its receiver died before, once its lease is stale. */
    async settle(job: ReturnCreditJob): Promise<CreditOutcome> {
      const row = await repo.findReturn(job.returnId);
      if (!row || row.status !== 'received') return { kind: 'gone' };
      if (!(await repo.takeCreditLease(job.returnId, deps.leaseSeconds))) {
        await jobs.send(returnCreditQueue, job, { startAfterSeconds: deps.leaseSeconds });
        return { kind: 'waiting', message: 'someone else is crediting it' };
      }
      log.warn({ returnId: job.returnId }, 'a received return was not credited: its job credits it');
      let outcome: CreditOutcome;
      try {
        outcome = await credit(job.actor, job.returnId);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        // Nothing was refunded or credited: the desk sees the return still received and receives it again.
        log.error({ err: error, returnId: job.returnId }, 'a received return could not be credited');
        return { kind: 'refused', message: error.message };
      }
      if (outcome.kind === 'waiting') await jobs.send(returnCreditQueue, job, { startAfterSeconds: deps.leaseSeconds });
      return outcome;
    },
  };
}
export type ReturnCredit = ReturnType<typeof createReturnCredit>;
