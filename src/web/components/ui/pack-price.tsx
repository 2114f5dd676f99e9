import { packSizeLabel, unitPriceLabel } from '../../../shared/pack-price.ts';

/**
 * 'Pack of 150 · $0.17 each' beside a price (issue #16 item 7); nothing for a product sold by the unit.
 * Without a price (a guest) only the pack size shows.
 */
export function PackPrice({ packSize, priceCents, className }: { packSize: number | null | undefined; priceCents?: number | null; className?: string }) {
  const pack = packSizeLabel(packSize);
  if (!pack) return null;
  const unit = unitPriceLabel(priceCents, packSize);
  return <span className={className ? `pack-price ${className}` : 'pack-price'}>{unit ? `${pack} · ${unit}` : pack}</span>;
}
