import type { ShippingInfo } from '../../../shared/schemas/addresses.ts';
import type { PlaceNames } from './order.types.ts';

/**
 * spec §3 'shipping_full_address': the shipping address on one line: line 1, line 2, suburb, city,
 * post code, region, country; empty parts are left out.
 */
export function shippingFullAddress(
  info: Pick<ShippingInfo, 'line_1' | 'line_2' | 'suburb' | 'city' | 'post_code'>,
  places: PlaceNames,
): string {
  return [info.line_1, info.line_2, info.suburb, info.city, info.post_code, places.region, places.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
