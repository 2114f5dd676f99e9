// The newsletter domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** A newsletter sign-up's confirmation e-mail (data: { subscriberId }). */
export const newsletterConfirmationMailQueue = defineQueue('newsletter-confirmation-mail', MAIL_DELIVERY);
