import fastifyFormbody from '@fastify/formbody';
import type { StoreHttp } from '../../http/route-input.ts';
import { z } from 'zod';
import type { AwaitingApprovalJson } from '../../../shared/schemas/approvals.ts';
import { paymentStartedResponseSchema, type PaymentResponseJson } from '../../../shared/schemas/orders.ts';
import { NotFoundError } from '../../errors.ts';
import type { PaymentMethod } from '../orders/order.types.ts';
import { confirmationPath } from '../orders/orders.service.ts';
import { paymentDeclinedPath, type PaymentOutcome, type PaymentsService } from './payments.service.ts';
import { sandboxPaymentPage } from './sandbox-page.ts';
import { SANDBOX_PATH_PREFIX } from './sandbox-provider.ts';
import { readStripeWebhook, type StripeWebhookAction } from './stripe-webhook.ts';
import type { StripeClient } from './stripe-provider.ts';

export const STRIPE_WEBHOOK_PATH = '/api/payments/webhook/stripe';
const PAYMENT_TYPES: readonly PaymentMethod[] = ['account', 'card'];
/** POST /api/payment/{type}: any text; a type other than PAYMENT_TYPES names nothing (404, not 422). */
const paymentTypeParamsSchema = z.object({ type: z.string() });

/** Status and body of a payment answer: 200 on success, 422 for what the buyer must fix, 502 when the gateway failed. */
function toPaymentReply(outcome: PaymentOutcome): { status: number; body: (PaymentResponseJson & { errors?: Record<string, string> }) | AwaitingApprovalJson } {
  if (outcome.ok && 'approvalId' in outcome) return { status: 202, body: { status: 'awaiting_approval', approval_id: outcome.approvalId, message: outcome.message } };
  if (outcome.ok) return { status: 200, body: { success: true, url: outcome.url, message: outcome.message } };
  if (outcome.kind === 'gateway') return { status: 502, body: { success: false, url: null, message: outcome.message } };
  return { status: 422, body: { success: false, url: null, message: outcome.message, errors: outcome.errors ?? { [outcome.field]: outcome.message } } };
}

export function registerPaymentsRoutes(
  app: StoreHttp,
  deps: { payments: PaymentsService; stripe?: { client: StripeClient; webhookSecret: string } },
): void {
  const { payments } = deps;

  // spec §7 POST /api/payment/{type}: no body (anything sent is ignored: amounts come from the database).
  app.post('/api/payment/:type', {
    schema: { params: paymentTypeParamsSchema },
    config: {
      access: 'customer',
      docs: {
        summary: 'Places the order from the cart and pays: on account (account) or by card (card)',
        description:
          "No body: the amounts come from the cart as stored. On success url is where to go next: the order's confirmation, or the payment provider's page for a card. Repeating the call answers the same order and payment page. A type other than account or card is a 404; an account that may not pay on account, or a cart that cannot be ordered, is a 422 with success false and the message to show; a line for more of a product than is on hand when the product stops at its stock names that line as errors['lines.<index>.qty'] ('Only 3 available.'). An order over the buyer's spending limits or the account's budgets is not placed: it waits for a manager, answered 202 {status: 'awaiting_approval', approval_id, message}.",
        response: paymentStartedResponseSchema,
        errors: { 502: 'The payment provider could not be reached or refused; success false with the message to show' },
      },
    },
  }, async (request, reply) => {
    const { type: requested } = request.params;
    const type = PAYMENT_TYPES.find((candidate) => candidate === requested);
    if (!type) throw new NotFoundError('payment type', requested);
    const { status, body } = toPaymentReply(await payments.startPayment(request.signedInViewer, type));
    return reply.status(status).header('cache-control', 'no-store').send(body);
  });

  // The sandbox provider's hosted page and its two buttons (plain HTML forms carrying the CSRF token).
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(fastifyFormbody);

    scope.get<{ Params: { reference: string } }>(`${SANDBOX_PATH_PREFIX}:reference`, { config: { access: 'customer', docs: false } }, async (request, reply) => {
      const found = await payments.findSandboxPayment(request.signedInViewer, request.params.reference);
      const html = sandboxPaymentPage({
        ...found,
        csrfToken: request.csrfToken,
        confirmationPath: confirmationPath(found.order.id),
        declinedPath: paymentDeclinedPath(found.order.paymentReference),
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    });

    scope.post<{ Params: { reference: string } }>(`${SANDBOX_PATH_PREFIX}:reference/approve`, { config: { access: 'customer', docs: false } }, async (request, reply) =>
      reply.redirect(await payments.approveSandboxPayment(request.signedInViewer, request.params.reference), 303),
    );

    scope.post<{ Params: { reference: string } }>(`${SANDBOX_PATH_PREFIX}:reference/decline`, { config: { access: 'customer', docs: false } }, async (request, reply) =>
      reply.redirect(await payments.declineSandboxPayment(request.signedInViewer, request.params.reference), 303),
    );
  });

  const { stripe } = deps;
  if (!stripe) return;
  // Stripe's webhook: the signature covers the exact bytes, so this route alone keeps the body raw.
  // CSRF does not apply (csrf.ts exempts /api/payments/webhook/); the signature is the authentication.
  app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json']);
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, {
      config: {
        access: 'public',
        docs: {
          summary: "Stripe's webhook: a Checkout session was paid, expired or failed",
          description:
            'Called by Stripe, not by clients. The body is the raw event, verified against the Stripe-Signature header with the webhook secret (no CSRF). Every verified event is acknowledged with received true, also one that is ignored.',
          errors: { 400: 'The Stripe-Signature header or the body is missing, or the signature does not verify' },
        },
      },
    }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        return reply.status(400).send({ message: 'Missing Stripe signature or body.' });
      }
      let action: StripeWebhookAction;
      try {
        action = readStripeWebhook(stripe.client, stripe.webhookSecret, request.body, signature);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook with a bad signature refused');
        return reply.status(400).send({ message: 'Invalid signature.' });
      }
      if (action.kind === 'paid') await payments.confirmProviderPayment({ provider: 'stripe', ...action });
      else if (action.kind === 'closed') await payments.closeProviderPayment({ provider: 'stripe', ...action });
      else request.log.info({ reason: action.reason }, 'Stripe webhook ignored');
      // Anything verified is acknowledged (a mismatch is logged, not retried forever by Stripe).
      return { received: true };
    });
  });
}
