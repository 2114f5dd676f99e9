// The demo store's delivery zones (issue #29 Part 2): beside the default zone (Monday to Friday, no
// freight), the demo home's Hamilton and Tauranga addresses fall in a zone delivered on Tuesdays and
// Thursdays with freight, free over $400, and Northland comes on Wednesdays. Post codes the browser
// tests use (Auckland, Lower Hutt, Wellington) stay out of them.
import type { CreateDeliveryZoneBody } from '../../../shared/schemas/delivery.ts';

export const DEMO_ZONES: readonly CreateDeliveryZoneBody[] = [
  { name: 'Waikato and Bay of Plenty', post_codes: ['3000-3999'], weekdays: [2, 4], cutoff_time: '12:00', cutoff_days_before: 1, lead_days: 1, is_default: false, freight: 1_500, free_over: 40_000 },
  { name: 'Northland', post_codes: ['0100-0599'], weekdays: [3], cutoff_time: '14:00', cutoff_days_before: 2, lead_days: 1, is_default: false, freight: 2_500, free_over: 50_000 },
];
