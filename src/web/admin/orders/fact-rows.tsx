// Term and value pairs of an order, inside an order's `<dl className="admin-facts">`.
export function FactRows({ facts }: { facts: [string, string][] }) {
  return facts.map(([term, value]) => (
    <div key={term}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  ));
}

/** 'NZ Couriers · ABC123', or the carrier alone. */
export const carrierText = (carrier: string, trackingRef: string | null) => [carrier, trackingRef].filter(Boolean).join(' · ');
