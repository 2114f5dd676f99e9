// A payment on account as JSON (issue #28 Part 2).
import type { PaymentJson } from '../../../shared/schemas/account-payments.ts';
import type { StoredPayment } from './account-payments.repo.ts';

export function toPaymentJson(payment: StoredPayment): PaymentJson {
  const allocated = payment.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  return {
    id: payment.id,
    reference: payment.reference,
    account_number: payment.accountNumber,
    amount: payment.amountCents,
    paid_at: payment.paidOn,
    recorded_at: payment.recordedAt,
    allocations: payment.allocations.map((allocation) => ({ invoice_number: allocation.invoiceNumber, amount: allocation.amountCents })),
    unallocated: payment.amountCents - allocated,
  };
}
