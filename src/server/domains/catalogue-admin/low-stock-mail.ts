// Issue #30 Part 3: the daily low-stock e-mail to ORDERS_EMAIL. A clock job (catalogue-admin.queues.ts)
// records the New Zealand day and, in the same transaction, queues the day's e-mail when something is low:
// a second process or a retried run finds the day recorded and queues nothing, and a crash leaves both or
// neither. The e-mail lists what is low when it is sent, lowest first, with a link to the back office's
// 'Low stock' filter; a day with nothing low sends none. Like every e-mail, at least once (one Message-ID a day).
import { z } from 'zod';
import type { Transact } from '../../db/executor.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ServiceLogger } from '../../logging.ts';
import { stableMessageId, type Mailer, type MailMessage } from '../../mail/mailer.ts';
import { STOCK_POLICY_LABELS } from '../../../shared/stock-level.ts';
import { toOneLine } from '../../../shared/text-rules.ts';
import { lowStockMailQueue } from './catalogue-admin.queues.ts';
import { createLowStockRepo, type LowStockProduct } from './low-stock.repo.ts';

/** The most lines one e-mail lists; the rest are counted and found through the link. */
export const LOW_STOCK_MAIL_LINES_MAX = 500;
/** The back office's list of active products at or below their threshold. */
export const LOW_STOCK_LIST_PATH = '/admin/products?low_stock=1&active=1';

const jobDataSchema = z.object({ day: z.iso.date() });
const dayText = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function createLowStockRun(deps: { transact: Transact; jobs: Pick<JobQueue, 'send'>; today: () => string; defaultThreshold: number; log: ServiceLogger }) {
  return {
    /** Records today and queues its e-mail if anything is low; answers whether this run queued it. */
    async sweep(): Promise<boolean> {
      const day = deps.today();
      const queued = await deps.transact(async (tx) => {
        const repo = createLowStockRepo(tx);
        const count = await repo.countLow(deps.defaultThreshold);
        if (!(await repo.claimDay(day, count)) || count === 0) return false;
        await deps.jobs.send(lowStockMailQueue, { day }, { executor: tx });
        return true;
      });
      if (queued) deps.log.info({ day }, 'low-stock e-mail queued');
      return queued;
    },
  };
}

export function lowStockMessage(input: { to: string; day: string; products: readonly LowStockProduct[]; total: number; defaultThreshold: number; publicUrl: string }): MailMessage {
  const { products, total } = input;
  const more = total - products.length;
  const line = (product: LowStockProduct) => {
    const threshold = product.lowStockThreshold === null ? `${input.defaultThreshold} (store default)` : String(product.lowStockThreshold);
    return `${product.sku} | ${toOneLine(product.title)} | ${product.stockOnHand} | ${threshold} | ${STOCK_POLICY_LABELS[product.stockPolicy]}`;
  };
  const what = total === 1 ? '1 product is' : `${total} products are`;
  return {
    to: input.to,
    subject: `Low stock: ${total === 1 ? '1 product' : `${total} products`} on ${dayText(input.day)}`,
    messageId: stableMessageId(`low-stock-${input.day}`, input.publicUrl),
    text: [
      `${what} at or below the low-stock threshold (out of stock included).`,
      '',
      'See them in the back office:',
      `${input.publicUrl}${LOW_STOCK_LIST_PATH}`,
      '',
      'SKU | Title | On hand | Threshold | Policy',
      ...products.map(line),
      ...(more > 0 ? ['', `…and ${more} more: see the back office.`] : []),
    ].join('\n'),
  };
}

export function createLowStockMailJob(deps: { repo: ReturnType<typeof createLowStockRepo>; mailer: Mailer; ordersEmail: string; publicUrl: string; defaultThreshold: number; log: ServiceLogger }) {
  const { repo, log } = deps;
  return async function sendLowStockMail(data: unknown): Promise<void> {
    const { day } = jobDataSchema.parse(data);
    const [products, total] = await Promise.all([repo.findLow(deps.defaultThreshold, LOW_STOCK_MAIL_LINES_MAX), repo.countLow(deps.defaultThreshold)]);
    if (total === 0) {
      log.info({ day }, 'low-stock e-mail: nothing is low any more, none sent');
      return;
    }
    await deps.mailer.send(lowStockMessage({ to: deps.ordersEmail, day, products, total, defaultThreshold: deps.defaultThreshold, publicUrl: deps.publicUrl }));
    log.info({ day, total }, 'low-stock e-mail sent');
  };
}
