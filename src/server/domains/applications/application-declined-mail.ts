// The applicant's e-mail when staff decline a trade application (issue #17 Part 4), queued in the
// decision's transaction: at least once, even after a crash. As with the acknowledgement, it quotes
// nothing the applicant typed (anyone can apply with any address); only the staff member's reason.
import { z } from 'zod';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { ApplicationsRepo, TradeApplication } from './applications.repo.ts';

const jobDataSchema = z.object({ applicationId: z.number().int().positive() });

export function applicationDeclinedMessage(application: Pick<TradeApplication, 'email' | 'declineReason'>): MailMessage {
  return {
    to: application.email,
    subject: 'Your trade account application',
    text: [
      'Thank you for applying for a Care Supply Co trade account.',
      '',
      'We are sorry, but we cannot open an account for you.',
      ...(application.declineReason ? ['', 'Reason:', application.declineReason] : []),
      '',
      'If you have any questions, please contact us.',
    ].join('\n'),
  };
}

export function createApplicationDeclinedMailJob(deps: { repo: ApplicationsRepo; mailer: Mailer; log: ServiceLogger }) {
  return async function sendApplicationDeclined(data: unknown): Promise<void> {
    const { applicationId } = jobDataSchema.parse(data);
    const application = await deps.repo.find(applicationId);
    if (application?.status !== 'declined') {
      deps.log.warn({ applicationId }, 'trade application is gone or not declined: e-mail skipped');
      return;
    }
    await deps.mailer.send(applicationDeclinedMessage(application));
    deps.log.info({ applicationId }, 'trade application declined e-mail sent');
  };
}
