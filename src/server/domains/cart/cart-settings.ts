import type { AppConfig } from '../../config.ts';
import { gstRateBasisPoints } from '../../kernel/gst-totals.ts';

/** spec §3 Cart settings plus the GST rate, fixed at start-up from the config. */
export type CartSettings = {
  taxRateBasisPoints: number;
  isTaxInclusive: boolean;
  /** The spec gives no freight rule: shipping is 0 and marked free. */
  calculateFreight: false;
  freeShipping: true;
};

export function cartSettingsOf(config: Pick<AppConfig, 'gstPercent' | 'taxInclusive'>): CartSettings {
  return {
    taxRateBasisPoints: gstRateBasisPoints(config.gstPercent),
    isTaxInclusive: config.taxInclusive,
    calculateFreight: false,
    freeShipping: true,
  };
}
