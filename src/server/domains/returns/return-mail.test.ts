import { describe, expect, it } from 'vitest';
import { returnMailOf } from './return-mail.ts';
import type { ReturnRow } from './returns.repo.ts';

const row: ReturnRow = {
  id: 42,
  accountId: 1,
  accountNumber: 'A1',
  accountName: 'Kauri Care',
  orderId: 7,
  orderNumber: 'CS-100007',
  requestedBy: 'buyer@example.test',
  status: 'credited',
  note: '',
  instructions: 'Courier pickup Tuesday.',
  declineReason: 'Opened cartons cannot be returned.',
  restock: true,
  decidedBy: 'desk@example.test',
  receivedBy: 'desk@example.test',
  creditedCents: 123456,
  creditNoteNumbers: ['CN-000012'],
  createdAt: '2026-12-01T00:00:00.000Z',
  decidedAt: null,
  receivedAt: null,
  creditedAt: null,
  lines: [{ returnId: 42, lineId: 3, sku: 'APR-1', title: 'Aprons', qty: 3, unitPriceCents: 999, reason: 'damaged', detail: '' }],
};

describe('returnMailOf', () => {
  it('gives the instructions when approved, the reason when declined, and the note and amount when credited', () => {
    const approved = returnMailOf(row, 'approved', 'https://shop.example');
    expect(approved.subject).toBe('Your return RET-000042 is approved');
    expect(approved.text).toContain('- 3 × Aprons (APR-1): Arrived damaged');
    expect(approved.text).toContain('How to send the goods back:\nCourier pickup Tuesday.');
    expect(approved.text).toContain('https://shop.example/my-account/returns/42');
    expect(returnMailOf(row, 'declined', 'https://shop.example').text).toContain('Why:\nOpened cartons cannot be returned.');
    expect(returnMailOf(row, 'credited', 'https://shop.example').text).toContain('Credit note CN-000012 credits you $1,234.56 incl. GST.');
  });
});
