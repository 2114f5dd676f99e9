// A month's statement e-mailed as a job (issue #28 Part 3), queued by the statement run, with its PDF, to
// the account's accounts e-mail or else its managers (as its invoices are). At least once, as every e-mail.
import { z } from 'zod';
import { formatCents } from '../../../shared/money.ts';
import type { ServiceLogger } from '../../logging.ts';
import { type Mailer, stableMessageId } from '../../mail/mailer.ts';
import { formatDocumentDay } from './document-pdf-format.ts';
import type { InvoicingRepo } from './invoicing.repo.ts';
import type { StatementsService } from './statements.service.ts';

const jobDataSchema = z.object({ accountId: z.number().int().positive(), month: z.string().regex(/^\d{4}-\d{2}$/) });

/** '2026-11' → 'November 2026'. */
export function monthWords(month: string): string {
  return new Intl.DateTimeFormat('en-NZ', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

export function createStatementMailJob(deps: {
  statements: Pick<StatementsService, 'statementOf' | 'pdfOf'>;
  invoices: Pick<InvoicingRepo, 'findInvoiceRecipients'>;
  mailer: Mailer;
  publicUrl: string;
  merchantName: string;
  log: ServiceLogger;
}) {
  const { statements, mailer, log } = deps;
  return async function sendStatement(data: unknown): Promise<void> {
    const { accountId, month } = jobDataSchema.parse(data);
    const recipients = await deps.invoices.findInvoiceRecipients(accountId);
    if (recipients.length === 0) {
      log.warn({ accountId, month }, 'statement e-mail for an account with no accounts e-mail and no manager: not sent');
      return;
    }
    const statement = await statements.statementOf(accountId, month);
    const { fileName, pdf } = await statements.pdfOf(accountId, month);
    const overdue = statement.ageing.days_1_30 + statement.ageing.days_31_60 + statement.ageing.days_61_90 + statement.ageing.days_90_plus;
    const owing = statement.closing_balance < 0 ? `${formatCents(-statement.closing_balance)} in credit` : `${formatCents(statement.closing_balance)} owing`;
    const text = [
      'Kia ora,',
      '',
      `Here is the statement of account ${statement.account_number} (${statement.account_name}) from ${deps.merchantName} for ${monthWords(month)}.`,
      `On ${formatDocumentDay(statement.to_date)} the account had ${owing}${overdue > 0 ? `, of which ${formatCents(overdue)} was overdue` : ''}.`,
      '',
      `The PDF is attached. Your invoices are under My Account → Invoices: ${deps.publicUrl}/my-account/invoices`,
    ].join('\n');
    await mailer.send({
      to: recipients.join(', '),
      subject: `Statement for ${monthWords(month)} from ${deps.merchantName}`,
      text,
      attachments: [{ filename: `${fileName}.pdf`, content: pdf, contentType: 'application/pdf' }],
      messageId: stableMessageId(`statement-${statement.account_number}-${month}`, deps.publicUrl),
    });
    log.info({ accountId, month, recipients: recipients.length }, 'statement e-mail sent');
  };
}
