// The staff domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { CLOCK_SWEEP, MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** The e-mail of a password reset an owner sent a member (data: { resetId }); a retry sends a fresh link. */
export const staffPasswordResetMailQueue = defineQueue('staff-password-reset-mail', MAIL_DELIVERY);
/** Deletes sign-ins older than the history keeps and spent password resets (data: none), daily. */
export const staffSecuritySweepQueue = defineQueue('staff-security-sweep', CLOCK_SWEEP, { schedule: '41 2 * * *' });
