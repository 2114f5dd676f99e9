// Words for approvals (issue #29 Part 1): statuses, the list's filter read from the address, dates.
import { APPROVAL_STATUS_WORDS, type ApprovalStatusWords } from './approval-words.ts';

export type ApprovalFilter = { status: ApprovalStatusWords | null; page: number };

const STATUSES = Object.keys(APPROVAL_STATUS_WORDS) as ApprovalStatusWords[];

/** ?status=pending&page=2 → the filter; anything unknown is left out (all statuses, page 1). */
export function parseApprovalFilter(params: URLSearchParams): ApprovalFilter {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    status: STATUSES.find((candidate) => candidate === status) ?? null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function approvalsHref(filter: ApprovalFilter, page = 1): string {
  const params = new URLSearchParams({ ...(filter.status ? { status: filter.status } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const query = params.toString();
  return `/my-account/approvals${query ? `?${query}` : ''}`;
}

export function approvalStatusText(status: ApprovalStatusWords): string {
  return APPROVAL_STATUS_WORDS[status];
}

/** '3 Dec 2026', New Zealand time. */
export function approvalDay(iso: string): string {
  return new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Pacific/Auckland' }).format(new Date(iso));
}

export function emptyApprovalsText(filter: ApprovalFilter): string {
  return filter.status ? `No orders ${APPROVAL_STATUS_WORDS[filter.status].toLowerCase()}.` : 'No order has been sent for approval.';
}
