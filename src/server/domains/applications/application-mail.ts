// The two e-mails of a trade application, as jobs queued with it: the merchant's copy and the
// applicant's acknowledgement. At least once each, even after a crash. Anyone can apply with any
// address, so the acknowledgement carries no text the sender chose (issue #16 item 29: it quoted the
// company name, 'Evil Co Bcc: victim@evil.example Approved.', to whatever address was typed).
import { z } from 'zod';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { ApplicationsRepo, TradeApplication } from './applications.repo.ts';

const jobDataSchema = z.object({ applicationId: z.number().int().positive(), to: z.enum(['merchant', 'applicant']) });

function merchantMessage(to: string, application: TradeApplication): MailMessage {
  return {
    to,
    subject: `Trade account application #${application.id}: ${application.companyName}`,
    text: [
      `A trade account application (#${application.id}) has arrived.`,
      '',
      `Company:         ${application.companyName}`,
      `Purchaser:       ${application.purchaserName}`,
      `Login e-mail:    ${application.email}`,
      `Contact e-mail:  ${application.contactEmail}`,
      `Contact phone:   ${application.contactPhone}`,
      `Billing:         ${application.billingAddress}, ${application.billingCity} ${application.billingPostcode}, ${application.billingPhone}`,
      `Shipping:        ${application.shippingAddress}, ${application.shippingCity} ${application.shippingPostcode}, ${application.shippingPhone}`,
      '',
      `Approve it with: npm run cli -- applications:approve ${application.id} --account-number N`,
      `or decline it with: npm run cli -- applications:decline ${application.id}`,
    ].join('\n'),
  };
}

function applicantMessage(application: Pick<TradeApplication, 'email'>): MailMessage {
  return {
    to: application.email,
    subject: 'We have your trade account application',
    text: [
      'Thank you for applying for a Care Supply Co trade account.',
      '',
      'We will check your details and reply by e-mail. Once your account is open you will get a link',
      'to set your password and sign in.',
      '',
      'If you did not apply, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function createApplicationMailJob(deps: { repo: ApplicationsRepo; mailer: Mailer; merchantEmail: string; log: ServiceLogger }) {
  return async function sendApplicationMail(data: unknown): Promise<void> {
    const { applicationId, to } = jobDataSchema.parse(data);
    const application = await deps.repo.find(applicationId);
    if (!application) {
      deps.log.warn({ applicationId }, 'trade application no longer exists: e-mail skipped');
      return;
    }
    await deps.mailer.send(to === 'merchant' ? merchantMessage(deps.merchantEmail, application) : applicantMessage(application));
    deps.log.info({ applicationId, to }, 'trade application e-mail sent');
  };
}
