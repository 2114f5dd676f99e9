// Tax invoices (issue #28 Part 1). One is issued inside the transaction that dispatches an on-account order
// or pays a card order, numbered from a counter that transaction moves on (no gaps, one per order), with
// its e-mail queued in the same transaction; it is never changed after. The buyer lists and reads the
// active account's invoices, as JSON and as the PDF drawn from the invoice's snapshot.
import type { DbExecutor } from '../../db/executor.ts';
import { NotFoundError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { InvoiceTerms } from '../../kernel/invoice-terms.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import { invoiceNumberOf, invoiceSnapshotOf } from './invoice-issue.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceMailQueue, invoicingEventsQueue } from './invoicing.queues.ts';
import { createInvoicingRepo, type InvoiceRow, type InvoiceStatus, type InvoicingRepo } from './invoicing.repo.ts';

export type IssuedInvoice = { id: number; invoiceNumber: string };

export type InvoicingServiceDeps = {
  repo: InvoicingRepo;
  jobs: Pick<JobQueue, 'send'>;
  merchant: { name: string; addressLines: readonly string[]; gstNumber: string };
  terms: InvoiceTerms;
  /** Today as a New Zealand day, 'YYYY-MM-DD'. */
  today: () => string;
};

export function createInvoicingService(deps: InvoicingServiceDeps) {
  const { repo, jobs } = deps;

  return {
    /**
     * Issues the order's invoice inside `tx` (the dispatch or the payment that calls for it), with its
     * e-mail queued there too; nothing when the order has one already. The caller's guarded write of the
     * order (its move, its payment) makes two issues of one order wait on each other.
     */
    async issueForOrderIn(tx: DbExecutor, orderId: number, how: { isPaidByCard: boolean }): Promise<IssuedInvoice | null> {
      const invoicing = createInvoicingRepo(tx);
      const order = await invoicing.findOrderToInvoice(orderId);
      if (!order) throw new Error(`order ${orderId} does not exist`);
      if (order.isInvoiced) return null;
      const invoiceNumber = invoiceNumberOf(await invoicing.takeInvoiceNumber());
      const snapshot = invoiceSnapshotOf({ order, invoiceNumber, issuedOn: deps.today(), isPaidByCard: how.isPaidByCard, terms: deps.terms, merchant: deps.merchant });
      const id = await invoicing.insertInvoice({
        invoiceNumber,
        accountId: order.accountId,
        orderId,
        dueOn: snapshot.dueOn,
        isPaidByCard: how.isPaidByCard,
        subTotalCents: snapshot.subTotalCents,
        gstCents: snapshot.gstCents,
        totalCents: snapshot.totalCents,
        snapshot,
      });
      await jobs.send(invoiceMailQueue, { invoiceId: id }, { executor: tx });
      await jobs.send(invoicingEventsQueue, { event: 'invoice.issued', documentId: id }, { executor: tx });
      return { id, invoiceNumber };
    },

    /** GET /api/invoices: the active account's invoices, newest first, with what it owes and what is overdue. */
    async listForBuyer(viewer: SignedInViewer, query: { status?: InvoiceStatus; page: number; perPage: number }) {
      const today = deps.today();
      const found = await repo.findInvoicePage(viewer.account.id, { status: query.status, today }, query.perPage, (query.page - 1) * query.perPage);
      return { ...found, today };
    },

    async getForBuyer(viewer: SignedInViewer, id: number): Promise<{ invoice: InvoiceRow; today: string }> {
      const invoice = await repo.findInvoice(viewer.account.id, id);
      if (!invoice) throw new NotFoundError('invoice', id);
      return { invoice, today: deps.today() };
    },

    async pdfForBuyer(viewer: SignedInViewer, id: number): Promise<{ invoiceNumber: string; pdf: Buffer }> {
      const invoice = await repo.findInvoice(viewer.account.id, id);
      if (!invoice) throw new NotFoundError('invoice', id);
      return { invoiceNumber: invoice.invoiceNumber, pdf: await renderInvoicePdf(invoice.snapshot) };
    },

    /** GET /admin/api/invoices. */
    async listForStaff(query: { status?: InvoiceStatus; accountNumber?: string; dateFrom?: string; dateTo?: string; page: number; perPage: number }) {
      const today = deps.today();
      const found = await repo.findStaffInvoicePage({ ...query, today }, query.perPage, (query.page - 1) * query.perPage);
      return { ...found, today };
    },

    /** GET /admin/api/invoices/{id}: any account's, with its credit notes. */
    async getForStaff(id: number) {
      const invoice = await repo.findInvoiceById(id);
      if (!invoice) throw new NotFoundError('invoice', id);
      return { invoice, creditNotes: await repo.findCreditNotesOfInvoice(id), today: deps.today() };
    },

    /** The order page's link: the invoice of one of the account's orders, if it has one. */
    invoiceOfOrder: (accountId: number, orderId: number) => repo.findInvoiceOfOrder(accountId, orderId),
  };
}
export type InvoicingService = ReturnType<typeof createInvoicingService>;

/** An invoice's status for the buyer: paid (or credited) in full, or unpaid, overdue once past its due day. */
export function invoiceStatusOf(invoice: Pick<InvoiceRow, 'owedCents' | 'dueOn'>, today: string): InvoiceStatus {
  if (invoice.owedCents <= 0) return 'paid';
  return invoice.dueOn !== null && invoice.dueOn < today ? 'overdue' : 'unpaid';
}
