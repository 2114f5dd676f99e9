// The order desk's endpoints (issue #30 Part 1): POST /admin/api/orders/{id}/notes, /hold and /release, and
// POST /admin/api/orders/bulk-status. Each needs orders.move; each write is audited.
import type { StoreHttp } from '../../http/route-input.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import {
  BULK_ORDERS_MAX,
  bulkStatusBodySchema,
  bulkStatusResponseSchema,
  deskNoteBodySchema,
  deskNoteResponseSchema,
  holdBodySchema,
  holdResponseSchema,
} from '../../../shared/schemas/order-desk.ts';
import { staffActor } from '../audit/audit.service.ts';
import { toDeskNoteJson, toHoldJson } from './fulfilment-json.ts';
import type { FulfilmentService } from './fulfilment.service.ts';

const MOVE = { access: 'staff', permission: 'orders.move' } as const;
const countOf = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

export function registerOrderDeskRoutes(app: StoreHttp, deps: { fulfilment: FulfilmentService }): void {
  const { fulfilment } = deps;

  app.post('/admin/api/orders/:id/notes', {
    schema: { params: idParamsSchema, body: deskNoteBodySchema },
    config: {
      ...MOVE,
      docs: {
        summary: "Adds a note to the order's timeline that the buyer never sees",
        description: 'Needs orders.move. Audited.',
        response: deskNoteResponseSchema,
      },
    },
  }, async (request, reply) => {
    const note = await fulfilment.addNote(staffActor(request.staff), request.params.id, request.body.text);
    return reply.code(201).send({ data: toDeskNoteJson(note) });
  });

  app.post('/admin/api/orders/:id/hold', {
    schema: { params: idParamsSchema, body: holdBodySchema },
    config: {
      ...MOVE,
      docs: {
        summary: 'Puts an order on hold: it makes no fulfilment move until released',
        description: 'Needs orders.move. Only an order not yet dispatched, and not held already. Audited, and on the timeline with its reason.',
        response: holdResponseSchema,
        errors: { 409: 'The order is dispatched, delivered or cancelled, already on hold, or its cancellation’s refund is under way' },
      },
    },
  }, async (request) => {
    const held = await fulfilment.hold(staffActor(request.staff), request.params.id, request.body.reason);
    return { data: { hold: toHoldJson(held.hold), note: toDeskNoteJson(held.note) }, message: 'The order is on hold: it moves again once released.' };
  });

  app.post('/admin/api/orders/:id/release', {
    schema: { params: idParamsSchema },
    config: {
      ...MOVE,
      docs: { summary: 'Releases an order from hold', description: 'Needs orders.move. Audited.', response: holdResponseSchema, errors: { 409: 'The order is not on hold' } },
    },
  }, async (request) => {
    const note = await fulfilment.release(staffActor(request.staff), request.params.id);
    return { data: { hold: null, note: toDeskNoteJson(note) }, message: 'The order is released: it can move again.' };
  });

  app.post('/admin/api/orders/bulk-status', {
    schema: { body: bulkStatusBodySchema },
    config: {
      ...MOVE,
      docs: {
        summary: 'Moves many orders to processing, or dispatches them with one carrier and a tracking reference each',
        description: `Needs orders.move. At most ${BULK_ORDERS_MAX} ids. Each order moves in its own transaction (with its history row, the buyer's e-mail and an audit entry), exactly as one moved alone; one that cannot move (on hold, already there, cancelled, not found) is named in the answer with why, and the others move.`,
        response: bulkStatusResponseSchema,
      },
    },
  }, async (request) => {
    const results = await fulfilment.bulkMove(staffActor(request.staff), request.body);
    const moved = results.filter((result) => result.ok).length;
    const refused = results.length - moved;
    return {
      data: results.map((result) => ({ id: result.id, order_number: result.orderNumber, ok: result.ok, fulfilment_status: result.fulfilmentStatus, message: result.message })),
      moved,
      refused,
      message: refused === 0 ? `${countOf(moved)} moved to ${request.body.status}.` : `${countOf(moved)} moved to ${request.body.status}; ${countOf(refused)} not moved (see each).`,
    };
  });
}
