// The auth domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { CLOCK_SWEEP, MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** A change of sign-in e-mail: the link to the new address, or a notice to the old (email-change-mail.ts). */
export const emailChangeMailQueue = defineQueue('email-change-mail', MAIL_DELIVERY);
/** A password reset request (data: { email }), queued for every address asked about so the answer and its timing are the same; the job mails a link only to a user it finds. A retry sends a fresh link. */
export const passwordResetMailQueue = defineQueue('password-reset-mail', MAIL_DELIVERY);
/** Deletes sign-in counters that no longer matter and keeps each table under its cap (data: none), every 15 minutes. */
export const signInLimitsSweepQueue = defineQueue('sign-in-limits-sweep', CLOCK_SWEEP, { schedule: '*/15 * * * *' });
