// An approval request as the buyer and the managers read it (issue #29 Part 1).
import type { ApprovalJson } from '../../../shared/schemas/approvals.ts';
import type { ApprovalRow } from './approvals.repo.ts';

const nameOf = (first: string | null, last: string | null, email: string) => [first, last].filter(Boolean).join(' ').trim() || email;

export function toApprovalJson(row: ApprovalRow): ApprovalJson {
  const address = row.shippingInfo;
  return {
    id: row.id,
    status: row.status,
    buyer: { id: row.userId, name: nameOf(row.buyerFirstName, row.buyerLastName, row.buyerEmail), email: row.buyerEmail },
    payment_type: row.paymentMethod,
    lines: row.lines.map((line) => ({ product_id: line.productId, sku: line.sku, title: line.title, image: line.image, qty: line.qty, unit_price: line.unitPriceCents, line_total: line.lineTotalCents })),
    sub_total: row.totals.subTotalCents,
    // Requests held before freight (issue #29 Part 2) stored no shipping.
    shipping: (row.totals as Partial<typeof row.totals>).shippingCents ?? 0,
    tax_total: row.totals.taxTotalCents,
    total: row.totals.totalCents,
    delivery_date: row.deliveryDate,
    reasons: row.reasons,
    purchase_order_no: address.purchase_order_no,
    delivery_address: [address.company, address.line_1, address.line_2, address.suburb, address.city, address.post_code].filter(Boolean).join(', '),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: row.decidedByUserId !== null && row.decidedByEmail ? { id: row.decidedByUserId, name: nameOf(row.decidedByFirstName, row.decidedByLastName, row.decidedByEmail), email: row.decidedByEmail } : null,
    decline_reason: row.declineReason,
    order: row.orderId !== null && row.orderNumber ? { id: row.orderId, order_number: row.orderNumber } : null,
  };
}
