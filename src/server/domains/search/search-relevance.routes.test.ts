// Issue #18: the relevance set, written from the demo catalogue. Each query names products that must be
// among the first three, or a rule every one of the first three must meet (where many are equally right).
// Run against both engines; the PostgreSQL pass runs it on a PostgreSQL server as well.
import { describe, expect, it } from 'vitest';
import { apiAsNewGuest, okBody } from '../../testing/api.ts';
import { useDemoSearchTestApp } from './search.fixtures.ts';

type Expectation = { query: string; top3: string[] } | { query: string; allOfTop3: RegExp };

/** [query, SKUs that must be in the first three] or [query, what each of the first three must be called]. */
const RELEVANCE: Expectation[] = [
  // Exact SKUs and SKU prefixes first, typed any way.
  { query: 'NIT-1002', top3: ['NIT-1002'] },
  { query: 'nit 1002', top3: ['NIT-1002'] },
  { query: 'dpd1001', top3: ['DPD-1001'] },
  { query: 'DRS-101', allOfTop3: /^DRS-101\d / },
  // Whole words of the title.
  { query: 'nitrile gloves', allOfTop3: /Nitrile .*Gloves/ },
  { query: 'vinyl gloves', allOfTop3: /Vinyl Gloves/ },
  { query: 'latex examination gloves', allOfTop3: /Latex Examination Gloves/ },
  { query: 'extended cuff nitrile', allOfTop3: /Extended Cuff Nitrile/ },
  { query: 'food handling gloves', allOfTop3: /Food Handling Gloves/ },
  { query: 'heavy duty aprons', allOfTop3: /Heavy Duty Aprons/ },
  { query: 'procedure mask', allOfTop3: /Procedure Mask/ },
  { query: 'n95 respirator', allOfTop3: /N95 Respirator/ },
  { query: 'urinal blocks', allOfTop3: /Urinal Blocks/ },
  { query: 'descaler', allOfTop3: /Descaler/ },
  { query: 'fabric softener', top3: ['LND-1011'] },
  { query: 'hand sanitiser', allOfTop3: /Hand Sanitiser/ },
  { query: 'coffee cup', allOfTop3: /Coffee Cup/ },
  { query: 'portion cup', allOfTop3: /Portion Cup/ },
  { query: 'soup bowl', top3: ['PLB-1013', 'PLB-1005'] },
  { query: 'wooden fork', allOfTop3: /Wooden Fork/ },
  { query: 'cocktail napkin', allOfTop3: /Cocktail Napkin/ },
  { query: 'tea bags', top3: ['BEV-1009'] },
  { query: 'nutritional shake', allOfTop3: /Nutritional Shake/ },
  { query: 'fibre feed', allOfTop3: /Fibre Feed/ },
  { query: 'skin protectant', allOfTop3: /Skin Protectant/ },
  { query: 'bed protector', allOfTop3: /Bed Protector/ },
  { query: 'cleansing foam', allOfTop3: /Cleansing Foam/ },
  { query: 'foam dressing', allOfTop3: /Foam Dressing/ },
  { query: 'digital thermometer', allOfTop3: /Digital Thermometer/ },
  { query: 'toilet tissue', allOfTop3: /Toilet Tissue/ },
  { query: 'hand towel dispenser', allOfTop3: /Hand Towel Dispenser/ },
  { query: 'alcohol free mouthwash', allOfTop3: /Alcohol Free Mouthwash/ },
  { query: 'gluten free crackers', top3: ['SNK-1007', 'SNK-1001'] },
  { query: 'body wash', allOfTop3: /Body Wash/ },
  // Prefixes of what is being typed.
  { query: 'nitr glo', allOfTop3: /Nitrile.*Gloves/ },
  { query: 'therm', allOfTop3: /Thermometer|Thermal/ },
  { query: 'wet wip', allOfTop3: /Wet Wipes/ },
  // Misspellings: one edit from 4 letters, two from 8; a swap of neighbouring letters is one.
  { query: 'glvoes', allOfTop3: /Gloves/ },
  { query: 'nitirle gloves', allOfTop3: /Nitrile .*Gloves/ },
  { query: 'thermometr', allOfTop3: /Thermometer/ },
  { query: 'sanitizer', allOfTop3: /Sanitiser/ },
  { query: 'mouthwsh', allOfTop3: /Mouthwash/ },
  { query: 'thickner', allOfTop3: /Thicken/ },
  // Synonyms care buyers use.
  { query: 'glove', allOfTop3: /Gloves/ },
  { query: 'wipe', allOfTop3: /Wipes/ },
  { query: 'serviette', allOfTop3: /Napkin/ },
  { query: 'nappy', allOfTop3: /Pad/ },
  { query: 'continence wipes', allOfTop3: /Wipes/ },
  // Sizes match the title's size as a whole, never a pack suffix (issue #26 item 23: '10 X 10cm-5').
  { query: '5 x 5 dressing', allOfTop3: /Dressing 5 X 5cm-/ },
  { query: '5x5 dressing', allOfTop3: /Dressing 5 X 5cm-/ },
  { query: 'foam dressing 10x10cm', top3: ['DRS-1012', 'DRS-1006'] },
  { query: '15 x 15', allOfTop3: /15 X 15cm-/ },
  { query: 'underpad 60 x 90', top3: ['UBP-1004'] },
  { query: '90x60 underpad', top3: ['UBP-1004'] },
  { query: 'crepe bandage 10cm', top3: ['BND-1004'] },
  { query: '7.5cm bandage', top3: ['BND-1013', 'BND-1012'] },
  { query: '7.5 cm bandage', top3: ['BND-1013', 'BND-1012'] },
  { query: '500ml', allOfTop3: /500ml/ },
];

describe.each(['memory', 'postgres'] as const)('search relevance (%s engine)', (engine) => {
  const testApp = useDemoSearchTestApp(engine);

  it(`answers with the ${engine} engine`, () => {
    const size = testApp.app.services.catalogueSearch.indexSize();
    if (engine === 'memory') expect(size).toBeGreaterThan(400);
    else expect(size).toBeNull();
  });

  it.each(RELEVANCE.map((expectation) => [expectation.query, expectation] as const))('ranks %s', async (_query, expectation) => {
    const guest = await apiAsNewGuest(testApp);
    const body = okBody<{ data: { sku: string; title: string }[] }>(await guest.get(`/api/products?keyword=${encodeURIComponent(expectation.query)}&per_page=3`));
    const top3 = body.data.map((product) => `${product.sku} ${product.title}`);
    if ('top3' in expectation) {
      for (const sku of expectation.top3) expect(top3.some((line) => line.startsWith(`${sku} `)), `${sku} in ${top3.join(' / ')}`).toBe(true);
    } else {
      expect(top3.length, top3.join(' / ')).toBe(3);
      for (const line of top3) expect(line).toMatch(expectation.allOfTop3);
    }
  });
});
