// Tax invoices (issue #28 Part 1). One is issued inside the transaction that dispatches an on-account order
// or pays a card order, numbered from a counter that transaction moves on (no gaps, one per order), with
// its e-mail queued in the same transaction; it is never changed after. The buyer lists and reads the
// active account's invoices, as JSON and as the PDF drawn from the invoice's snapshot.
import type { DbExecutor } from '../../db/executor.ts';
import { NotFoundError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { InvoiceTerms } from '../../kernel/invoice-terms.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import { invoiceNumberOf, invoiceSnapshotOf, type ShipmentPart } from './invoice-issue.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceMailQueue, invoicingEventsQueue } from './invoicing.queues.ts';
import { createInvoicingRepo, type InvoiceRow, type InvoiceStatus, type InvoicingRepo, type OrderToInvoice } from './invoicing.repo.ts';

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

  /** Numbers, writes and queues the invoice (its e-mail and invoice.issued event) inside `tx`. */
  async function issueIn(tx: DbExecutor, order: OrderToInvoice, how: { isPaidByCard: boolean; shipmentId: number | null }, part?: ShipmentPart): Promise<IssuedInvoice> {
    const invoicing = createInvoicingRepo(tx);
    const invoiceNumber = invoiceNumberOf(await invoicing.takeInvoiceNumber());
    const snapshot = invoiceSnapshotOf({ order, invoiceNumber, issuedOn: deps.today(), isPaidByCard: how.isPaidByCard, terms: deps.terms, merchant: deps.merchant }, part);
    const id = await invoicing.insertInvoice({
      invoiceNumber,
      shipmentId: how.shipmentId,
      accountId: order.accountId,
      orderId: order.id,
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
  }

  return {
    /**
     * Issues the order's invoice inside `tx` (the dispatch or the payment that calls for it), with its
     * e-mail queued there too; nothing when the order has one already. The caller's guarded write of the
     * order (its move, its payment) makes two issues of one order wait on each other. An on-account
     * order's dispatch names its shipment (issue #30).
     */
    async issueForOrderIn(tx: DbExecutor, orderId: number, how: { isPaidByCard: boolean; shipmentId?: number }): Promise<IssuedInvoice | null> {
      const order = await createInvoicingRepo(tx).findOrderToInvoice(orderId);
      if (!order) throw new Error(`order ${orderId} does not exist`);
      if (order.isInvoiced) return null;
      return issueIn(tx, order, { isPaidByCard: how.isPaidByCard, shipmentId: how.shipmentId ?? null });
    },

    /**
     * Issue #30 Part 2, inside the shipment's transaction (which holds its order's row): the invoice of one
     * shipment of an on-account order. An order sent whole in one shipment gets the invoice it always had.
     */
    async issueForShipmentIn(tx: DbExecutor, orderId: number, shipmentId: number): Promise<IssuedInvoice> {
      const invoicing = createInvoicingRepo(tx);
      const order = await invoicing.findOrderToInvoice(orderId);
      if (!order) throw new Error(`order ${orderId} does not exist`);
      const shipment = await invoicing.findShipmentToInvoice(shipmentId);
      const isFirst = shipment.earlier.count === 0;
      if (isFirst && shipment.isOrderShipped) return issueIn(tx, order, { isPaidByCard: false, shipmentId });
      const part = { lines: shipment.lines, isFirst, earlier: shipment.isOrderShipped ? shipment.earlier : null };
      return issueIn(tx, order, { isPaidByCard: false, shipmentId }, part);
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
    invoicesOfOrder: (accountId: number, orderId: number) => repo.findInvoicesOfOrder(accountId, orderId),
  };
}
export type InvoicingService = ReturnType<typeof createInvoicingService>;

/** An invoice's status for the buyer: paid (or credited) in full, or unpaid, overdue once past its due day. */
export function invoiceStatusOf(invoice: Pick<InvoiceRow, 'owedCents' | 'dueOn'>, today: string): InvoiceStatus {
  if (invoice.owedCents <= 0) return 'paid';
  return invoice.dueOn !== null && invoice.dueOn < today ? 'overdue' : 'unpaid';
}
