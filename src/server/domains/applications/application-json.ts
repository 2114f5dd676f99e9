import type { ApplicationStatus, TradeApplicationJson } from '../../../shared/schemas/admin-applications.ts';
import type { TradeApplication } from './applications.repo.ts';

/** A trade application as the back office shows it (GET /admin/api/applications and …/{id}, and the answer of a decision). */
export function toTradeApplicationJson(application: TradeApplication): TradeApplicationJson {
  return {
    id: application.id,
    status: application.status as ApplicationStatus,
    email: application.email,
    company_name: application.companyName,
    purchaser_name: application.purchaserName,
    contact_phone: application.contactPhone,
    contact_email: application.contactEmail,
    billing_address: application.billingAddress,
    billing_suburb: application.billingSuburb,
    billing_city: application.billingCity,
    billing_phone: application.billingPhone,
    billing_postcode: application.billingPostcode,
    same_address: application.sameAddress,
    shipping_address: application.shippingAddress,
    shipping_suburb: application.shippingSuburb,
    shipping_city: application.shippingCity,
    shipping_phone: application.shippingPhone,
    shipping_postcode: application.shippingPostcode,
    account_id: application.accountId,
    decline_reason: application.declineReason,
    decided_at: application.decidedAt?.toISOString() ?? null,
    created_at: application.createdAt.toISOString(),
  };
}
