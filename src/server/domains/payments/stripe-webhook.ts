import type Stripe from 'stripe';
import type { StripeClient } from './stripe-provider.ts';

/** What a verified Stripe event means for the store. */
export type StripeWebhookAction =
  | { kind: 'paid'; reference: string; orderRef: string | null; amountCents: number | null; currency: string | null }
  | { kind: 'closed'; reference: string; outcome: 'expired' | 'declined' }
  | { kind: 'ignored'; reason: string };

/**
 * Verifies the Stripe-Signature header over the raw body (throws when it does not match or is too old)
 * and reads the Checkout events the store acts on.
 */
export function readStripeWebhook(client: StripeClient, secret: string, rawBody: Buffer, signature: string): StripeWebhookAction {
  const event: Stripe.Event = client.webhooks.constructEvent(rawBody, signature, secret);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session may still be unpaid (delayed methods); async_payment_succeeded follows then.
      if (session.payment_status !== 'paid') return { kind: 'ignored', reason: `${event.type} with payment_status ${session.payment_status}` };
      return {
        kind: 'paid',
        reference: session.id,
        orderRef: session.client_reference_id,
        amountCents: session.amount_total,
        currency: session.currency,
      };
    }
    case 'checkout.session.expired':
      return { kind: 'closed', reference: event.data.object.id, outcome: 'expired' };
    case 'checkout.session.async_payment_failed':
      return { kind: 'closed', reference: event.data.object.id, outcome: 'declined' };
    default:
      return { kind: 'ignored', reason: event.type };
  }
}
