// A desk change of an order in words (issue #30 Part 2): the timeline's line, and the buyer's e-mail.
import { formatCents } from '../../../shared/money.ts';
import type { ChangedLine, ChangeSummary } from './order-change.types.ts';

/** '10 → 6 × Gloves M (GLV-M)', 'Added 2 × …', 'Removed 3 × …'. */
export function changedLineText(line: ChangedLine): string {
  const what = `${line.title} (${line.sku})`;
  if (line.from === 0) return `Added ${line.to} × ${what}`;
  if (line.to === 0) return `Removed ${line.from} × ${what}`;
  return `${line.from} → ${line.to} × ${what}`;
}

/** The total before and after, and what went back to the card. */
export function changeTotalsText(summary: ChangeSummary): string {
  const refund = summary.refundedCents > 0 ? ` ${formatCents(summary.refundedCents)} refunded to the card.` : '';
  return `Total ${formatCents(summary.previousTotalCents)} → ${formatCents(summary.totalCents)} incl. GST.${refund}`;
}

/** The timeline's note: every line changed, then the totals. */
export function changeNoteText(summary: ChangeSummary): string {
  return `${summary.lines.map(changedLineText).join('; ')}. ${changeTotalsText(summary)}`;
}
