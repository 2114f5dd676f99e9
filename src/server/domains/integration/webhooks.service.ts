// Webhooks for the merchant's ERP (issue #19 Part 3): an owner registers a URL for order.placed,
// order.status_changed, order.shipped and order.changed (issue #30), address_request.applied (issue #26), and invoice.issued, credit_note.issued and
// payment.recorded (issue #28, queued by the invoicing domain: invoicing.queues.ts). The event is queued in the transaction
// that places or moves the order (orders.queues.ts: orderEventsQueue) or applies the address change
// (addresses.queues.ts: addressEventsQueue, carrying the event's data as applied); its job writes one delivery per webhook that wants it and queues
// each delivery's own job, which POSTs the signed JSON and logs every attempt; pg-boss retries a failed
// attempt with backoff until MAX_ATTEMPTS, after which the delivery is 'failed' (a resend tries again).
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { addressRequestAppliedDataSchema, WEBHOOK_EVENTS, type CreateWebhookBody, type WebhookDeliveryJson, type WebhookEvent, type WebhookJson } from '../../../shared/schemas/integration.ts';
import type { Transact } from '../../db/executor.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { AuditActor, AuditWriter, StaffActor } from '../audit/audit-entry.types.ts';
import { webhookDeliveryQueue, WEBHOOK_MAX_ATTEMPTS } from './integration.queues.ts';
import { toFeedOrderJson } from './order-feed.service.ts';
import type { OrderFeedRepo } from './order-feed.repo.ts';
import { resolveWebhookTarget, WebhookAddressError } from './webhook-address.ts';
import type { WebhookPost } from './webhook-sender.ts';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.ts';
import type { WebhooksRepo, WebhookRow } from './webhooks.repo.ts';
import { RETURN_EVENTS, returnEventJobSchema } from '../returns/returns.queues.ts';
import type { InvoicingFeedService } from '../invoicing/invoicing-feed.service.ts';

const eventJobSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('order.placed'), orderId: z.number().int().positive() }),
  z.object({ event: z.literal('order.status_changed'), orderId: z.number().int().positive(), changeId: z.number().int().positive() }),
  z.object({ event: z.literal('order.shipped'), orderId: z.number().int().positive(), shipmentId: z.number().int().positive() }),
  z.object({ event: z.literal('order.changed'), orderId: z.number().int().positive(), changeId: z.number().int().positive() }),
  z.object({ event: z.literal('address_request.applied'), requestId: z.number().int().positive(), data: addressRequestAppliedDataSchema }),
  ...(['invoice.issued', 'credit_note.issued', 'payment.recorded'] as const).map((event) => z.object({ event: z.literal(event), documentId: z.number().int().positive() })),
  ...RETURN_EVENTS.map((event) => returnEventJobSchema.extend({ event: z.literal(event) })),
]);
const deliveryJobSchema = z.object({ deliveryId: z.number().int().positive() });

const isEvent = (event: string): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event);

function toWebhookJson(row: WebhookRow): WebhookJson {
  return { id: row.id, url: row.url, events: row.events.filter(isEvent), created_at: row.createdAt.toISOString() };
}

