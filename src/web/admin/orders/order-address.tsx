// An order's address in the back office: the storefront's address block (orders.css lays out its lines).
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { AddressBlock } from '../../features/addresses/address-block.tsx';

export function OrderAddress({ title, info, place }: { title: string; info: ShippingInfo | BillingInfo; place: { country: string; region: string } }) {
  return (
    <div className="admin-address">
      <h3>{title}</h3>
      <AddressBlock info={info} place={place} />
    </div>
  );
}
