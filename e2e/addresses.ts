// A delivery address for a spec's checkout through the API: an Auckland address with the fields a spec
// names its own (new specs use this; the older ones still spell theirs out).
import type { BillingInfo, ShippingInfo } from '../src/shared/schemas/addresses.ts';

export function aucklandShipping(own: Pick<ShippingInfo, 'first_name' | 'last_name' | 'company' | 'email' | 'line_1'> & Partial<ShippingInfo>): ShippingInfo {
  return { phone: '09 555 0100', line_2: '', suburb: 'Ponsonby', city: 'Auckland', region_id: 2, country_id: 155, post_code: '1011', notes: '', purchase_order_no: '', ...own };
}

/** The billing address of the same place (billing has no notes or PO). */
export function billingOf({ notes: _notes, purchase_order_no: _po, ...billing }: ShippingInfo): BillingInfo {
  return billing;
}
