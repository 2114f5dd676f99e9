// Orders taken by phone, for the desk (issue #30 Part 4): GET /admin/api/accounts/{id}/orders/new (what the
// form offers), POST …/orders/quote (lines priced for the account, with freight and GST) and POST …/orders
// (placed on account, or e-mailed to the buyer to pay by card). Needs orders.take; placing is audited.
import { formatCents } from '../../../shared/money.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import {
  phoneOrderBodySchema,
  phoneOrderFormResponseSchema,
  phoneOrderPlacedResponseSchema,
  phoneOrderQuoteBodySchema,
  phoneOrderQuoteResponseSchema,
  type PhoneOrderPlacedJson,
} from '../../../shared/schemas/phone-orders.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { staffActor } from '../audit/audit.service.ts';
import type { PhoneOrdersService } from './phone-orders.service.ts';

const TAKE = { access: 'staff', permission: 'orders.take' } as const;

function placedMessage(placed: PhoneOrderPlacedJson, isNew: boolean): string {
  const again = isNew ? '' : ' (this form was sent already: nothing new was placed)';
  return placed.payment === 'account'
    ? `Order ${placed.order_number ?? ''} has been placed on account for ${formatCents(placed.total)}${again}.`
    : `${placed.buyer_email} has been e-mailed a link to pay ${formatCents(placed.total)} by card${again}. The order is placed once it is paid.`;
}

export function registerAdminPhoneOrdersRoutes(app: StoreHttp, deps: { phoneOrders: PhoneOrdersService }): void {
  const { phoneOrders } = deps;

  app.get('/admin/api/accounts/:id/orders/new', {
    schema: { params: idParamsSchema },
    config: {
      ...TAKE,
      docs: {
        summary: 'What a new order taken by phone for the account offers: whom it is for and the addresses',
        description: 'Needs orders.take. The order is for the longest-standing manager of the account (else buyer), by e-mail order.',
        response: phoneOrderFormResponseSchema,
      },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await phoneOrders.form(request.params.id) };
  });

  app.post('/admin/api/accounts/:id/orders/quote', {
    schema: { params: idParamsSchema, body: phoneOrderQuoteBodySchema },
    config: {
      ...TAKE,
      docs: {
        summary: "Prices lines by SKU as the account's buyer would see them, with the address's freight and GST",
        description: "Needs orders.take. Writes nothing. A SKU the account cannot buy (hidden category, not sold, restricted) or a quantity the product's rules refuse is a 422 naming lines.N.sku or lines.N.qty.",
        response: phoneOrderQuoteResponseSchema,
        errors: { 422: 'A SKU the account cannot buy, a quantity its rules refuse, or an account with no one to order for' },
      },
    },
  }, async (request) => ({ data: await phoneOrders.quote(request.params.id, request.body) }));

  app.post('/admin/api/accounts/:id/orders', {
    schema: { params: idParamsSchema, body: phoneOrderBodySchema },
    config: {
      ...TAKE,
      docs: {
        summary: "Takes an order for the account by phone: placed on account, or e-mailed to the buyer to pay by card",
        description:
          "Needs orders.take. Priced as the quote is, for the account's buyer (the longest-standing manager, else buyer), delivered to the address chosen (else the primary) and billed to the account's billing address. payment account: placed at once through the storefront's placing code, the account's credit hold and limit applying (a refusal is a 422 on payment); the buyer gets the order's confirmation. payment card_link: an order awaiting payment, no number yet; the buyer is e-mailed a link to its page to pay by card. A buyer's approval limits do not apply to orders the desk takes. The order shows who took it; audited. The same idempotency_key again answers the order it placed (200) rather than placing another.",
        response: phoneOrderPlacedResponseSchema,
        status: 201,
        errors: {
          200: 'The same idempotency_key was sent before: the order it placed, nothing new',
          404: 'No such account, or a delivery address that is not the account\'s',
          422: "A SKU the account cannot buy or a quantity its rules refuse (lines.N.sku, lines.N.qty), no address, no one to order for, an account that does not pay on account, or its credit hold or limit (payment)",
        },
      },
    },
  }, async (request, reply) => {
    const { placed, isNew } = await phoneOrders.place(staffActor(request.staff), request.params.id, request.body);
    return reply.code(isNew ? 201 : 200).send({ data: placed, message: placedMessage(placed, isNew) });
  });
}
