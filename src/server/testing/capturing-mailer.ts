import type { Mailer, MailMessage } from '../mail/mailer.ts';

export type CapturingMailer = Mailer & {
  readonly messages: MailMessage[];
  /** Resolves with the next message sent to `to` (or already sent and not yet taken); rejects after `timeoutMs`. */
  /** The next message to `to` not taken yet (and that `accept` takes, when given). */
  nextTo(to: string, timeoutMs?: number, accept?: (message: MailMessage) => boolean): Promise<MailMessage>;
};

/** A mailer for tests: keeps every message in memory instead of sending it. */
export function createCapturingMailer(): CapturingMailer {
  const messages: MailMessage[] = [];
  const taken = new Set<MailMessage>();
  const waiters: Array<() => void> = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
      for (const wake of waiters.splice(0)) wake();
    },
    async nextTo(to, timeoutMs = 5000, accept = () => true) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((message) => message.to.toLowerCase() === to.toLowerCase() && !taken.has(message) && accept(message));
        if (found) {
          taken.add(found);
          return found;
        }
        const remainingMs = deadline - Date.now();
        if (remainingMs <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remainingMs);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}
