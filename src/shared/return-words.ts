// Returns' statuses, reasons and numbers (issue #30 Part 2), without zod: the server's schemas and the
// browser's pages both read them.

export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'received', 'credited'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why a line goes back: a fixed choice, so the desk can count them; `detail` says more in the buyer's words. */
export const RETURN_REASONS = ['damaged', 'faulty', 'wrong_item', 'not_as_described', 'not_needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_WORDS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  faulty: 'Faulty',
  wrong_item: 'Wrong item sent',
  not_as_described: 'Not as described',
  not_needed: 'No longer needed',
  other: 'Other',
};

/** 'RET-000042'. */
export const returnNumberOf = (id: number): string => `RET-${String(id).padStart(6, '0')}`;
