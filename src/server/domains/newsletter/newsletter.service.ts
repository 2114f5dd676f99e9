// The newsletter (spec §2 footer, §7 POST /api/subscribers; issue #11 part 7) with double opt-in: an
// address is subscribed once the link e-mailed to it is used. The answer never says whether an address
// was subscribed already; a confirmation is sent at most once an hour per address.
import type { Transact } from '../../db/executor.ts';
import { rowsByIdPages } from '../../db/keyset-pages.ts';
import { type JobQueue } from '../../jobs/job-queue.ts';
import { hashToken, newRandomToken } from '../../kernel/tokens.ts';
import type { NewsletterRepo } from './newsletter.repo.ts';
import { subscriberOfToken } from './unsubscribe-link.ts';
import { newsletterConfirmationMailQueue } from './newsletter.queues.ts';

const RESEND_AFTER_MS = 60 * 60 * 1000;

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you! We have e-mailed you a link: your address is added to our mailing list once you confirm it.',
  confirmed: 'Thank you: your subscription is confirmed. Every newsletter has a link to unsubscribe.',
  confirmInvalid: 'This confirmation link is invalid or has been used already.',
  unsubscribed: 'You have been unsubscribed. You will get no more newsletters from us.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

export function createNewsletterService(deps: { repo: NewsletterRepo; transact: Transact; jobs: JobQueue; secret: string; now?: () => Date }) {
  const { repo, transact, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Records the wish and queues the confirmation e-mail when one is due; nothing to tell the caller. */
    async subscribe(email: string): Promise<void> {
      await transact(async (tx) => {
        const { subscriber, isNew } = await repo.lockOrCreate(tx, email, hashToken(newRandomToken()));
        const isActive = subscriber.confirmedAt !== null && subscriber.unsubscribedAt === null;
        if (isActive) return;
        if (subscriber.unsubscribedAt !== null) await repo.restart(tx, subscriber.id);
        else if (!isNew && !repo.isResendDue(subscriber, new Date(now().getTime() - RESEND_AFTER_MS))) return;
        await repo.markConfirmationQueued(tx, subscriber.id, now());
        await jobs.send(newsletterConfirmationMailQueue, { subscriberId: subscriber.id }, { executor: tx });
      });
    },

    async confirm(token: string): Promise<boolean> {
      return repo.confirm(hashToken(token), now());
    },

    /** True when the link unsubscribed someone now; false for a link the store did not sign. An unsubscribed address stays so. */
    async unsubscribe(token: string): Promise<boolean> {
      const id = subscriberOfToken(deps.secret, token);
      if (id === null) return false;
      await repo.unsubscribe(id, now());
      return true;
    },

    /** GET /admin/api/subscribers.csv (issue #19): confirmed subscribers still subscribed, as [email, confirmed_at] rows after a header. */
    async *confirmedSubscriberRows(): AsyncGenerator<string[]> {
      yield ['email', 'confirmed_at'];
      for await (const row of rowsByIdPages(repo.findConfirmedPage)) yield [row.email, row.confirmedAt.toISOString()];
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
