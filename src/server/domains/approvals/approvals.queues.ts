// The approvals domain's job queues (settings: jobs/queues.ts).
import { CLOCK_SWEEP, MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** An approval's e-mail (data: { approvalId, kind }): to the managers when it arrives, to the buyer when it is decided or expires. */
export const approvalMailQueue = defineQueue('approval-mail', MAIL_DELIVERY);

/** Every ten minutes: pending requests older than APPROVAL_EXPIRY_DAYS expire, each once. */
export const approvalExpiryQueue = defineQueue('approval-expiry', CLOCK_SWEEP, { schedule: '*/10 * * * *' });
