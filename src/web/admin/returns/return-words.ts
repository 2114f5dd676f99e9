// How the desk reads a return's status (issue #30 Part 2).
import type { ReturnStatus } from '../../../shared/return-words.ts';

export const RETURN_DESK_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved, goods on their way',
  received: 'Received, not yet credited',
  credited: 'Credited',
  declined: 'Declined',
};
