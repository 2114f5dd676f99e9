import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('payment configuration', () => {
  it('defaults to the sandbox provider', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', stripeSecretKey: undefined, stripeWebhookSecret: undefined });
  });

  it('refuses PAYMENT_PROVIDER=stripe without both Stripe keys, naming each', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe/);
    expect(loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments.provider).toBe('stripe');
  });
});
