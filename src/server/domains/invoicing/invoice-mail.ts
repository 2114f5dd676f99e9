// The tax invoice e-mailed as a job (issue #28 Part 1): queued in the transaction that issues it, sent by
// a worker with the PDF attached to the account's accounts e-mail, or to its managers when it has none.
// At least once, as the order e-mails: a crash after sending and before the job is marked done sends it
// again, which beats never sending it.
import { z } from 'zod';
import { formatCents } from '../../../shared/money.ts';
import type { ServiceLogger } from '../../logging.ts';
import { type Mailer, stableMessageId } from '../../mail/mailer.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoicingRepo } from './invoicing.repo.ts';

const jobDataSchema = z.object({ invoiceId: z.number().int().positive() });

export function createInvoiceMailJob(deps: { repo: InvoicingRepo; mailer: Mailer; publicUrl: string; merchantName: string; log: ServiceLogger }) {
  const { repo, mailer, log } = deps;
  return async function sendInvoice(data: unknown): Promise<void> {
    const { invoiceId } = jobDataSchema.parse(data);
    const invoice = await repo.findInvoiceById(invoiceId);
    if (!invoice) {
      log.warn({ invoiceId }, 'invoice e-mail for an invoice that does not exist: skipped');
      return;
    }
    const recipients = await repo.findInvoiceRecipients(invoice.accountId);
    if (recipients.length === 0) {
      log.warn({ invoiceId }, 'invoice e-mail for an account with no accounts e-mail and no manager: not sent');
      return;
    }
    const { snapshot } = invoice;
    const pdf = await renderInvoicePdf(snapshot);
    const text = [
      `Kia ora,`,
      '',
      `Here is tax invoice ${snapshot.invoiceNumber} from ${snapshot.supplier.name} for order ${snapshot.orderNumber}${snapshot.purchaseOrderNumber ? ` (PO ${snapshot.purchaseOrderNumber})` : ''}: ${formatCents(snapshot.totalCents)} incl. GST. ${snapshot.terms}.`,
      '',
      `The PDF is attached. Your invoices are also under My Account → Invoices: ${deps.publicUrl}/my-account/invoices`,
    ].join('\n');
    // One message to them all: a retry after a failed send cannot send some of them a second copy.
    await mailer.send({
      to: recipients.join(', '),
      subject: `Tax invoice ${snapshot.invoiceNumber} from ${deps.merchantName}`,
      text,
      attachments: [{ filename: `${snapshot.invoiceNumber}.pdf`, content: pdf, contentType: 'application/pdf' }],
      messageId: stableMessageId(`invoice-${snapshot.invoiceNumber}`, deps.publicUrl),
    });
    log.info({ invoiceId, recipients: recipients.length }, 'invoice e-mail sent');
  };
}
