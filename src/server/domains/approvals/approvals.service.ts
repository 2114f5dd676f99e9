// Orders that wait for a manager (issue #29 Part 1). At Confirm Order, inside the placing transaction and
// under the account's spend lock, the buyer's limits and the account's budgets are checked against the
// month's placed orders; an order over one is held: its cart lines, addresses and PO move into a request
// in that same transaction, and the managers are e-mailed. Approving places the order on account through
// the orders service's placing code (credit control included), in one transaction with the decision.
import { APPROVAL_EXPIRY_DAYS, type ApprovalDetailJson, type ApprovalJson, type ApprovalListQuery } from '../../../shared/schemas/approvals.ts';
import { formatCents } from '../../../shared/money.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { CartServiceForOrders, CheckoutCart } from '../cart/cart.types.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentMethod } from '../orders/order.types.ts';
import { toApprovalJson } from './approval-json.ts';
import { approvalReasons, type BudgetUse } from './approval-rule.ts';
import type { ApprovalStatus } from './approval.types.ts';
import { approvalMailQueue } from './approvals.queues.ts';
import { createApprovalsRepo, type ApprovalRow, type ApprovalsRepo } from './approvals.repo.ts';

export type ApprovalMailKind = 'requested' | 'approved' | 'declined' | 'expired';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A second Confirm Order within this time answers the request the first made. */
const REPLAY_SECONDS = 120;
const EXPIRY_BATCH = 200;

const STATUS_WORDS: Record<Exclude<ApprovalStatus, 'pending'>, string> = {
  approved: 'approved',
  declined: 'declined',
  expired: 'expired',
  withdrawn: 'withdrawn by the buyer',
};

export const APPROVAL_MESSAGES = {
  sent: 'Your order has been sent to your manager for approval. You will be e-mailed when it is approved or declined.',
  decided: (status: Exclude<ApprovalStatus, 'pending'>) => `This order has already been ${STATUS_WORDS[status]}.`,
  buyerLeft: 'The buyer is no longer a user of this account, so the order cannot be placed for them. Decline it instead.',
  noAccountPayment: 'This account can no longer pay on account, so the order cannot be placed. Decline it, and the buyer can send it again to pay by card.',
  notToPay: 'Only an approved order paid by card is paid here.',
  notRestorable: 'Only a declined, expired or withdrawn order can be put back in the cart.',
} as const;

export function pricesChangedMessage(buyerName: string, todayTotalCents: number, unavailable: number): string {
  const gone = unavailable > 0 ? ` ${unavailable === 1 ? '1 product is' : `${unavailable} products are`} no longer sold to the account.` : '';
  return `Prices have changed since ${buyerName} sent this order: at today's prices it comes to ${formatCents(todayTotalCents)}.${gone} Decline it, and ${buyerName} can put the lines back in the cart and send it again.`;
}

/** What the spend check reads of an order: its lines' products and amounts, and its sub-total excl. GST. */
export type SpendCheckout = { lines: readonly { productId: number; lineTotalCents: number }[]; totals: { subTotalCents: number } };

const monthOf = (now: Date) => storeDayOf(now).slice(0, 7);
const nameOf = (row: ApprovalRow) => [row.buyerFirstName, row.buyerLastName].filter(Boolean).join(' ').trim() || row.buyerEmail;

