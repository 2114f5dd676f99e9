// The colleagues domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** A colleague's invitation e-mail (data: { invitationId }); a retry sends a fresh link. */
export const colleagueInvitationMailQueue = defineQueue('colleague-invitation-mail', MAIL_DELIVERY);
