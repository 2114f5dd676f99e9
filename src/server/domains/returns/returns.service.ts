// Returns (issue #30 Part 2): a buyer asks to send back lines of a delivered order; the desk approves with
// instructions or declines with a reason, then receives the goods (restock or not), which credits them
// (returns-credit.ts). Statuses: requested → approved → received → credited, or requested → declined.
import { QUANTITY_MAX } from '../../../shared/limits.ts';
import {
  returnNumberOf,
  type AdminReturnListQuery,
  type ApproveReturnBody,
  type CreateReturnBody,
  type DeclineReturnBody,
  type ReceiveReturnBody,
  type ReturnListQuery,
  type ReturnStatus,
} from '../../../shared/schemas/returns.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createReturnCredit, type CreditOutcome, type ReturnCreditDeps } from './returns-credit.ts';
import { returnCreditQueue, returnEventsQueue, returnMailQueue, type ReturnEventJob } from './returns.queues.ts';
import { toStaffReturnJson } from './returns-json.ts';
import { createReturnsRepo, type ReturnRow, type ReturnsRepo } from './returns.repo.ts';

export type ReturnsServiceDeps = Omit<ReturnCreditDeps, 'repo'> & {
  repo: ReturnsRepo;
  transact: Transact;
  audit: AuditWriter;
  jobs: Pick<JobQueue, 'send'>;
  /** Issue #30 Part 3: goods received with restock go back into the stock on hand. */
  orders: Pick<OrdersService, 'restockReturnIn'>;
};

export type ReturnPage = { rows: ReturnRow[]; total: number };

/** What the desk did, and what to tell them. */
export type ReturnDone = { row: ReturnRow; message: string };

const STATUS_WORDS: Record<ReturnStatus, string> = {
  requested: 'waits for a decision',
  approved: 'is approved and waits for the goods',
  declined: 'was declined',
  received: 'is received and waits for its credit',
  credited: 'is credited',
};

