// Credit notes (issue #28 Part 2). Staff issue one against an invoice for lines or an amount; a cancelled
// order's invoice is credited whole in the cancellation's transaction. One on an invoice paid by card gives
// the money back to the card first, under the order's refund claim (fulfilment/card-credits.ts), which
// checks the note here before the refund and issues it here after. The invoice is locked
// while what it has left is worked out, so two notes at once can never credit more than it; the number is
// taken in the same transaction (no gaps), the note never changes, and its e-mail is queued with it.
import type { IssueCreditNoteBody } from '../../../shared/schemas/credit-notes.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { NotFoundError, ValidationError, type FieldErrors } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import { creditNoteNumberOf, creditNoteSnapshotOf, creditOf, creditedSoFarOf, type CreditRequest } from './credit-note-issue.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { createCreditNotesRepo, type CreditNoteRow, type CreditNotesRepo, type InvoiceToCredit } from './credit-notes.repo.ts';
import { creditNoteMailQueue, invoicingEventsQueue } from './invoicing.queues.ts';

/** Issue #30 Part 2 (returns): an invoice of an order, as a return credits it. */
export type CreditableInvoice = {
  id: number;
  isPaidByCard: boolean;
  qtyLeftBySku: Map<string, number>;
  notes: { creditNoteNumber: string; reason: string; totalCents: number; lines: { sku: string; qty: number }[] }[];
};

export type CreditNotesServiceDeps = { repo: CreditNotesRepo; transact: Transact; audit: AuditWriter; jobs: Pick<JobQueue, 'send'>; today: () => string };

