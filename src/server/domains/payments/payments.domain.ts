// The payments domain: paying an order by card through the payment provider (sandbox or Stripe).
import { defineDomain, type StoreContext } from '../../assembly/domain.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { registerPaymentsRoutes } from './payments.routes.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeClient, createStripeProvider, type StripeClient } from './stripe-provider.ts';

export type StripeSettings = { client: StripeClient; webhookSecret: string };

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    payments: PaymentsService;
    /** The Stripe client and webhook secret when PAYMENT_PROVIDER=stripe; undefined with the sandbox. */
    stripe: StripeSettings | undefined;
  }
}

export const paymentsDomain = defineDomain({
  name: 'payments',
  services: {
    stripe: (context) => stripeSettings(context),
    payments: ({ database, config, log }, { orders, cart, stripe, approvals }) =>
      createPaymentsService({
        repo: createPaymentsRepo(database.db),
        orders,
        cart,
        approvals,
        provider: stripe ? createStripeProvider(stripe.client) : createSandboxProvider(),
        publicUrl: config.publicUrl,
        log,
      }),
  },
  routes: (app, { payments, stripe }) => registerPaymentsRoutes(app, { payments, stripe }),
});

/** The Stripe client and webhook secret when PAYMENT_PROVIDER=stripe (config guarantees both keys). */
function stripeSettings({ config, stripeClient }: StoreContext): StripeSettings | undefined {
  const { provider, stripeSecretKey, stripeWebhookSecret } = config.payments;
  if (provider !== 'stripe') return undefined;
  if (!stripeWebhookSecret || (!stripeClient && !stripeSecretKey)) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return { client: (stripeClient as StripeClient | undefined) ?? createStripeClient(stripeSecretKey ?? ''), webhookSecret: stripeWebhookSecret };
}
