// Standing orders (issue #10 part 7): every 1–4 weeks on a chosen weekday, the usage summary's shortfall
// for that period goes into the cart of the user who set it, or is ordered on account for them, and they
// get an e-mail of what was put in or ordered and what was not. Exactly once per period: a run claims its
// (account, day) row, fills the cart or writes the order, moves the next run on and queues the e-mails in
// one transaction, so two processes, a retry or a crash between any two statements leave the day run
// once or not at all (then retried).
import { deliveryDayWords } from '../../../shared/delivery-words.ts';
import { QUANTITY_MAX } from '../../../shared/limits.ts';
import type { StandingOrderBody, StandingOrderResponse } from '../../../shared/schemas/residents.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { type JobQueue } from '../../jobs/job-queue.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import { roleAllows } from '../../../shared/account-roles.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { ResidentUsageService } from './resident-usage.service.ts';
import type { OrderedProduct, PreparedDelivery, StandingOrderDelivery } from './standing-order-delivery.ts';
import { addDays, firstRunOn, isDue, nextRunAfter, RUN_FROM_MINUTES, storeDayAt } from './standing-order-schedule.ts';
import { createStandingOrdersRepo, type RunResult, type StandingOrder, type StandingOrdersRepo } from './standing-orders.repo.ts';
import { standingOrderMailQueue, standingOrderRunQueue } from './residents.queues.ts';

export const RUNS_SHOWN = 20;
/** Runs queued by one sweep; the rest wait for the next (every 10 minutes). */
const SWEEP_BATCH = 500;

const productCount = (count: number) => (count === 1 ? '1 product was' : `${count.toLocaleString('en-NZ')} products were`);

export const RUN_MESSAGES = {
  done: (count: number) => `${productCount(count)} put in the cart.`,
  ordered: (orderNumber: string, count: number, address: string, deliveryDate: string | null) =>
    `Order ${orderNumber} was placed on account: ${productCount(count)} ordered for delivery to ${address}${deliveryDate ? ` on ${deliveryDayWords(deliveryDate)}` : ''}.`,
  fellBack: (reason: string, count: number) => `${reason} ${productCount(count)} put in the cart instead.`,
  nothing: 'The stock on hand covers this period: nothing was put in the cart.',
  noUser: 'The person who set this standing order no longer orders for this account: set it again to carry on.',
  notSold: 'No longer sold to your account.',
  capped: (qty: number) => `${qty.toLocaleString('en-NZ')} packets were short; a cart line holds at most ${QUANTITY_MAX.toLocaleString('en-NZ')}.`,
} as const;

export function toStandingOrderJson(order: StandingOrder): NonNullable<StandingOrderResponse['data']> {
  return {
    weeks: order.weeks,
    weekday: order.weekday,
    action: order.action,
    location: order.location,
    next_run_on: order.nextRunOn,
    user: order.userName,
    updated_at: order.updatedAt.toISOString(),
  };
}