export function createReturnsService(deps: ReturnsServiceDeps) {
  const { transact, repo, audit, jobs } = deps;
  const credits = createReturnCredit(deps);

  /** The return's webhook event, in the transaction that moved it, with the return as it is now in it. */
  async function queueEvent(returns: ReturnsRepo, tx: DbExecutor, event: ReturnEventJob['event'], id: number): Promise<void> {
    const row = await returns.findReturn(id);
    if (!row) throw new Error(`return ${id} vanished in its own transaction`);
    await jobs.send(returnEventsQueue, { event, returnId: id, data: toStaffReturnJson(row) }, { executor: tx });
  }

  async function found(id: number): Promise<ReturnRow> {
    const row = await repo.findReturn(id);
    if (!row) throw new NotFoundError('return', id);
    return row;
  }

  /** Locks the return and checks it is `from`; a 409 saying where it is otherwise. */
  async function lockIn(returns: ReturnsRepo, id: number, from: ReturnStatus, doing: string) {
    const locked = await returns.lockReturn(id);
    if (!locked) throw new NotFoundError('return', id);
    if (locked.status !== from) throw new ConflictError(`Return ${returnNumberOf(id)} ${STATUS_WORDS[locked.status]}: it cannot be ${doing}.`);
    return locked;
  }

  async function decide(actor: AuditActor, id: number, decision: { status: 'approved'; instructions: string } | { status: 'declined'; reason: string }): Promise<ReturnDone> {
    const row = await found(id);
    await transact(async (tx) => {
      const returns = createReturnsRepo(tx);
      await lockIn(returns, id, 'requested', decision.status);
      await returns.decide(id, decision, actor);
      await jobs.send(returnMailQueue, { returnId: id, kind: decision.status }, { executor: tx });
      await queueEvent(returns, tx, decision.status === 'approved' ? 'return.approved' : 'return.declined', id);
      await audit(tx, {
        actor,
        action: decision.status === 'approved' ? 'return.approve' : 'return.decline',
        entity: 'order',
        entityId: row.orderId,
        reference: `${returnNumberOf(id)} ${row.orderNumber}`,
        before: { status: 'requested' },
        after: { status: decision.status, ...(decision.status === 'approved' ? { instructions: decision.instructions } : { reason: decision.reason }) },
      });
    });
    const message = decision.status === 'approved' ? `Return ${returnNumberOf(id)} approved: the buyer is e-mailed the instructions.` : `Return ${returnNumberOf(id)} declined: the buyer is e-mailed the reason.`;
    return { row: await found(id), message };
  }

  const creditMessage = (id: number, outcome: CreditOutcome): string => {
    const number = returnNumberOf(id);
    if (outcome.kind === 'waiting') return `Return ${number} is received. Its credit waits: ${outcome.message} It will be credited by itself.`;
    return `Return ${number} is received and credited: the buyer is e-mailed the credit.`;
  };

  /** Credits the received return (its lease held) and answers it as it is then. */
  async function creditNow(actor: AuditActor, id: number): Promise<ReturnDone> {
    const outcome = await credits.credit(actor, id);
    return { row: await found(id), message: creditMessage(id, outcome) };
  }

  return {
    /** POST /api/returns: lines of a delivered order of the viewer's account, no more than was shipped less what other returns (not declined) ask. */
    async create(viewer: SignedInViewer, body: CreateReturnBody): Promise<ReturnRow> {
      const id = await transact(async (tx) => {
        const returns = createReturnsRepo(tx);
        await returns.lockOrderReturns(body.order_id);
        const order = await returns.findOrderToReturn(viewer.account.id, body.order_id);
        if (!order) throw new NotFoundError('order', body.order_id);
        if (order.fulfilmentStatus !== 'delivered') {
          throw new ConflictError(`Order ${order.orderNumber} has not been delivered yet: goods can be returned once they have arrived.`);
        }
        const asked = await returns.askedByLine(order.id);
        const errors: FieldErrors = {};
        body.lines.forEach((wanted, index) => {
          const line = order.lines.find((candidate) => candidate.id === wanted.line_id);
          if (!line) {
            errors[`lines.${index}.line_id`] = `Line ${wanted.line_id} is not a line of order ${order.orderNumber}.`;
            return;
          }
          const left = Math.max(0, line.shippedQty - (asked.get(line.id) ?? 0));
          if (wanted.qty > left) {
            errors[`lines.${index}.qty`] =
              left === 0 ? `Every ${line.title} (${line.sku}) delivered is already in a return.` : `At most ${Math.min(left, QUANTITY_MAX)} of ${line.title} (${line.sku}) can be returned: ${line.shippedQty} delivered, ${asked.get(line.id) ?? 0} already in returns.`;
          }
        });
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        const inserted = await returns.insertReturn({
          accountId: viewer.account.id,
          orderId: order.id,
          userId: viewer.user.id,
          note: body.note,
          lines: body.lines.map((line) => ({ lineId: line.line_id, qty: line.qty, reason: line.reason, detail: line.detail })),
        });
        await queueEvent(returns, tx, 'return.requested', inserted);
        return inserted;
      });
      return found(id);
    },

    /** GET /api/returns: the account's, newest first. */
    listForBuyer: (viewer: SignedInViewer, query: ReturnListQuery): Promise<ReturnPage> =>
      repo.findReturnPage({ accountId: viewer.account.id }, query.per_page, (query.page - 1) * query.per_page),

    /** GET /api/returns/{id}: the account's only (another's is a 404). */
    async getForBuyer(viewer: SignedInViewer, id: number): Promise<ReturnRow> {
      const row = await repo.findReturn(id, viewer.account.id);
      if (!row) throw new NotFoundError('return', id);
      return row;
    },

    listForStaff: (query: AdminReturnListQuery): Promise<ReturnPage> => repo.findReturnPage({ status: query.status }, query.per_page, (query.page - 1) * query.per_page),
    getForStaff: found,

    approve: (actor: AuditActor, id: number, body: ApproveReturnBody): Promise<ReturnDone> => decide(actor, id, { status: 'approved', instructions: body.instructions }),
    decline: (actor: AuditActor, id: number, body: DeclineReturnBody): Promise<ReturnDone> => decide(actor, id, { status: 'declined', reason: body.reason }),

    /**
     * POST /admin/api/returns/{id}/receive: an approved return's goods are in; it is credited at once
     * (returns-credit.ts). A received return whose credit failed is credited again by receiving it again.
     */
    async receive(actor: AuditActor, id: number, body: ReceiveReturnBody): Promise<ReturnDone> {
      const row = await found(id);
      if (row.status === 'received') {
        if (!(await repo.takeCreditLease(id, deps.leaseSeconds))) throw new ConflictError(`Return ${returnNumberOf(id)} is being credited: reload it in a minute.`);
        return creditNow(actor, id);
      }
      await transact(async (tx) => {
        const returns = createReturnsRepo(tx);
        await lockIn(returns, id, 'approved', 'received');
        await returns.markReceived(id, body.restock, actor);
        if (body.restock) await deps.orders.restockReturnIn(tx, row.orderId, row.lines.map((line) => ({ lineId: line.lineId, qty: line.qty })));
        await jobs.send(returnCreditQueue, { returnId: id, actor }, { executor: tx, startAfterSeconds: deps.leaseSeconds + 5 });
        await queueEvent(returns, tx, 'return.received', id);
        await audit(tx, {
          actor,
          action: 'return.receive',
          entity: 'order',
          entityId: row.orderId,
          reference: `${returnNumberOf(id)} ${row.orderNumber}`,
          before: { status: 'approved' },
          after: { status: 'received', restock: body.restock },
        });
      });
      return creditNow(actor, id);
    },

    /** The job of a received return's credit (returns.queues.ts). */
    settleCredit: credits.settle,

    /** The dashboard's 'returns waiting': asked, or approved and not yet received. */
    countWaiting: (): Promise<number> => repo.countWaiting(),
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
