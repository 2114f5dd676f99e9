// A request's status in words (issue #29 Part 1).
export const APPROVAL_STATUS_WORDS = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
} as const;
export type ApprovalStatusWords = keyof typeof APPROVAL_STATUS_WORDS;
