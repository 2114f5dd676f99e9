// The customer's e-mail when staff apply or decline an address change request (issue #17 Part 4), as a
// job queued with the decision: at least once, even after a crash. It goes to the user who asked, or to
// the account's managers when that user has left the account.
import { z } from 'zod';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { AddressLines, AddressRequest, AddressRequestsRepo } from './address-requests.repo.ts';

const jobDataSchema = z.object({ requestId: z.number().int().positive() });

const oneLine = (lines: AddressLines) => [lines.line1, lines.line2, lines.suburb, lines.city, lines.postCode].filter((part) => part).join(', ');

export function addressRequestDecisionMessage(to: string, request: AddressRequest): MailMessage {
  const account = `account ${request.account.accountNumber}`;
  if (request.status === 'applied') {
    return {
      to,
      subject: 'Your delivery address has been changed',
      text: [`Care Supply Co has changed a delivery address of ${account}, as you asked. It is now:`, '', oneLine(request.requested), '', 'Your next orders can be delivered there.'].join('\n'),
    };
  }
  return {
    to,
    subject: 'Your address change request',
    text: [
      `Care Supply Co has not changed a delivery address of ${account} to:`,
      '',
      oneLine(request.requested),
      ...(request.declineReason ? ['', 'Reason:', request.declineReason] : []),
      '',
      `The address stays as it was: ${oneLine(request.current)}.`,
      'If you have any questions, please contact us.',
    ].join('\n'),
  };
}

export function createAddressRequestDecisionMailJob(deps: { repo: AddressRequestsRepo; mailer: Mailer; log: ServiceLogger }) {
  return async function sendAddressRequestDecision(data: unknown): Promise<void> {
    const { requestId } = jobDataSchema.parse(data);
    const request = await deps.repo.find(requestId);
    if (!request || request.status === 'open') {
      deps.log.warn({ requestId }, 'address change request is gone or undecided: e-mail skipped');
      return;
    }
    const recipients = await deps.repo.findRecipients(requestId);
    for (const to of recipients) await deps.mailer.send(addressRequestDecisionMessage(to, request));
    deps.log.info({ requestId, recipients: recipients.length }, 'address change request decision e-mailed');
  };
}
