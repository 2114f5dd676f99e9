// The invoicing domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { CLOCK_SWEEP, MAIL_DELIVERY, MUST_COMPLETE, defineQueue } from '../../jobs/queues.ts';

/** A tax invoice e-mailed with its PDF to the account's accounts e-mail, or its managers (data: { invoiceId }). */
export const invoiceMailQueue = defineQueue('invoice-mail', MAIL_DELIVERY);

/** A credit note e-mailed with its PDF to the same people as its invoice (data: { creditNoteId }). */
export const creditNoteMailQueue = defineQueue('credit-note-mail', MAIL_DELIVERY);

/**
 * The merchant's webhooks for invoice.issued, credit_note.issued and payment.recorded (data: { event,
 * documentId }). Queued in the transaction that issues or records it; the integration domain works it,
 * reading the document, which never changes, as the feeds give it.
 */
export const invoicingEventsQueue = defineQueue('invoicing-events', MUST_COMPLETE);

/** Every hour: on and after the 1st, queues the month before's statements not queued yet (data: none). */
export const statementsSweepQueue = defineQueue('statements-sweep', CLOCK_SWEEP, { schedule: '7 * * * *' });

/** One account's statement for a month e-mailed with its PDF (data: { accountId, month }). */
// Four at a time: while one statement is drawn (on the PDF thread), the next ones are read and sent.
export const statementMailQueue = defineQueue('statement-mail', MAIL_DELIVERY, { concurrency: 4 });
