// The applications domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** A trade application's e-mail to the merchant or the applicant (data: { applicationId, to }). */
export const tradeApplicationMailQueue = defineQueue('trade-application-mail', MAIL_DELIVERY);

/** The e-mail telling an applicant their application was declined, with the reason given (data: { applicationId }). */
export const applicationDeclinedMailQueue = defineQueue('trade-application-declined-mail', MAIL_DELIVERY);
