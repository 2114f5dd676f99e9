import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchFacets as SearchFacetsJson } from '../../../shared/schemas/catalogue.ts';
import { buildFacetSearch, SEARCH_LISTING, type SearchFacetParams } from './listing-params.ts';
import { hasSearchFacets, SearchFacets } from './search-facets.tsx';

const FACETS: SearchFacetsJson = {
  categories: [
    { id: 11, title: 'Nitrile Gloves', url: 'gloves-ppe/nitrile-gloves', count: 12 },
    { id: 12, title: 'Vinyl Gloves', url: 'gloves-ppe/vinyl-gloves', count: 1 },
    { id: 13, title: 'Latex Gloves', url: 'gloves-ppe/latex-gloves', count: 0 },
  ],
  on_sale: 4,
};
const NONE: SearchFacetParams = { categoryId: null, isOnSale: false };

/** The facets as the server renders them on /search?keyword=glovs&as_typed=1&sort=name-asc&page=3. */
async function render(facets: SearchFacetsJson, chosen: SearchFacetParams): Promise<string> {
  const hrefFor = (next: SearchFacetParams) =>
    `/search${buildFacetSearch({ page: 3, perPage: 24, sort: 'name-asc', inStock: false }, SEARCH_LISTING, { keyword: 'glovs', as_typed: '1' }, next)}`;
  const handler = createStaticHandler([{ id: 'search', path: '/search', Component: () => createElement(SearchFacets, { facets, chosen, hrefFor }) }]);
  const context = await handler.query(new Request('http://store.test/search?keyword=glovs&as_typed=1&sort=name-asc&page=3'));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false })).replaceAll('&amp;', '&').replaceAll('<!-- -->', '');
}

/** Each link's href and text, tags stripped. */
const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', inner = '']) => ({
    href: /href="([^"]*)"/.exec(attributes)?.[1],
    isCurrent: attributes.includes('aria-current="true"'),
    // The accessible name: the aria-label where there is one, else the text.
    text: /aria-label="([^"]*)"/.exec(attributes)?.[1] ?? inner.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim(),
  }));

describe('SearchFacets (issue #18)', () => {
  it('links each category with a count and specials, back to page 1 with the words as typed and the sort kept', async () => {
    const html = await render(FACETS, NONE);
    expect(links(html)).toEqual([
      { href: '/search?keyword=glovs&as_typed=1&category_id=11&sort=name-asc', isCurrent: false, text: 'Nitrile Gloves 12 products' },
      { href: '/search?keyword=glovs&as_typed=1&category_id=12&sort=name-asc', isCurrent: false, text: 'Vinyl Gloves 1 product' },
      { href: '/search?keyword=glovs&as_typed=1&on_sale=1&sort=name-asc', isCurrent: false, text: 'On special 4 products' },
    ]);
    expect(html).toMatch(/<nav [^>]*aria-labelledby="([^"]+)"[\s\S]*<h2 id="\1"[^>]*>Filter results<\/h2>/);
    expect(html).not.toMatch(/Clear/);
  });

  it('marks the choices in force, keeps each while choosing the other, and offers to clear each and all', async () => {
    const html = await render(FACETS, { categoryId: 12, isOnSale: true });
    expect(links(html)).toEqual([
      { href: '/search?keyword=glovs&as_typed=1&sort=name-asc', isCurrent: false, text: 'Clear all filters' },
      { href: '/search?keyword=glovs&as_typed=1&on_sale=1&sort=name-asc', isCurrent: false, text: 'Clear category filter' },
      { href: '/search?keyword=glovs&as_typed=1&category_id=11&on_sale=1&sort=name-asc', isCurrent: false, text: 'Nitrile Gloves 12 products' },
      { href: '/search?keyword=glovs&as_typed=1&category_id=12&on_sale=1&sort=name-asc', isCurrent: true, text: 'Vinyl Gloves 1 product' },
      { href: '/search?keyword=glovs&as_typed=1&category_id=12&sort=name-asc', isCurrent: false, text: 'Clear specials filter' },
      { href: '/search?keyword=glovs&as_typed=1&category_id=12&on_sale=1&sort=name-asc', isCurrent: true, text: 'On special 4 products' },
    ]);
    expect(html).toContain('(2 chosen)');
  });

  it('still offers to clear a chosen category the matches are not in, and leaves out an empty specials choice', async () => {
    const html = await render({ categories: [], on_sale: 0 }, { categoryId: 99, isOnSale: false });
    expect(links(html).map((link) => link.text)).toEqual(['Clear all filters', 'Clear category filter']);
    expect(html).not.toContain('On special');
  });

  it('shows nothing without facets (meta.facets is optional) or with nothing to choose', () => {
    expect(hasSearchFacets(undefined, NONE)).toBe(false);
    expect(hasSearchFacets({ categories: [], on_sale: 0 }, NONE)).toBe(false);
    expect(hasSearchFacets({ categories: [{ id: 1, title: 'A', url: 'a', count: 0 }], on_sale: 0 }, NONE)).toBe(false);
    expect(hasSearchFacets({ categories: [], on_sale: 0 }, { categoryId: null, isOnSale: true })).toBe(true);
    expect(hasSearchFacets(FACETS, NONE)).toBe(true);
  });
});
