// An address as checkout's confirm step, the confirmation page and order details show it.
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';

type Props = {
  info: BillingInfo | ShippingInfo;
  /** Country and region names (spec §2 Step 3); left out when unknown. */
  place?: { country: string; region: string };
};

export function AddressBlock({ info, place }: Props) {
  const name = `${info.first_name} ${info.last_name}`.trim();
  const cityLine = [info.city, info.post_code].filter(Boolean).join(' ');
  const placeLine = [place?.region, place?.country].filter(Boolean).join(', ');
  const lines = [info.company, info.line_1, info.line_2, info.suburb, cityLine, placeLine].filter((line) => line && line.trim() !== '');
  return (
    <address className="address-block">
      {name ? <strong>{name}</strong> : null}
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
      {info.phone ? <span>{`Phone: ${info.phone}`}</span> : null}
      {info.email ? <span>{`Email: ${info.email}`}</span> : null}
    </address>
  );
}