export function createStandingOrdersService(deps: {
  repo: StandingOrdersRepo;
  transact: Transact;
  usage: Pick<ResidentUsageService, 'summarise'>;
  cart: Pick<CartService, 'addCheckedLines'>;
  viewers: Pick<AuthService, 'viewerOf'>;
  delivery: StandingOrderDelivery;
  jobs: Pick<JobQueue, 'send'>;
  log: ServiceLogger;
  now?: () => Date;
}) {
  const { repo, transact, usage, cart, viewers, delivery, jobs, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** What the run puts in the cart (the shortfall, at most a cart line's most) and what it leaves out. */
  async function plan(viewer: SignedInViewer, order: StandingOrder) {
    const summary = await usage.summarise(viewer, { days: order.weeks * 7, location: order.location });
    const short = summary.lines.filter((line) => line.to_order > 0);
    const skipped: RunResult['skipped'] = summary.unavailable.map((product) => ({ title: product.title, reason: RUN_MESSAGES.notSold }));
    for (const line of short) if (line.to_order > QUANTITY_MAX) skipped.push({ title: line.product.title, reason: RUN_MESSAGES.capped(line.to_order) });
    const products: OrderedProduct[] = short.map(({ product, to_order, unit_price }) => ({
      productId: product.id,
      sku: product.sku,
      title: product.title,
      image: product.image,
      unitPriceCents: unit_price,
      qty: Math.min(to_order, QUANTITY_MAX),
    }));
    const items = products.map((line) => ({ product_id: line.productId, title: line.title, sku: line.sku, qty: line.qty, total: line.unitPriceCents * line.qty }));
    return { products, items, skipped };
  }

  /** For action 'order': the order to place, or why it falls back to the cart. */
  async function prepareOrder(viewer: SignedInViewer, order: StandingOrder, products: readonly OrderedProduct[]) {
    if (order.action !== 'order' || products.length === 0) return null;
    return delivery.prepare(viewer, products, { checkoutKey: `standing-order:${order.accountId}:${order.nextRunOn}`, runOn: order.nextRunOn });
  }

  const service = {
    async get(viewer: SignedInViewer): Promise<StandingOrderResponse> {
      const [order, runs, deliveryJson] = await Promise.all([
        repo.findStandingOrder(viewer.account.id),
        repo.findRuns(viewer.account.id, RUNS_SHOWN),
        delivery.describe(viewer),
      ]);
      return { data: order ? toStandingOrderJson(order) : null, runs, delivery: deliveryJson };
    },

    /** Sets it for the account, acting for this user; a changed weekday or period starts again from the next such day. */
    async set(viewer: SignedInViewer, input: StandingOrderBody): Promise<StandingOrderResponse> {
      const refusal = input.action === 'order' ? await delivery.refusal(viewer) : null;
      if (refusal) throw new ValidationError({ action: refusal });
      const existing = await repo.findStandingOrder(viewer.account.id);
      const keepsDay = existing && existing.weekday === input.weekday && existing.weeks === input.weeks && !isDue(existing.nextRunOn, now());
      await repo.saveStandingOrder({
        accountId: viewer.account.id,
        weeks: input.weeks,
        weekday: input.weekday,
        action: input.action,
        location: input.location,
        nextRunOn: keepsDay ? existing.nextRunOn : firstRunOn(now(), input.weekday),
        userId: viewer.user.id,
      });
      return service.get(viewer);
    },

    async stop(viewer: SignedInViewer): Promise<void> {
      if (!(await repo.deleteStandingOrder(viewer.account.id))) throw new NotFoundError('standing order', viewer.account.id);
    },

    /** The clock's job: queues a run for every standing order that is due. Answers how many. */
    async sweep(): Promise<number> {
      const today = storeDayAt(now());
      const lastDueDay = today.minutes >= RUN_FROM_MINUTES ? today.day : addDays(today.day, -1);
      const due = await repo.findDue(lastDueDay, SWEEP_BATCH);
      for (const run of due) await jobs.send(standingOrderRunQueue, run);
      return due.length;
    },

    /**
     * Runs the account's standing order for `runOn`, once. Answers what happened: 'ran', or 'stale' when
     * the day was run already, the order changed or stopped meanwhile.
     */
    async run(input: { accountId: number; runOn: string }): Promise<'ran' | 'stale'> {
      const before = await repo.findStandingOrder(input.accountId);
      if (!before || before.nextRunOn !== input.runOn || !isDue(input.runOn, now())) return 'stale';
      const member = before.userId === null ? null : await viewers.viewerOf(input.accountId, before.userId);
      // A user who is now a viewer may no longer order for the account: the run fails as if they had left.
      const viewer = member && roleAllows(member.account.role, 'buyer') ? member : null;
      const planned = viewer ? await plan(viewer, before) : null;
      const placing = viewer && planned ? await prepareOrder(viewer, before, planned.products) : null;
      return transact(async (tx) => {
        const locked = createStandingOrdersRepo(tx);
        const order = await locked.findStandingOrder(input.accountId, 'lock');
        // Changed since it was read (another run, a new weekday, another user): that state decides.
        const changed = order && (order.weeks !== before.weeks || order.userId !== before.userId || order.location !== before.location || order.action !== before.action);
        if (!order || order.nextRunOn !== input.runOn || changed) return 'stale';
        const runId = await locked.claimRun({ accountId: order.accountId, runOn: input.runOn, action: order.action, days: order.weeks * 7, userId: order.userId });
        if (runId === null) return 'stale';
        let result: RunResult;
        if (!viewer || !planned) {
          result = { status: 'failed', action: order.action, order: null, items: [], skipped: [], totalCents: 0, message: RUN_MESSAGES.noUser };
        } else if (planned.items.length === 0) {
          result = { status: 'nothing', action: order.action, order: null, items: [], skipped: planned.skipped, totalCents: 0, message: RUN_MESSAGES.nothing };
        } else {
          // A refusal for credit (issue #28) or stock (issue #30) falls back to the cart like any other, and the run's e-mail says why.
          const placed = placing?.ok ? await placeOrder(placing, tx) : null;
          if (placed && !('refusal' in placed)) {
            result = { ...placed, items: planned.items, skipped: planned.skipped, totalCents: sumOf(planned.items) };
          } else {
            // Checked with the catalogue by plan() a moment ago (the usage summary prices only what the account may buy).
            await cart.addCheckedLines(viewer, planned.items.map((item) => ({ productId: item.product_id, variantId: 0, qty: item.qty })), tx);
            const count = planned.items.length;
            const reason = placed ? placed.refusal : placing && !placing.ok ? placing.reason : null;
            const message = reason ? RUN_MESSAGES.fellBack(reason, count) : RUN_MESSAGES.done(count);
            result = { status: 'done', action: 'cart', order: null, items: planned.items, skipped: planned.skipped, totalCents: sumOf(planned.items), message };
          }
        }
        await locked.finishRun(runId, result);
        await locked.moveNextRun(order.accountId, nextRunAfter(input.runOn, order.weeks, now()));
        if (viewer) await jobs.send(standingOrderMailQueue, { runId }, { executor: tx });
        log.info({ accountId: order.accountId, runOn: input.runOn, status: result.status, items: result.items.length }, 'standing order ran');
        return 'ran';
      });
    },

    findRunForMail: (runId: number) => repo.findRunForMail(runId),
  };

  async function placeOrder(placing: { order: PreparedDelivery; address: string }, tx: DbExecutor) {
    const placed = await delivery.place(placing.order, tx);
    if ('creditRefusal' in placed) return { refusal: placed.creditRefusal };
    if ('stockRefusal' in placed) return { refusal: placed.stockRefusal.message };
    const { order } = placed;
    return {
      status: 'done' as const,
      action: 'order' as const,
      order: { id: order.id, order_number: order.orderNumber },
      message: RUN_MESSAGES.ordered(order.orderNumber, placing.order.lines.length, placing.address, placing.order.deliveryDate ?? null),
    };
  }

  function sumOf(items: readonly { total: number }[]): number {
    return items.reduce((sum, item) => sum + item.total, 0);
  }

  return service;
}
export type StandingOrdersService = ReturnType<typeof createStandingOrdersService>;
