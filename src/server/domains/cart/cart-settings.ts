import type { AppConfig } from '../../config.ts';
import { gstRateBasisPoints } from '../../kernel/gst-totals.ts';
import type { CartSettings } from './cart.types.ts';

export function cartSettingsOf(config: Pick<AppConfig, 'gstPercent' | 'taxInclusive'>): CartSettings {
  return {
    taxRateBasisPoints: gstRateBasisPoints(config.gstPercent),
    isTaxInclusive: config.taxInclusive,
  };
}
