// The confirmation e-mail (double opt-in) as a job queued with the sign-up. Its link is made when it is
// sent (only a hash is kept); it carries the unsubscribe link every newsletter e-mail carries.
import { z } from 'zod';
import type { ServiceLogger } from '../../logging.ts';
import { hashToken, newRandomToken } from '../../kernel/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { NewsletterRepo } from './newsletter.repo.ts';
import { unsubscribeToken } from './unsubscribe-link.ts';

const jobDataSchema = z.object({ subscriberId: z.number().int().positive() });

/** The unsubscribe link of a subscriber: every newsletter e-mail ends with it. */
export function unsubscribeUrl(publicUrl: string, secret: string, subscriberId: number): string {
  return `${publicUrl}/newsletter/unsubscribe/${unsubscribeToken(secret, subscriberId)}`;
}

export function createNewsletterConfirmationJob(deps: { repo: NewsletterRepo; mailer: Mailer; publicUrl: string; secret: string; log: ServiceLogger; now: () => Date }) {
  return async function sendConfirmation(data: unknown): Promise<void> {
    const { subscriberId } = jobDataSchema.parse(data);
    const subscriber = await deps.repo.find(subscriberId);
    if (!subscriber || subscriber.confirmedAt !== null || subscriber.unsubscribedAt !== null) {
      deps.log.info({ subscriberId }, 'newsletter confirmation no longer needed: skipped');
      return;
    }
    const token = newRandomToken();
    const unsubscribe = unsubscribeUrl(deps.publicUrl, deps.secret, subscriberId);
    await deps.repo.setConfirmToken(subscriberId, hashToken(token), hashToken(unsubscribe), deps.now());
    await deps.mailer.send({
      to: subscriber.email,
      subject: 'Please confirm your newsletter subscription',
      text: [
        'Someone (we hope you) asked to receive the Care Supply Co newsletter at this address:',
        'new products, specials and care-sector news, once a month.',
        '',
        'Confirm your subscription here:',
        `${deps.publicUrl}/newsletter/confirm/${token}`,
        '',
        'If you did not ask for this, ignore this e-mail and you will get nothing more from us.',
        '',
        'Unsubscribe at any time:',
        unsubscribe,
      ].join('\n'),
    });
    deps.log.info({ subscriberId }, 'newsletter confirmation e-mail sent');
  };
}
