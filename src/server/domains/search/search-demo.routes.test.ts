// Issue #26 items 21 and 22 on the demo catalogue, with both engines: facets naming the parent where two
// categories share a title, category words in matching, and partial matches rather than an empty page.
import { describe, expect, it } from 'vitest';
import { productsResponseSchema, type ProductsResponse } from '../../../shared/schemas/catalogue.ts';
import { apiAsNewGuest, okBody } from '../../testing/api.ts';
import { useDemoSearchTestApp } from './search.fixtures.ts';

describe.each(['memory', 'postgres'] as const)('search on the demo catalogue (%s engine)', (engine) => {
  const testApp = useDemoSearchTestApp(engine);
  const search = async (query: string): Promise<ProductsResponse> =>
    productsResponseSchema.parse(okBody(await (await apiAsNewGuest(testApp)).get(`/api/products?${query}`)));

  it('names the parent of a facet whose title another facet shares (issue #26 item 21)', async () => {
    const body = await search('keyword=dermacare&per_page=1');
    const titles = body.meta.facets?.categories.map((facet) => facet.title) ?? [];
    expect(titles).toEqual(expect.arrayContaining(['Skin Care (Continence Care)', 'Skin Care (Personal Care)']));
    expect(titles).not.toContain('Skin Care');
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('finds the continence pads for words split between their title and their category (issue #26 item 22)', async () => {
    const body = await search('keyword=incontinence%20pads&per_page=24');
    expect(body.meta.total).toBeGreaterThan(20);
    expect(body.meta).not.toHaveProperty('left_out_words');
    for (const product of body.data) expect(product.category.url).toMatch(/^\/category\/continence\//);
    expect(body.data.filter((product) => /Pad/.test(product.title)).length).toBeGreaterThan(20);
  });

  it('shows the best partial matches for words no product holds together, naming those left out (issue #26 item 22)', async () => {
    const body = await search('keyword=incontinence%20pads%20purple&per_page=3');
    expect(body.meta.left_out_words).toEqual(['purple']);
    expect(body.data.length).toBe(3);
    for (const product of body.data) expect(product.category.url).toMatch(/^\/category\/continence\//);
  });
});
