import { describe, expect, it } from 'vitest';
import { changedLineText, changeNoteText } from './order-change-words.ts';

describe('a desk change in words', () => {
  it('names a line raised, lowered, added and removed', () => {
    expect(changedLineText({ sku: 'GLV-M', title: 'Gloves M', from: 10, to: 6 })).toBe('10 → 6 × Gloves M (GLV-M)');
    expect(changedLineText({ sku: 'APR-1', title: 'Aprons', from: 0, to: 2 })).toBe('Added 2 × Aprons (APR-1)');
    expect(changedLineText({ sku: 'APR-1', title: 'Aprons', from: 3, to: 0 })).toBe('Removed 3 × Aprons (APR-1)');
  });

  it('ends with the totals, and the refund only when the card got money back', () => {
    const lines = [{ sku: 'GLV-M', title: 'Gloves M', from: 10, to: 6 }];
    expect(changeNoteText({ lines, previousTotalCents: 11500, totalCents: 6900, refundedCents: 0 })).toBe('10 → 6 × Gloves M (GLV-M). Total $115.00 → $69.00 incl. GST.');
    expect(changeNoteText({ lines, previousTotalCents: 11500, totalCents: 6900, refundedCents: 4600 })).toBe(
      '10 → 6 × Gloves M (GLV-M). Total $115.00 → $69.00 incl. GST. $46.00 refunded to the card.',
    );
  });
});
