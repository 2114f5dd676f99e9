// The shipping and billing details of an order the store places for a buyer rather than through their
// checkout (a standing order, issue #10; an order the desk takes by phone, issue #30 Part 4): delivered to
// one of the account's addresses, billed to the account's billing address (the delivery address when the
// account has none), in the buyer's name.
import type { BillingInfo, ShippingInfo } from '../../shared/schemas/addresses.ts';
import type { ViewerUser } from './viewer.ts';

/** An account's delivery address, as the addresses domain keeps it. */
export type DeliveryAddress = {
  line1: string;
  line2: string | null;
  suburb: string;
  city: string;
  postCode: string;
  phone: string;
  country: { id: number };
  region: { id: number } | null;
};

/** The account's own details an order takes: its names, phone and billing address. */
export type AccountBillingDetails = {
  name: string;
  companyName: string;
  phone: string;
  billingAddress1: string;
  billingAddress2: string;
  billingCity: string;
  billingPhone: string;
  billingPostCode: string;
};

function billingOf({ notes: _notes, purchase_order_no: _purchaseOrderNo, ...billing }: ShippingInfo): BillingInfo {
  return billing;
}

export function orderAddressesFor(
  buyer: ViewerUser,
  address: DeliveryAddress,
  details: AccountBillingDetails,
  purchaseOrderNo: string,
): { shippingInfo: ShippingInfo; billingInfo: BillingInfo } {
  const contact = {
    first_name: buyer.firstName || buyer.email,
    last_name: buyer.lastName,
    company: details.companyName || details.name,
    email: buyer.email,
  };
  const shippingInfo: ShippingInfo = {
    ...contact,
    phone: address.phone || details.phone,
    line_1: address.line1,
    line_2: address.line2 ?? '',
    suburb: address.suburb,
    city: address.city,
    post_code: address.postCode,
    region_id: address.region?.id ?? 0,
    country_id: address.country.id,
    notes: '',
    purchase_order_no: purchaseOrderNo,
  };
  const billingInfo: BillingInfo = details.billingAddress1
    ? {
        ...contact,
        phone: details.billingPhone || shippingInfo.phone,
        // My Account keeps the billing address as street (address1), suburb (address2), city, post code.
        line_1: details.billingAddress1,
        line_2: '',
        suburb: details.billingAddress2,
        city: details.billingCity,
        post_code: details.billingPostCode,
        region_id: 0,
        country_id: address.country.id,
      }
    : billingOf(shippingInfo);
  return { shippingInfo, billingInfo };
}
