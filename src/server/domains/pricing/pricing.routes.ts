// The ERP's contract prices (issue #27 Part 3), with an API key scoped `pricing`:
//   PUT /api/integration/customer-groups, PUT /api/integration/price-lists
import {
  pricingUpsertResponseSchema,
  upsertCustomerGroupsBodySchema,
  upsertPriceListsBodySchema,
} from '../../../shared/schemas/pricing.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { callingKeyActor } from '../audit/audit.service.ts';
import type { PricingSyncService } from './pricing-sync.service.ts';

/** 20,000 entries of a list, and a hundred lists a call, in JSON. */
const PRICING_BODY_LIMIT_BYTES = 32 * 1024 * 1024;
const ERRORS = { 422: 'A record is invalid (errors keyed by path, e.g. "price_lists.0.entries.12.price"): nothing was changed.', 429: 'Too many requests with this key.' };

export function registerPricingRoutes(app: StoreHttp, deps: { sync: PricingSyncService }): void {
  const { sync } = deps;

  app.put('/api/integration/customer-groups', {
    bodyLimit: PRICING_BODY_LIMIT_BYTES,
    schema: { body: upsertCustomerGroupsBodySchema },
    config: {
      access: 'integration', scope: 'pricing',
      docs: {
        summary: 'Upsert customer groups by code, each with exactly the accounts sent (up to 100 groups, all or nothing)',
        description: 'An account belongs to at most one group: one sent in a group moves there from its old group.',
        response: pricingUpsertResponseSchema,
        errors: ERRORS,
      },
    },
  }, async (request) => ({ data: await sync.upsertGroups(callingKeyActor(request), request.body) }));

  app.put('/api/integration/price-lists', {
    bodyLimit: PRICING_BODY_LIMIT_BYTES,
    schema: { body: upsertPriceListsBodySchema },
    config: {
      access: 'integration', scope: 'pricing',
      docs: {
        summary: 'Upsert price lists by code, each whole: entries (up to 20,000), category rules and assignments (up to 100 lists, all or nothing)',
        description:
          'A list sent replaces the stored one: its entries, category rules, accounts and groups. Prices are in cents. valid_from and valid_to are New Zealand days (YYYY-MM-DD), both included. A buyer pays the lowest of the list price, the special price and every entry or rule of a list in force for their account or group whose min_qty is at most the quantity.',
        response: pricingUpsertResponseSchema,
        errors: ERRORS,
      },
    },
  }, async (request) => ({ data: await sync.upsertPriceLists(callingKeyActor(request), request.body) }));
}
