// API test helpers for contract prices (issue #27): an ERP key scoped `pricing`, and a price list sent whole.
import type { IntegrationPriceList } from '../../../shared/schemas/pricing.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { newErp } from '../integration/integration.fixtures.ts';

export type PriceListInput = Partial<Omit<IntegrationPriceList, 'code'>> & { code: string };

/** A list as the ERP sends it: active, open dates, no rules, unless told otherwise. */
export function priceList(input: PriceListInput) {
  return { name: `List ${input.code}`, active: true, entries: [], account_numbers: [], group_codes: [], ...input };
}

/** An ERP client with a key scoped `pricing`. */
export function pricingErp(testApp: TestApp) {
  return newErp(testApp, ['pricing']);
}

/** Sends these lists through the ERP's API; throws unless they were taken. */
export async function putPriceLists(testApp: TestApp, lists: PriceListInput[]): Promise<void> {
  const erp = await pricingErp(testApp);
  const answer = await erp.put('/api/integration/price-lists', { price_lists: lists.map(priceList) });
  if (answer.status !== 200) throw new Error(`price lists refused: ${answer.status} ${answer.text}`);
}
