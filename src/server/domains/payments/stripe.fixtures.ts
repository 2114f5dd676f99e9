// A Stripe client for tests: Stripe's API cannot be reached from here, so checkout sessions and refunds
// live in memory; webhook signing and verifying are the real SDK's (local HMAC, no network).
import Stripe from 'stripe';
import type { StripeClient } from './stripe-provider.ts';

// The real SDK's webhook helpers.
const realStripe = new Stripe('sk_test_not_used');

type FakeSession = { id: string; url: string; status: 'open' | 'complete' | 'expired'; payment_intent: string };

/** Stripe's API cannot be reached from here: sessions live in memory; webhooks are the real SDK's. */
export function fakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const calls: { params: Stripe.Checkout.SessionCreateParams; options?: Stripe.RequestOptions }[] = [];
  const refunds: { params: Stripe.RefundCreateParams; options?: Stripe.RequestOptions }[] = [];
  let failNext = false;
  let refundError: Error | null = null;
  const client: StripeClient = {
    checkout: {
      sessions: {
        async create(params, options) {
          if (failNext) {
            failNext = false;
            throw new Error('connect ETIMEDOUT api.stripe.com');
          }
          calls.push({ params, options });
          const id = `cs_test_${calls.length}_${Math.random().toString(36).slice(2, 10)}`;
          const session: FakeSession = { id, url: `https://checkout.stripe.com/c/pay/${id}`, status: 'open', payment_intent: `pi_${id}` };
          sessions.set(id, session);
          return session;
        },
        async retrieve(id) {
          const session = sessions.get(id);
          if (!session) throw new Error(`No such checkout.session: ${id}`);
          return session;
        },
        async expire(id) {
          const session = sessions.get(id);
          if (session) session.status = 'expired';
          return session;
        },
      },
    },
    refunds: {
      async create(params, options) {
        if (refundError) throw refundError;
        refunds.push({ params, options });
        return { id: `re_${refunds.length}`, status: 'succeeded' };
      },
      async list(params) {
        const data = refunds
          .map((refund, index) => ({ id: `re_${index + 1}`, amount: refund.params.amount ?? 0, status: 'succeeded', metadata: (refund.params.metadata || {}) as Stripe.Metadata, paymentIntent: refund.params.payment_intent }))
          .filter((refund) => refund.paymentIntent === params.payment_intent)
          .map(({ paymentIntent: _paymentIntent, ...refund }) => refund);
        return { data, has_more: false };
      },
    },
    webhooks: realStripe.webhooks,
  };
  return {
    client,
    calls,
    sessions,
    refunds,
    /** Refunds fail (with a Stripe error `code` when given) until set back to false. */
    setRefundsFail(isFailing: boolean, code?: string) {
      refundError = isFailing ? Object.assign(new Error(code ? `Stripe refused: ${code}` : 'charge_already_refunded'), code ? { code } : {}) : null;
    },
    failNextCreate() {
      failNext = true;
    },
  };
}
