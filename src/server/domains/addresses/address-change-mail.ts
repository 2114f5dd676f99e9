// The e-mail of an address change request to the merchant, as a job queued with the request: at least
// once, even after a crash.
import { z } from 'zod';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AddressesRepo } from './addresses.repo.ts';

const jobDataSchema = z.object({ requestId: z.number().int().positive() });

const oneLine = (parts: Array<string | null>) => parts.filter((part) => part).join(', ');

export function createAddressChangeMailJob(deps: { repo: AddressesRepo; mailer: Mailer; merchantEmail: string; log: ServiceLogger }) {
  return async function sendAddressChange(data: unknown): Promise<void> {
    const { requestId } = jobDataSchema.parse(data);
    const request = await deps.repo.findChangeRequest(requestId);
    if (!request) {
      deps.log.warn({ requestId }, 'address change request no longer exists: e-mail skipped');
      return;
    }
    await deps.mailer.send({
      to: deps.merchantEmail,
      subject: `Address change request: account ${request.account_number}`,
      text: [
        `${request.account_name} (account ${request.account_number}) asks to change a delivery address`,
        `kept in your system as ${request.integration_code ?? '(no code)'}.`,
        '',
        `Now:       ${oneLine([request.old_line_1, request.old_line_2, request.old_suburb, request.old_city, request.old_post_code])}`,
        `Change to: ${oneLine([request.line_1, request.line_2, request.suburb, request.city, request.post_code])}`,
        '',
        `Asked by ${request.requested_by ?? 'a user who has since left the account'}, request #${request.id}.`,
        'The address stays as it is in the store until your system sends the change.',
      ].join('\n'),
    });
    deps.log.info({ requestId }, 'address change request e-mailed to the merchant');
  };
}
