// The invoicing domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** A tax invoice e-mailed with its PDF to the account's accounts e-mail, or its managers (data: { invoiceId }). */
export const invoiceMailQueue = defineQueue('invoice-mail', MAIL_DELIVERY);

/** A credit note e-mailed with its PDF to the same people as its invoice (data: { creditNoteId }). */
export const creditNoteMailQueue = defineQueue('credit-note-mail', MAIL_DELIVERY);
