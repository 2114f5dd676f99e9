// A return on the wire (issue #30 Part 2): the buyer's shape, and the desk's with whose and by whom.
import { returnNumberOf, type ReturnJson, type StaffReturnJson } from '../../../shared/schemas/returns.ts';
import type { ReturnRow } from './returns.repo.ts';

export function toReturnJson(row: ReturnRow): ReturnJson {
  return {
    id: row.id,
    return_number: returnNumberOf(row.id),
    order_id: row.orderId,
    order_number: row.orderNumber,
    status: row.status,
    note: row.note,
    instructions: row.instructions,
    decline_reason: row.declineReason,
    restock: row.restock,
    lines: row.lines.map((line) => ({ line_id: line.lineId, sku: line.sku, title: line.title, qty: line.qty, unit_price: line.unitPriceCents, reason: line.reason, detail: line.detail })),
    credited_total: row.creditedCents,
    credit_note_numbers: row.creditNoteNumbers,
    created_at: row.createdAt,
    decided_at: row.decidedAt,
    received_at: row.receivedAt,
    credited_at: row.creditedAt,
  };
}

export function toStaffReturnJson(row: ReturnRow): StaffReturnJson {
  return {
    ...toReturnJson(row),
    account_id: row.accountId,
    account_number: row.accountNumber,
    account_name: row.accountName,
    requested_by: row.requestedBy,
    decided_by: row.decidedBy,
    received_by: row.receivedBy,
  };
}