export function createApprovalsService(deps: {
  repo: ApprovalsRepo;
  transact: Transact;
  jobs: Pick<JobQueue, 'send'>;
  cart: Pick<CartServiceForOrders, 'removeOrderedLines' | 'addLines' | 'priceLines'>;
  orders: Pick<OrdersService, 'prepareAccountOrder' | 'insertAccountOrder'>;
  now?: () => Date;
}) {
  const { repo, transact, jobs, cart, orders } = deps;
  const now = deps.now ?? (() => new Date());

  async function findOwnOrAny(viewer: SignedInViewer, id: number, options: { lock?: boolean; executor?: DbExecutor } = {}): Promise<ApprovalRow> {
    const on = options.executor ? createApprovalsRepo(options.executor) : repo;
    // A buyer reaches only their own requests; a manager every request of the account.
    const userId = viewer.account.role === 'manager' ? undefined : viewer.user.id;
    const row = await on.findRequest(viewer.account.id, id, { userId, lock: options.lock });
    if (!row) throw new NotFoundError('approval', id);
    return row;
  }

  /** Spend against each of the account's budgets this order touches. */
  async function budgetUses(on: ApprovalsRepo, accountId: number, month: string, checkout: SpendCheckout, accountSpentCents: number): Promise<BudgetUse[]> {
    const rules = await on.budgetsOf(accountId);
    const uses: BudgetUse[] = [];
    if (rules.monthlyTotalCents !== null) uses.push({ label: 'spending', amountCents: rules.monthlyTotalCents, spentCents: accountSpentCents, orderCents: checkout.totals.subTotalCents });
    if (rules.categories.length === 0) return uses;
    const tops = await on.topCategoryPaths(checkout.lines.map((line) => line.productId));
    const spent = await on.monthSpendByTopCategory(accountId, month, rules.categories.map((budget) => budget.path));
    for (const budget of rules.categories) {
      const orderCents = checkout.lines.filter((line) => tops.get(line.productId) === budget.path).reduce((sum, line) => sum + line.lineTotalCents, 0);
      uses.push({ label: `${budget.title} spending`, amountCents: budget.amountCents, spentCents: spent.get(budget.path) ?? 0, orderCents });
    }
    return uses;
  }

  /**
   * Why this order must wait for a manager (empty: it need not). With `lock`, inside the placing transaction:
   * when a limit or budget applies, the account's spend lock is held until it ends, so two orders of one
   * account confirmed at once are checked one after the other.
   */
  async function reasonsOn(on: ApprovalsRepo, viewer: SignedInViewer, checkout: SpendCheckout, options: { lock: boolean }): Promise<string[]> {
    const rules = await on.spendRulesOf(viewer.account.id, viewer.user.id);
    if (!rules || rules.role === 'manager') return [];
    const hasBudget = rules.monthlyTotalCents !== null || rules.categories.length > 0;
    if (rules.orderLimitCents === null && rules.monthlyLimitCents === null && !hasBudget) return [];
    if (options.lock) await on.lockAccountSpend(viewer.account.id);
    const month = monthOf(now());
    const spend = rules.monthlyLimitCents !== null || rules.monthlyTotalCents !== null ? await on.monthSpend(viewer.account.id, viewer.user.id, month) : { accountCents: 0, userCents: 0 };
    const budgets = hasBudget ? await budgetUses(on, viewer.account.id, month, checkout, spend.accountCents) : [];
    return approvalReasons({
      role: viewer.account.role,
      limits: { orderLimitCents: rules.orderLimitCents, monthlyLimitCents: rules.monthlyLimitCents },
      orderCents: checkout.totals.subTotalCents,
      buyerMonthSpentCents: spend.userCents,
      budgets,
    });
  }

  return {
    reasonsIn: (tx: DbExecutor, viewer: SignedInViewer, checkout: SpendCheckout): Promise<string[]> => reasonsOn(createApprovalsRepo(tx), viewer, checkout, { lock: true }),

    /** What the checkout page tells the buyer before they confirm (Confirm Order checks again, under the lock). */
    reasonsFor: (viewer: SignedInViewer, checkout: SpendCheckout): Promise<string[]> => reasonsOn(repo, viewer, checkout, { lock: false }),

    /**
     * Inside the placing transaction `tx`: the checkout becomes a request. Its lines leave the cart, and the
     * managers' e-mail is queued, in `tx`. No order and no order number are made.
     */
    async holdIn(tx: DbExecutor, viewer: SignedInViewer, checkout: Pick<CheckoutCart, 'lines' | 'totals' | 'deliveryDate'> & { shippingInfo: CheckoutCart['shippingInfo'] & object; billingInfo: CheckoutCart['billingInfo'] & object }, paymentMethod: PaymentMethod, reasons: string[]): Promise<number> {
      const createdAt = now();
      const approvalId = await createApprovalsRepo(tx).insertRequest({
        accountId: viewer.account.id,
        userId: viewer.user.id,
        paymentMethod,
        lines: checkout.lines,
        totals: checkout.totals,
        shippingInfo: checkout.shippingInfo,
        billingInfo: checkout.billingInfo,
        deliveryDate: checkout.deliveryDate,
        reasons,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + APPROVAL_EXPIRY_DAYS * DAY_MS),
      });
      await cart.removeOrderedLines(viewer, checkout.lines, tx);
      await jobs.send(approvalMailQueue, { approvalId, kind: 'requested' satisfies ApprovalMailKind }, { executor: tx });
      return approvalId;
    },

    /** The viewer's request made just now (a replayed Confirm Order finds its cart already moved into it). */
    findJustSent: (viewer: SignedInViewer): Promise<number | null> => repo.findRecentRequest(viewer.account.id, viewer.user.id, REPLAY_SECONDS),

    async list(viewer: SignedInViewer, query: ApprovalListQuery): Promise<{ data: ApprovalJson[]; total: number }> {
      const userId = viewer.account.role === 'manager' ? undefined : viewer.user.id;
      const page = await repo.findRequestPage(viewer.account.id, { status: query.status, userId }, query.per_page, (query.page - 1) * query.per_page);
      return { data: page.rows.map(toApprovalJson), total: page.total };
    },

    /** The back office's read-only view of an account's requests (staff are not part of a home's approvals). */
    async listForStaff(accountId: number, query: ApprovalListQuery): Promise<{ data: ApprovalJson[]; total: number; pending: number }> {
      if (!(await repo.accountExists(accountId))) throw new NotFoundError('account', accountId);
      const [page, pending] = await Promise.all([
        repo.findRequestPage(accountId, { status: query.status }, query.per_page, (query.page - 1) * query.per_page),
        repo.findRequestPage(accountId, { status: 'pending' }, 1, 0),
      ]);
      return { data: page.rows.map(toApprovalJson), total: page.total, pending: pending.total };
    },

    /** One request; while pending, with today's prices and the buyer's month so far. */
    async get(viewer: SignedInViewer, id: number): Promise<ApprovalDetailJson> {
      const row = await findOwnOrAny(viewer, id);
      const json = toApprovalJson(row);
      if (row.status !== 'pending') return { ...json, current: null, buyer_month_spend: null };
      const buyer = await repo.buyerOf(row.accountId, row.userId);
      const [today, spend] = await Promise.all([
        buyer ? cart.priceLines(buyer, row.lines, row.shippingInfo.post_code) : null,
        repo.monthSpend(row.accountId, row.userId, monthOf(now())),
      ]);
      const current = today
        ? {
            sub_total: today.totals.subTotalCents,
            total: today.totals.totalCents,
            prices_changed: today.unavailable.length > 0 || today.lines.some((line, index) => line.unitPriceCents !== row.lines[index]?.unitPriceCents),
            unavailable: today.unavailable.map((gone) => row.lines.find((line) => line.productId === gone.productId && line.variantId === gone.variantId)?.sku ?? ''),
          }
        : null;
      return { ...json, current, buyer_month_spend: spend.userCents };
    },

    /**
     * A manager approves: an order on account is placed at once with the prices the buyer saw (a 409 when
     * they changed since), through the orders service, in the transaction that records the decision.
     */
    async approve(viewer: SignedInViewer, id: number): Promise<{ approval: ApprovalJson; message: string }> {
      const row = await findOwnOrAny(viewer, id);
      if (row.status !== 'pending') throw new ConflictError(APPROVAL_MESSAGES.decided(row.status));
      const buyer = await repo.buyerOf(row.accountId, row.userId);
      if (!buyer) throw new ConflictError(APPROVAL_MESSAGES.buyerLeft);
      if (row.paymentMethod === 'account' && !buyer.account.canPayOnAccount) throw new ValidationError({ approval: APPROVAL_MESSAGES.noAccountPayment }, APPROVAL_MESSAGES.noAccountPayment);
      const today = await cart.priceLines(buyer, row.lines);
      const isChanged = today.unavailable.length > 0 || today.lines.some((line, index) => line.unitPriceCents !== row.lines[index]?.unitPriceCents);
      if (isChanged) throw new ConflictError(pricesChangedMessage(nameOf(row), today.totals.totalCents, today.unavailable.length));
      const prepared =
        row.paymentMethod === 'account'
          ? await orders.prepareAccountOrder(buyer, {
              shippingInfo: row.shippingInfo,
              billingInfo: row.billingInfo,
              totals: row.totals,
              checkoutKey: `approval-${row.id}`,
              lines: row.lines,
              deliveryDate: row.deliveryDate,
            })
          : null;
      await transact(async (tx) => {
        const locked = await findOwnOrAny(viewer, id, { lock: true, executor: tx });
        if (locked.status !== 'pending') throw new ConflictError(APPROVAL_MESSAGES.decided(locked.status));
        let orderId: number | undefined;
        if (prepared) {
          const placed = await orders.insertAccountOrder(prepared, tx);
          if ('creditRefusal' in placed) throw new ValidationError({ approval: placed.creditRefusal }, `The order was not placed: ${placed.creditRefusal}`);
          // Issue #30 Part 3: a `stop` product short since the request was made.
          if ('stockRefusal' in placed) throw new ValidationError({ approval: placed.stockRefusal.message }, `The order was not placed: ${placed.stockRefusal.message}`);
          orderId = placed.order.id;
        }
        if (!(await createApprovalsRepo(tx).decide(id, { status: 'approved', byUserId: viewer.user.id, orderId }))) throw new ConflictError(APPROVAL_MESSAGES.decided('approved'));
        await jobs.send(approvalMailQueue, { approvalId: id, kind: 'approved' satisfies ApprovalMailKind }, { executor: tx });
      });
      const approval = toApprovalJson(await findOwnOrAny(viewer, id));
      const message = approval.order
        ? `Approved: order ${approval.order.order_number} has been placed for ${approval.buyer.name}.`
        : `Approved: ${approval.buyer.name} has been e-mailed a link to pay by card.`;
      return { approval, message };
    },

    async decline(viewer: SignedInViewer, id: number, reason: string): Promise<{ approval: ApprovalJson; message: string }> {
      await transact(async (tx) => {
        const locked = await findOwnOrAny(viewer, id, { lock: true, executor: tx });
        if (locked.status !== 'pending') throw new ConflictError(APPROVAL_MESSAGES.decided(locked.status));
        await createApprovalsRepo(tx).decide(id, { status: 'declined', byUserId: viewer.user.id, declineReason: reason });
        await jobs.send(approvalMailQueue, { approvalId: id, kind: 'declined' satisfies ApprovalMailKind }, { executor: tx });
      });
      const approval = toApprovalJson(await findOwnOrAny(viewer, id));
      return { approval, message: `Declined: ${approval.buyer.name} has been told why.` };
    },

    /** The buyer takes back their own pending request (a manager's is declined instead). */
    async withdraw(viewer: SignedInViewer, id: number): Promise<{ approval: ApprovalJson; message: string }> {
      await transact(async (tx) => {
        const row = await createApprovalsRepo(tx).findRequest(viewer.account.id, id, { userId: viewer.user.id, lock: true });
        if (!row) throw new NotFoundError('approval', id);
        if (row.status !== 'pending') throw new ConflictError(APPROVAL_MESSAGES.decided(row.status));
        await createApprovalsRepo(tx).decide(id, { status: 'withdrawn', byUserId: viewer.user.id });
      });
      return { approval: toApprovalJson(await findOwnOrAny(viewer, id)), message: 'Your request has been withdrawn. Its lines can be put back in your cart.' };
    },

    /** The buyer's own approved card request, to pay (404 for another's; 409 when it is not one to pay). */
    async approvedCardRequest(viewer: SignedInViewer, id: number): Promise<ApprovalRow> {
      const row = await repo.findRequest(viewer.account.id, id, { userId: viewer.user.id });
      if (!row) throw new NotFoundError('approval', id);
      if (row.status !== 'approved' || row.paymentMethod !== 'card') throw new ConflictError(APPROVAL_MESSAGES.notToPay);
      return row;
    },

    /** A declined, expired or withdrawn request's lines go back into the buyer's cart at today's prices. */
    async restoreToCart(viewer: SignedInViewer, id: number): Promise<{ message: string; skipped: number }> {
      const row = await repo.findRequest(viewer.account.id, id, { userId: viewer.user.id });
      if (!row) throw new NotFoundError('approval', id);
      if (row.status === 'pending' || row.status === 'approved') throw new ConflictError(APPROVAL_MESSAGES.notRestorable);
      const result = await cart.addLines(viewer, row.lines.map((line) => ({ productId: line.productId, variantId: line.variantId, qty: line.qty })));
      const skipped = result.skipped.length;
      const message =
        result.added === 0
          ? 'None of these products can be ordered any more.'
          : `The lines have been put back in your cart.${skipped > 0 ? ` ${skipped === 1 ? '1 product was' : `${skipped} products were`} not added.` : ''}`;
      return { message, skipped };
    },

    /** The expiry run: pending requests past their time expire, each once, with the buyer's e-mail queued with it. */
    async expireDue(): Promise<number> {
      let expired = 0;
      for (;;) {
        const ids = await transact(async (tx) => {
          const due = await createApprovalsRepo(tx).expireDue(now(), EXPIRY_BATCH);
          for (const approvalId of due) await jobs.send(approvalMailQueue, { approvalId, kind: 'expired' satisfies ApprovalMailKind }, { executor: tx });
          return due;
        });
        expired += ids.length;
        if (ids.length < EXPIRY_BATCH) return expired;
      }
    },
  };
}
export type ApprovalsService = ReturnType<typeof createApprovalsService>;
