// One interface for every card payment provider: the sandbox (a hosted page served by this server,
// standing in for an external provider) and Stripe Checkout. A provider only starts payments and says
// whether a started one can still be paid; approval arrives through the provider's own channel (the
// sandbox page's buttons, Stripe's signed webhook) and is applied by payments.service.ts.

export type PaymentProviderName = 'sandbox' | 'stripe';

export type CreatePaymentInput = {
  orderId: number;
  /** The card order's 'PAY-…' reference, shown on the provider's page (it has no order number until paid). */
  paymentReference: string;
  amountCents: number;
  currency: 'nzd';
  /** Where the provider sends the buyer after paying (absolute for external providers). */
  successUrl: string;
  /** Where the provider sends the buyer after cancelling. */
  cancelUrl: string;
  customerEmail: string;
  /** Same key, same payment: a retried call after a lost answer does not open a second payment. */
  idempotencyKey: string;
};

export type CreatedPayment = { reference: string; url: string };

export type RefundResult = 'refunded' | 'already-refunded';

/** What the provider holds of a payment's refunds: given back in full (or on its way), or none. */
export type RefundState = 'refunded' | 'not-refunded';

export type PaymentState = { status: 'open'; url: string } | { status: 'complete' } | { status: 'closed' };

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  /** Opens a payment for the amount; throws when the provider cannot be reached. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Where a started payment stands at the provider: still payable (with its page), completed, or closed. */
  resumePayment(reference: string): Promise<PaymentState>;
  /** Best effort: stops a payment that must no longer be paid (its order was placed another way). */
  cancelPayment(reference: string): Promise<void>;
  /**
   * Gives back `amountCents` of a completed payment (its order was cancelled, or a credit note refunds
   * part of it); throws when the provider refuses. 'already-refunded' when it had all been given back
   * before (a refund whose answer was lost, retried). `claim`, the refund claim it is made under, is kept
   * with the refund at the provider, so that findRefundState can find it after a crash.
   */
  refundPayment(input: { reference: string; amountCents: number; idempotencyKey: string; claim?: string }): Promise<RefundResult>;
  /**
   * Whether a completed payment has been given back, as the provider has it (a refund whose answer a crash
   * lost is found here). With `claim`: whether a refund was made under that claim (a part refund is one).
   * Without: whether it was given back in full; it throws when the provider holds a part refund only, or
   * cannot be reached.
   */
  findRefundState(input: { reference: string; amountCents: number; claim?: string }): Promise<RefundState>;
};

/** spec §8 'Payment request failed', without the source's undefined name: the provider's name is ours. */
export const GATEWAY_FAILURE_MESSAGE =
  'An error occurred while connecting to the payment gateway. Please check whether your account has been charged; ' +
  'if it has, contact Care Supply Co before trying again.';