export function createCreditNotesService(deps: CreditNotesServiceDeps) {
  const { repo, transact, audit, jobs } = deps;

  async function issueIn(tx: DbExecutor, actor: AuditActor, invoice: InvoiceToCredit, request: CreditRequest): Promise<CreditNoteRow> {
    const notes = createCreditNotesRepo(tx);
    const errors: FieldErrors = {};
    const credited = creditOf(invoice.snapshot, creditedSoFarOf(await notes.creditNotesOf(invoice.id)), request, errors);
    if (!credited) throw new ValidationError(errors);
    const creditNoteNumber = creditNoteNumberOf(await notes.takeCreditNoteNumber());
    const snapshot = creditNoteSnapshotOf({ invoice: invoice.snapshot, credited, creditNoteNumber, issuedOn: deps.today(), reason: request.reason });
    const id = await notes.insertCreditNote({ invoiceId: invoice.id, accountId: invoice.accountId, snapshot });
    await audit(tx, {
      actor,
      action: 'credit_note.issue',
      entity: 'credit_note',
      entityId: id,
      reference: `${creditNoteNumber} ${snapshot.invoiceNumber}`,
      before: null,
      after: { credit_note_number: creditNoteNumber, invoice_number: snapshot.invoiceNumber, reason: request.reason, total: snapshot.totalCents, lines: snapshot.lines.map(({ sku, qty }) => ({ sku, qty })) },
    });
    await jobs.send(creditNoteMailQueue, { creditNoteId: id }, { executor: tx });
    await jobs.send(invoicingEventsQueue, { event: 'credit_note.issued', documentId: id }, { executor: tx });
    const written = await notes.findCreditNote(id);
    if (!written) throw new Error(`credit note ${creditNoteNumber} was not read back`);
    return written;
  }

  /** The invoice paid by card, locked, and what `request` would credit of it (a ValidationError when nothing can be). */
  async function lockCardInvoiceIn(tx: DbExecutor, invoiceId: number, request: CreditRequest): Promise<{ invoice: InvoiceToCredit; totalCents: number }> {
    const notes = createCreditNotesRepo(tx);
    const invoice = await notes.lockInvoice({ invoiceId });
    if (!invoice) throw new NotFoundError('invoice', invoiceId);
    if (!invoice.isPaidByCard) throw new Error(`invoice ${invoiceId} is on account: it is credited without a refund`);
    const errors: FieldErrors = {};
    const credited = creditOf(invoice.snapshot, creditedSoFarOf(await notes.creditNotesOf(invoice.id)), request, errors);
    if (!credited) throw new ValidationError(errors);
    return { invoice, totalCents: credited.totalCents };
  }

  return {
    /** Whether the invoice was paid by card (its credit notes refund the card), and its order; null when there is none. */
    findInvoiceToCredit: async (invoiceId: number): Promise<Pick<InvoiceToCredit, 'id' | 'orderId' | 'isPaidByCard'> | null> => repo.findInvoiceToCredit(invoiceId),

    /**
     * Within `tx` (the one that takes the refund claim): locks the card-paid invoice and answers what
     * `request` credits of it, in cents, GST included; a ValidationError when it cannot be credited so.
     */
    async cardCreditIn(tx: DbExecutor, invoiceId: number, request: CreditRequest): Promise<{ orderId: number; totalCents: number }> {
      const { invoice, totalCents } = await lockCardInvoiceIn(tx, invoiceId, request);
      return { orderId: invoice.orderId, totalCents };
    },

    /** Within `tx`, after its refund went through: issues the card-paid invoice's credit note for `request`. */
    async issueCardCreditIn(tx: DbExecutor, actor: AuditActor, invoiceId: number, request: CreditRequest): Promise<CreditNoteRow> {
      const { invoice } = await lockCardInvoiceIn(tx, invoiceId, request);
      return issueIn(tx, actor, invoice, request);
    },

    /**
     * Issue #30, within `tx`: locks the invoice until the transaction ends (false when there is none), so a
     * change of its order's lines takes the invoice before the order's row, in the order a credit note does.
     */
    lockInvoiceIn: async (tx: DbExecutor, invoiceId: number): Promise<boolean> => (await createCreditNotesRepo(tx).lockInvoice({ invoiceId })) !== null,
    /** The same for an order's invoice (the one a cancellation credits); false when it has none. */
    lockOrderInvoiceIn: async (tx: DbExecutor, orderId: number): Promise<boolean> => (await createCreditNotesRepo(tx).lockInvoice({ orderId })) !== null,

    /**
     * Issue #30 Part 2 (returns): the order's invoices, oldest first: whether each was paid by card, what
     * each SKU has left to credit, and its credit notes so far (number, reason, total).
     */
    async creditableOfOrder(orderId: number): Promise<CreditableInvoice[]> {
      const invoices = await repo.invoicesOfOrder(orderId);
      return Promise.all(
        invoices.map(async (invoice) => {
          const notes = await repo.creditNotesOf(invoice.id);
          const soFar = creditedSoFarOf(notes);
          const qtyLeftBySku = new Map<string, number>();
          for (const line of invoice.snapshot.lines) qtyLeftBySku.set(line.sku, (qtyLeftBySku.get(line.sku) ?? 0) + line.qty);
          for (const [sku, qty] of soFar.qtyBySku) qtyLeftBySku.set(sku, (qtyLeftBySku.get(sku) ?? 0) - qty);
          return {
            id: invoice.id,
            isPaidByCard: invoice.isPaidByCard,
            qtyLeftBySku,
            notes: notes.map((note) => ({ creditNoteNumber: note.creditNoteNumber, reason: note.reason, totalCents: note.totalCents, lines: note.lines.map(({ sku, qty }) => ({ sku, qty })) })),
          };
        }),
      );
    },

    /** Issue #30 Part 2 (returns): within `tx`, the credit note of an invoice on account (one paid by card refunds first: fulfilment's issueCreditNote). */
    async issueOnAccountIn(tx: DbExecutor, actor: AuditActor, invoiceId: number, request: CreditRequest): Promise<CreditNoteRow> {
      const invoice = await createCreditNotesRepo(tx).lockInvoice({ invoiceId });
      if (!invoice) throw new NotFoundError('invoice', invoiceId);
      if (invoice.isPaidByCard) throw new Error(`invoice ${invoiceId} was paid by card: its credit note refunds the card`);
      return issueIn(tx, actor, invoice, request);
    },

    /** What the credit notes of the order's invoice credited in all, in cents (what was refunded of a card payment). */
    creditedOnOrder: (orderId: number): Promise<number> => repo.creditedOnOrder(orderId),

    /** POST /admin/api/invoices/{id}/credit-notes, for an invoice on account (one paid by card refunds first: cardCreditIn). */
    async issue(actor: AuditActor, invoiceId: number, body: IssueCreditNoteBody): Promise<CreditNoteRow> {
      return transact(async (tx) => {
        const invoice = await createCreditNotesRepo(tx).lockInvoice({ invoiceId });
        if (!invoice) throw new NotFoundError('invoice', invoiceId);
        // Never a note on a card-paid invoice without its refund (fulfilment/card-credits.ts gives it).
        if (invoice.isPaidByCard) throw new Error(`invoice ${invoiceId} was paid by card: its credit note refunds the card`);
        return issueIn(tx, actor, invoice, creditRequestOf(body));
      });
    },

    /**
     * Credits whatever an order's invoice has left, inside `tx` (the order's cancellation): nothing when the
     * order has no invoice or nothing is left. Its lines are every quantity not credited yet.
     */
    async creditWholeInvoiceIn(tx: DbExecutor, orderId: number, actor: AuditActor, reason: string): Promise<CreditNoteRow | null> {
      const notes = createCreditNotesRepo(tx);
      const invoice = await notes.lockInvoice({ orderId });
      if (!invoice) return null;
      const soFar = creditedSoFarOf(await notes.creditNotesOf(invoice.id));
      if (soFar.totalCents >= invoice.snapshot.totalCents) return null;
      const left = new Map<string, number>();
      for (const line of invoice.snapshot.lines) left.set(line.sku, (left.get(line.sku) ?? 0) + line.qty);
      const lines = [...left].map(([sku, qty]) => ({ sku, qty: qty - (soFar.qtyBySku.get(sku) ?? 0) })).filter((line) => line.qty > 0);
      const request: CreditRequest = lines.length > 0 ? { reason, lines } : { reason, amountCents: invoice.snapshot.totalCents - soFar.totalCents };
      return issueIn(tx, actor, invoice, request);
    },

    /** GET /api/credit-notes: the active account's, newest first. */
    listForBuyer: (viewer: SignedInViewer, page: { page: number; perPage: number }) => repo.findCreditNotePage(viewer.account.id, page.perPage, (page.page - 1) * page.perPage),

    async pdfForBuyer(viewer: SignedInViewer, id: number): Promise<{ creditNoteNumber: string; pdf: Buffer }> {
      const note = await repo.findCreditNote(id, viewer.account.id);
      if (!note) throw new NotFoundError('credit note', id);
      return { creditNoteNumber: note.creditNoteNumber, pdf: await renderCreditNotePdf(note.snapshot) };
    },
  };
}
export type CreditNotesService = ReturnType<typeof createCreditNotesService>;

/** What staff asked to credit: lines and quantities, or an amount. */
export const creditRequestOf = (body: IssueCreditNoteBody): CreditRequest =>
  body.lines ? { reason: body.reason, lines: body.lines } : { reason: body.reason, amountCents: body.amount ?? 0 };
export type { CreditNoteRow, CreditRequest };
