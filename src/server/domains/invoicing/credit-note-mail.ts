// A credit note e-mailed as a job (issue #28 Part 2), queued in the transaction that issues it, with its
// PDF attached, to those its invoice went to (the accounts e-mail, or the managers). At least once, as
// the invoice e-mail.
import { z } from 'zod';
import { formatCents } from '../../../shared/money.ts';
import type { ServiceLogger } from '../../logging.ts';
import { type Mailer, stableMessageId } from '../../mail/mailer.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import type { CreditNotesRepo } from './credit-notes.repo.ts';
import type { InvoicingRepo } from './invoicing.repo.ts';

const jobDataSchema = z.object({ creditNoteId: z.number().int().positive() });

export function createCreditNoteMailJob(deps: { notes: CreditNotesRepo; invoices: Pick<InvoicingRepo, 'findInvoiceRecipients'>; mailer: Mailer; publicUrl: string; merchantName: string; log: ServiceLogger }) {
  const { notes, mailer, log } = deps;
  return async function sendCreditNote(data: unknown): Promise<void> {
    const { creditNoteId } = jobDataSchema.parse(data);
    const note = await notes.findCreditNote(creditNoteId);
    if (!note) {
      log.warn({ creditNoteId }, 'credit note e-mail for a credit note that does not exist: skipped');
      return;
    }
    const recipients = await deps.invoices.findInvoiceRecipients(note.accountId);
    if (recipients.length === 0) {
      log.warn({ creditNoteId }, 'credit note e-mail for an account with no accounts e-mail and no manager: not sent');
      return;
    }
    const { snapshot } = note;
    const text = [
      'Kia ora,',
      '',
      `Here is credit note ${snapshot.creditNoteNumber} from ${snapshot.supplier.name} against tax invoice ${snapshot.invoiceNumber} (order ${snapshot.orderNumber}): ${formatCents(snapshot.totalCents)} incl. GST.`,
      `Reason: ${snapshot.reason}`,
      '',
      `The PDF is attached. Your invoices and credit notes are under My Account → Invoices: ${deps.publicUrl}/my-account/invoices`,
    ].join('\n');
    await mailer.send({
      to: recipients.join(', '),
      subject: `Credit note ${snapshot.creditNoteNumber} from ${deps.merchantName}`,
      text,
      attachments: [{ filename: `${snapshot.creditNoteNumber}.pdf`, content: await renderCreditNotePdf(snapshot), contentType: 'application/pdf' }],
      messageId: stableMessageId(`credit-note-${snapshot.creditNoteNumber}`, deps.publicUrl),
    });
    log.info({ creditNoteId, recipients: recipients.length }, 'credit note e-mail sent');
  };
}