export function createWebhooksService(deps: {
  repo: WebhooksRepo;
  feed: OrderFeedRepo;
  /** Issue #28: an invoice, credit note or payment as the invoicing feeds give it. */
  documents: Pick<InvoicingFeedService, 'eventData'>;
  transact: Transact;
  audit: AuditWriter;
  jobs: Pick<JobQueue, 'send'>;
  post: WebhookPost;
  allowPrivate: boolean;
  log: ServiceLogger;
  now?: () => Date;
}) {
  const { repo, feed, transact, audit, jobs, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The event's body: what happened, when, and the order as the feed has it (or the move made, or the address as applied). */
  async function payloadOf(job: z.infer<typeof eventJobSchema>): Promise<{ eventId: string; payload: Record<string, unknown> } | null> {
    if (job.event === 'address_request.applied') {
      const eventId = `address_request.applied.${job.requestId}`;
      return { eventId, payload: { id: eventId, event: job.event, created_at: now().toISOString(), data: job.data } };
    }
    if ('returnId' in job) {
      // Issue #30 Part 2: the return as it was in the transaction that moved it.
      const eventId = `${job.event}.${job.returnId}`;
      return { eventId, payload: { id: eventId, event: job.event, created_at: now().toISOString(), data: job.data } };
    }
    if ('documentId' in job) {
      const data = await deps.documents.eventData(job.event, job.documentId);
      if (!data) return null;
      const eventId = `${job.event}.${job.documentId}`;
      return { eventId, payload: { id: eventId, event: job.event, created_at: now().toISOString(), data } };
    }
    if (job.event === 'order.placed' || job.event === 'order.changed') {
      // The order as it is when the event is sent (issue #30: a change's event carries the order after it).
      const { orders, lines, shipments } = await feed.findPlacedOrder(job.orderId);
      const [order] = orders;
      if (!order) return null;
      const eventId = job.event === 'order.placed' ? `order.placed.${job.orderId}` : `order.changed.${job.changeId}`;
      return { eventId, payload: { id: eventId, event: job.event, created_at: now().toISOString(), data: toFeedOrderJson(order, lines, shipments) } };
    }
    if (job.event === 'order.shipped') {
      const found = await feed.findShipmentEvent(job.shipmentId);
      if (!found) return null;
      const eventId = `order.shipped.${job.shipmentId}`;
      const data = { order_id: job.orderId, order_number: found.order_number, fulfilment_status: found.fulfilment_status, shipment: found.shipment };
      return { eventId, payload: { id: eventId, event: job.event, created_at: now().toISOString(), data } };
    }
    const change = await repo.findStatusChange(job.changeId);
    if (!change) return null;
    const eventId = `order.status_changed.${job.changeId}`;
    return {
      eventId,
      payload: {
        id: eventId,
        event: job.event,
        created_at: now().toISOString(),
        data: {
          order_id: job.orderId,
          order_number: change.order_number,
          from: change.from_status,
          to: change.to_status,
          carrier: change.carrier,
          tracking_ref: change.tracking_ref,
          changed_at: new Date(change.created_at).toISOString(),
        },
      },
    };
  }

  return {
    /** POST /admin/api/webhooks: the secret is answered once (the owner gives it to the receiver). */
    async createWebhook(actor: StaffActor, body: CreateWebhookBody): Promise<{ id: number; secret: string }> {
      try {
        await resolveWebhookTarget(body.url, { allowPrivate: deps.allowPrivate });
      } catch (error) {
        if (error instanceof WebhookAddressError) throw new ValidationError({ url: error.message });
        throw error;
      }
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      const row = await transact(async (tx) => {
        const inserted = await repo.insertWebhook(tx, { url: body.url, events: body.events, secret, createdByStaffId: actor.staffId });
        await audit(tx, { actor, action: 'webhook.create', entity: 'webhook', entityId: inserted.id, reference: body.url, before: null, after: { url: body.url, events: body.events } });
        return inserted;
      });
      return { id: row.id, secret };
    },

    listWebhooks: async (): Promise<WebhookJson[]> => (await repo.listWebhooks()).map(toWebhookJson),

    async removeWebhook(actor: AuditActor, id: number): Promise<void> {
      await transact(async (tx) => {
        const removed = await repo.removeWebhook(tx, id);
        if (!removed) throw new NotFoundError('webhook', id);
        await audit(tx, { actor, action: 'webhook.remove', entity: 'webhook', entityId: id, reference: removed.url, before: { url: removed.url, events: removed.events }, after: null });
      });
    },

    /** GET /admin/api/webhooks/{id}/deliveries: the latest deliveries with every attempt. */
    async listDeliveries(webhookId: number): Promise<WebhookDeliveryJson[]> {
      if (!(await repo.findWebhook(webhookId))) throw new NotFoundError('webhook', webhookId);
      const rows = await repo.listDeliveries(webhookId);
      return rows.map(({ delivery, attempts }) => ({
        id: delivery.id,
        event: isEvent(delivery.event) ? delivery.event : 'order.placed',
        event_id: delivery.eventId,
        status: delivery.status === 'delivered' || delivery.status === 'failed' ? delivery.status : 'pending',
        created_at: delivery.createdAt.toISOString(),
        delivered_at: delivery.deliveredAt?.toISOString() ?? null,
        attempts: attempts.map((attempt) => ({ attempted_at: attempt.attemptedAt.toISOString(), status_code: attempt.statusCode, error: attempt.error, duration_ms: attempt.durationMs })),
      }));
    },

    /** POST /admin/api/webhooks/{id}/deliveries/{delivery_id}/resend: the same event (same id) sent again. */
    async resendDelivery(actor: AuditActor, webhookId: number, deliveryId: number): Promise<void> {
      const webhook = await repo.findWebhook(webhookId);
      if (!webhook || webhook.removedAt) throw new NotFoundError('webhook', webhookId);
      await transact(async (tx) => {
        if (!(await repo.reopenDelivery(tx, webhookId, deliveryId))) throw new NotFoundError('webhook delivery', deliveryId);
        await jobs.send(webhookDeliveryQueue, { deliveryId }, { executor: tx });
        await audit(tx, { actor, action: 'webhook.resend', entity: 'webhook', entityId: webhookId, reference: webhook.url, before: null, after: { delivery_id: deliveryId } });
      });
    },

    /** The order-events and address-events jobs: a delivery for each webhook that wants the event, each with its own job. */
    async fanOut(data: unknown): Promise<void> {
      const job = eventJobSchema.parse(data);
      const subscribers = await repo.findSubscribers(job.event);
      if (subscribers.length === 0) return;
      const body = await payloadOf(job);
      if (!body) {
        log.warn({ job }, 'webhook event for an order or change that no longer exists: skipped');
        return;
      }
      // The deliveries and their jobs commit together: a crash leaves both or neither (the event job runs again).
      await transact(async (tx) => {
        const ids = await repo.insertDeliveries(tx, subscribers.map((webhook) => webhook.id), job.event, body.eventId, body.payload);
        for (const deliveryId of ids) await jobs.send(webhookDeliveryQueue, { deliveryId }, { executor: tx });
      });
    },

    /**
     * The delivery job: one signed POST, logged. A 2xx is delivered; anything else throws so the queue
     * tries again later, until the last attempt, which marks the delivery failed.
     */
    async deliver(data: unknown): Promise<void> {
      const { deliveryId } = deliveryJobSchema.parse(data);
      const delivery = await deps.repo.findDelivery(deliveryId);
      if (!delivery || delivery.status === 'delivered') return;
      if (delivery.isRemoved) {
        await repo.markFailed(deliveryId);
        return;
      }
      const body = JSON.stringify(delivery.payload);
      const timestamp = Math.floor(now().getTime() / 1000);
      const outcome = await deps.post(delivery.url, { [SIGNATURE_HEADER]: signatureHeader(delivery.secret, timestamp, body), 'x-webhook-event': delivery.event, 'x-webhook-id': delivery.eventId, 'x-delivery-attempt': randomUUID() }, body);
      const isDelivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const attempts = await repo.recordAttempt(deliveryId, outcome, isDelivered ? 'delivered' : 'pending');
      if (isDelivered) return;
      if (attempts >= WEBHOOK_MAX_ATTEMPTS) {
        await repo.markFailed(deliveryId);
        log.warn({ deliveryId, attempts }, 'webhook delivery failed for good');
        return;
      }
      throw new Error(`webhook delivery ${deliveryId} attempt ${attempts}: ${outcome.statusCode ?? outcome.error}`);
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
