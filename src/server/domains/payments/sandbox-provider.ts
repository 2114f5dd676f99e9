import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

export const SANDBOX_PATH_PREFIX = '/payments/sandbox/';
const REFERENCE_PATTERN = /^sbx_[A-Za-z0-9_-]{32}$/;

export function isSandboxReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}

export function sandboxPaymentUrl(reference: string): string {
  return `${SANDBOX_PATH_PREFIX}${reference}`;
}

/**
 * The default provider: payments are approved or declined on a page this server renders at
 * /payments/sandbox/{reference}. The reference is random (unguessable) and the page also checks the
 * owner's session. URLs are same-site paths, so the page works on whatever host the store is reached by.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment() {
      const reference = `sbx_${randomBytes(24).toString('base64url')}`;
      return { reference, url: sandboxPaymentUrl(reference) };
    },
    async resumePayment(reference) {
      // Only pending payments are resumed, and the sandbox page reads the same row: still open.
      return { status: 'open', url: sandboxPaymentUrl(reference) };
    },
    async cancelPayment() {
      // The payment row's status is what the sandbox page reads; nothing lives elsewhere.
    },
    async refundPayment() {
      // No money moves in the sandbox: the payment row (and a cancelled order's status) record the refund.
      return 'refunded';
    },
    async findRefundState() {
      // Nothing moves in the sandbox: a refund our commit never recorded gave nothing back.
      return 'not-refunded';
    },
  };
}
