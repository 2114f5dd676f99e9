import { describe, expect, it } from 'vitest';
import { approvalDay, approvalsHref, emptyApprovalsText, parseApprovalFilter } from './approval-format.ts';

describe('the approvals list address', () => {
  it('reads a known status and a page, and leaves out anything else', () => {
    expect(parseApprovalFilter(new URLSearchParams('status=pending&page=2'))).toEqual({ status: 'pending', page: 2 });
    expect(parseApprovalFilter(new URLSearchParams('status=maybe&page=-1'))).toEqual({ status: null, page: 1 });
    expect(parseApprovalFilter(new URLSearchParams('page=1.5'))).toEqual({ status: null, page: 1 });
  });

  it('writes the address back, page 1 and no status left out', () => {
    expect(approvalsHref({ status: 'declined', page: 1 }, 3)).toBe('/my-account/approvals?status=declined&page=3');
    expect(approvalsHref({ status: null, page: 4 })).toBe('/my-account/approvals');
  });

  it('says what an empty list means, and days in New Zealand time', () => {
    expect(emptyApprovalsText({ status: 'pending', page: 1 })).toBe('No orders awaiting approval.');
    expect(emptyApprovalsText({ status: null, page: 1 })).toBe('No order has been sent for approval.');
    expect(approvalDay('2026-12-03T12:30:00Z')).toBe('4 Dec 2026');
  });
});
