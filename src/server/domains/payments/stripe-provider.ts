import Stripe from 'stripe';
import type { PaymentProvider } from './payment-provider.ts';

/** The part of the Stripe SDK the store uses; tests pass a fake with the real `webhooks` helper. */
export type StripeClient = {
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
        options?: Stripe.RequestOptions,
      ): Promise<{ id: string; url: string | null }>;
      retrieve(id: string, params?: Stripe.Checkout.SessionRetrieveParams, options?: Stripe.RequestOptions): Promise<{
        id: string;
        url: string | null;
        status: Stripe.Checkout.Session.Status | null;
        payment_intent?: string | { id: string } | null;
      }>;
      expire(id: string): Promise<unknown>;
    };
  };
  refunds: {
    create(params: Stripe.RefundCreateParams, options?: Stripe.RequestOptions): Promise<{ id: string; status: string | null }>;
    list(params: Stripe.RefundListParams): Promise<{ data: { id: string; amount: number; status: string | null; metadata?: Stripe.Metadata | null }[]; has_more: boolean }>;
  };
  webhooks: {
    constructEvent(payload: string | Buffer, header: string | string[] | Buffer, secret: string): Stripe.Event;
  };
};

export function createStripeClient(secretKey: string): StripeClient {
  return new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 15_000 });
}

/**
 * Stripe Checkout: one line item for the order's total (GST included) in NZD cents, so the amount
 * Stripe charges is exactly the order's total_cents, which the webhook checks again before marking
 * the order paid. The order id travels as client_reference_id and in metadata.
 */
/**
 * A staff cancellation's calls to Stripe: 3 s each, tried once more, so a refund's calls are over well within
 * the 20 s a refund claim holds before its job asks Stripe what became of it (fulfilment/status-moves.ts).
 */
const REFUND_REQUEST: Stripe.RequestOptions = { timeout: 3_000, maxNetworkRetries: 1 };

export function createStripeProvider(client: StripeClient): PaymentProvider {
  async function paymentIntentOf(reference: string): Promise<string> {
    const session = await client.checkout.sessions.retrieve(reference, {}, REFUND_REQUEST);
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw new Error(`Stripe checkout session ${reference} has no payment to refund`);
    return paymentIntent;
  }

  return {
    name: 'stripe',
    async createPayment(input) {
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(input.orderId),
          customer_email: input.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: `Care Supply Co payment ${input.paymentReference}` },
              },
            },
          ],
          metadata: { order_id: String(input.orderId), payment_reference: input.paymentReference },
          payment_intent_data: { metadata: { order_id: String(input.orderId), payment_reference: input.paymentReference } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { reference: session.id, url: session.url };
    },
    async resumePayment(reference) {
      const session = await client.checkout.sessions.retrieve(reference);
      if (session.status === 'open' && session.url) return { status: 'open', url: session.url };
      return session.status === 'complete' ? { status: 'complete' } : { status: 'closed' };
    },
    async cancelPayment(reference) {
      const session = await client.checkout.sessions.retrieve(reference);
      if (session.status === 'open') await client.checkout.sessions.expire(reference);
    },
    async refundPayment(input) {
      const paymentIntent = await paymentIntentOf(input.reference);
      try {
        const params: Stripe.RefundCreateParams = { payment_intent: paymentIntent, amount: input.amountCents, ...(input.claim ? { metadata: { refund_claim: input.claim } } : {}) };
        const refund = await client.refunds.create(params, { idempotencyKey: input.idempotencyKey, ...REFUND_REQUEST });
        // 'pending' is on its way (Stripe settles it later); 'failed' or 'canceled' at once is a refusal.
        if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
        return 'refunded';
      } catch (error) {
        // A full refund done earlier (its answer lost before we recorded it): Stripe refuses a second one.
        if ((error as { code?: unknown }).code === 'charge_already_refunded') return 'already-refunded';
        throw error;
      }
    },
    async findRefundState(input) {
      const paymentIntent = await paymentIntentOf(input.reference);
      const refunds = await client.refunds.list({ payment_intent: paymentIntent, limit: 100 });
      // 'pending' and 'requires_action' are on their way; 'failed' and 'canceled' gave nothing back.
      const givenBack = refunds.data.filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled');
      if (input.claim) {
        if (givenBack.some((refund) => refund.metadata?.refund_claim === input.claim)) return 'refunded';
        if (!refunds.has_more) return 'not-refunded';
        throw new Error(`Stripe payment ${paymentIntent} has more than 100 refunds: settle refund claim ${input.claim} by hand`);
      }
      const givenBackCents = givenBack.reduce((sum, refund) => sum + refund.amount, 0);
      if (givenBackCents >= input.amountCents) return 'refunded';
      if (givenBackCents === 0 && !refunds.has_more) return 'not-refunded';
      throw new Error(`Stripe payment ${paymentIntent} is refunded in part (${givenBackCents} of ${input.amountCents} cents): settle it by hand`);
    },
  };
}
