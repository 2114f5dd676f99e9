// A test app paying through (fake) Stripe beside a suite's own app: the same database and mailer, the
// store built again with Stripe as its payment provider, for tests of a refund a crash left at Stripe.
import { afterAll, beforeAll } from 'vitest';
import { fakeStripe } from '../domains/payments/stripe.fixtures.ts';
import { later } from './suite.ts';
import { buildSiblingApp, type TestApp } from './test-app.ts';

export function useStripeSibling<Base extends TestApp>(base: Base): { stripe: ReturnType<typeof fakeStripe>; testApp: Base } {
  const stripe = fakeStripe();
  let current: Base | undefined;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const overrides = { publicUrl: 'https://shop.example', payments: { provider: 'stripe' as const, stripeSecretKey: 'sk_test_fake', stripeWebhookSecret: 'whsec_test' } };
    const { app, config } = await buildSiblingApp(base, { overrides, stripeClient: stripe.client, mailer: base.mailer, runJobs: false });
    close = () => app.close();
    current = { ...base, app, config };
  });
  afterAll(async () => close());
  return { stripe, testApp: later(() => current, 'the Stripe test app') };
}
