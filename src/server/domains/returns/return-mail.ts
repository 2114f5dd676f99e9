// The buyer's e-mails about a return (issue #30 Part 2): approved (with the desk's instructions), declined
// (with its reason) and credited (with the credit note numbers and amount). Queued in the transaction that
// makes the change, sent at least once.
import { formatCents } from '../../../shared/money.ts';
import { RETURN_REASON_WORDS, returnNumberOf } from '../../../shared/schemas/returns.ts';
import type { ServiceLogger } from '../../logging.ts';
import { type Mailer, stableMessageId } from '../../mail/mailer.ts';
import { returnMailJobSchema } from './returns.queues.ts';
import type { ReturnRow, ReturnsRepo } from './returns.repo.ts';

/** The e-mail's subject and text for the return as it is now. */
export function returnMailOf(row: ReturnRow, kind: 'approved' | 'declined' | 'credited', publicUrl: string): { subject: string; text: string } {
  const number = returnNumberOf(row.id);
  const lines = row.lines.map((line) => `- ${line.qty} × ${line.title} (${line.sku}): ${RETURN_REASON_WORDS[line.reason]}`);
  const link = `See it under My Account → Returns: ${publicUrl}/my-account/returns/${row.id}`;
  if (kind === 'approved') {
    return {
      subject: `Your return ${number} is approved`,
      text: ['Kia ora,', '', `Your return ${number} of order ${row.orderNumber} is approved:`, ...lines, '', 'How to send the goods back:', row.instructions ?? '', '', link].join('\n'),
    };
  }
  if (kind === 'declined') {
    return {
      subject: `Your return ${number} was declined`,
      text: ['Kia ora,', '', `We cannot accept your return ${number} of order ${row.orderNumber}:`, ...lines, '', 'Why:', row.declineReason ?? '', '', link].join('\n'),
    };
  }
  const credit = row.creditNoteNumbers.length > 0
    ? `Credit note${row.creditNoteNumbers.length > 1 ? 's' : ''} ${row.creditNoteNumbers.join(', ')} credit${row.creditNoteNumbers.length > 1 ? '' : 's'} you ${formatCents(row.creditedCents ?? 0)} incl. GST.`
    : 'No invoice was issued for this order, so there is nothing to credit.';
  return {
    subject: `Your return ${number} is credited`,
    text: ['Kia ora,', '', `We have received the goods of your return ${number} of order ${row.orderNumber}:`, ...lines, '', credit, '', link].join('\n'),
  };
}

export function createReturnMailJob(deps: { repo: ReturnsRepo; mailer: Mailer; publicUrl: string; log: ServiceLogger }) {
  return async function sendReturnMail(data: unknown): Promise<void> {
    const { returnId, kind } = returnMailJobSchema.parse(data);
    const row = await deps.repo.findReturn(returnId);
    if (!row || !row.requestedBy) {
      deps.log.warn({ returnId }, 'return e-mail for a return, or a buyer, that is gone: skipped');
      return;
    }
    const { subject, text } = returnMailOf(row, kind, deps.publicUrl);
    await deps.mailer.send({ to: row.requestedBy, subject, text, messageId: stableMessageId(`return-${row.id}-${kind}`, deps.publicUrl) });
  };
}
