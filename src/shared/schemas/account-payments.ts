// Payments an account made on its invoices (issue #28 Part 2), as staff record one and the ERP sends them:
// amounts in cents, the day the money arrived, and the invoices it pays (by number); what is not
// allocated stays on the account as credit.
import { z } from 'zod';
import { PAYMENT_AMOUNT_MAX } from '../money.ts';
import { paginationMetaSchema } from '../pagination.ts';
import { centsAmount, centsJson, textWholeNumber } from './numbers.ts';
import { code, day } from './pricing.ts';

export { PAYMENT_AMOUNT_MAX };
/** Invoices one payment may pay. */
export const PAYMENT_ALLOCATIONS_MAX = 500;
/** Payments one ERP call may carry. */
export const PAYMENTS_BATCH_MAX = 1_000;

const positiveCents = (label: string) => centsAmount(label, PAYMENT_AMOUNT_MAX).min(1, `The ${label} must be more than 0.`);

export const paymentAllocationSchema = z.object({
  invoice_number: code('invoice number'),
  amount: positiveCents('amount'),
});

export const recordPaymentBodySchema = z
  .object({
    account_number: code('account number'),
    amount: positiveCents('amount'),
    paid_at: day('paid at'),
    reference: code('reference', 100),
    allocations: z
      .array(paymentAllocationSchema, { error: 'The allocations must be a list.' })
      .max(PAYMENT_ALLOCATIONS_MAX, `A payment may pay at most ${PAYMENT_ALLOCATIONS_MAX} invoices.`)
      .default([]),
  })
  .superRefine((payment, context) => {
    const allocated = payment.allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
    if (allocated > payment.amount) context.addIssue({ code: 'custom', path: ['allocations'], message: 'The allocations add up to more than the payment.' });
    const seen = new Set<string>();
    payment.allocations.forEach((allocation, index) => {
      if (seen.has(allocation.invoice_number)) context.addIssue({ code: 'custom', path: ['allocations', index, 'invoice_number'], message: `The invoice ${allocation.invoice_number} is allocated twice: send it once.` });
      seen.add(allocation.invoice_number);
    });
  });
export type RecordPaymentBody = z.infer<typeof recordPaymentBodySchema>;

export const recordPaymentsBatchSchema = z.object({
  payments: z
    .array(recordPaymentBodySchema, { error: 'The payments must be a list.' })
    .min(1, 'Send at least one payment.')
    .max(PAYMENTS_BATCH_MAX, `Send at most ${PAYMENTS_BATCH_MAX.toLocaleString('en-NZ')} payments at once.`),
});
export type RecordPaymentsBatch = z.infer<typeof recordPaymentsBatchSchema>;

export const paymentJsonSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  account_number: z.string(),
  amount: centsJson('What was paid'),
  paid_at: z.string().describe('The day the money arrived (YYYY-MM-DD).'),
  recorded_at: z.string(),
  allocations: z.array(z.object({ invoice_number: z.string(), amount: centsJson('What it pays of the invoice') })),
  unallocated: centsJson('What is left on the account as credit'),
});
export type PaymentJson = z.infer<typeof paymentJsonSchema>;
export const paymentResponseSchema = z.object({ data: paymentJsonSchema });

export const paymentsBatchResponseSchema = z.object({
  data: z.object({
    received: z.number().int(),
    recorded: z.number().int().describe('New payments.'),
    unchanged: z.number().int().describe('Payments recorded before under the same reference, the same in every field.'),
  }),
});

export const ageingJsonSchema = z.object({
  current: z.number().int(),
  days_1_30: z.number().int(),
  days_31_60: z.number().int(),
  days_61_90: z.number().int(),
  days_90_plus: z.number().int(),
});
export type AgeingJson = z.infer<typeof ageingJsonSchema>;

export const LEDGER_ENTRY_TYPES = ['invoice', 'credit_note', 'payment'] as const;

export const ledgerResponseSchema = z.object({
  data: z.object({
    account_number: z.string(),
    account_name: z.string(),
    today: z.string(),
    balance: centsJson('What the account owes: its invoices left to pay less its unallocated credit'),
    owed: centsJson('What its invoices still owe'),
    unallocated: centsJson('Credit on the account: payments not allocated to an invoice, and credit notes beyond what their invoices still owed'),
    ageing: ageingJsonSchema.describe('What its invoices still owe by days past their due day, in cents.'),
    entries: z.array(
      z.object({
        type: z.enum(LEDGER_ENTRY_TYPES),
        id: z.number().int(),
        number: z.string().describe('The invoice, credit note or payment reference.'),
        date: z.string(),
        due_at: z.string().nullable(),
        amount: centsJson('What it added to the balance (an invoice) or took off it (negative: a credit note or payment)'),
        outstanding: centsJson('An invoice: what it still owes').nullable(),
      }),
    ),
  }),
  meta: paginationMetaSchema,
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/** GET /admin/api/accounts/{id}/ledger: page, per_page (10..100, 50 by default). */
export const ledgerQuerySchema = z.object({
  page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
  per_page: textWholeNumber('per page', { min: 10, max: 100 }).default(50),
});
