import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreHttp } from '../../http/route-input.ts';
import { z } from 'zod';
import {
  categoryDetailJsonSchema,
  categoryNodeJsonSchema,
  categoryQuerySchema,
  productDetailJsonSchema,
  productsQuerySchema,
  productsResponseSchema,
  type ProductsQuery,
  type NavItemJson,
} from '../../../shared/schemas/catalogue.ts';
import { suggestQuerySchema, suggestResponseSchema, type SuggestResponse } from '../../../shared/schemas/search.ts';
import type { ApiError } from '../../../shared/api-error.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { NotFoundError } from '../../errors.ts';
import { parseInput } from '../../http/error-handler.ts';
import { categoryImageSvg, productImageSvg } from './catalogue-images.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { toCategoryDetailJson, toCategoryNodeJson } from './category-json.ts';
import { categoryUrl, normaliseCategoryPath } from './category-tree.ts';
import { paginationLinks, queryStringOf } from './listing-links.ts';
import { listingBody, productJsonBytes } from './product-json-bytes.ts';
import { toCategoryLink, toProductDetailJson, toProductJson } from './product-json.ts';
import { createAnswerBytes } from './answer-bytes.ts';
import type { StockDisplay } from './stock-json.ts';
import { toSearchFacetsJson, toSuggestedProductJson } from './search-json.ts';

/** A product's id (digits) or slug, as GET /api/products/{idOrSlug} reads it. */
const productKeyParamsSchema = z.object({ idOrSlug: z.string() });
const navItemJsonSchema = z.object({ id: z.number(), label: z.string(), url: z.string() });

const SKU_FILE = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63})\.svg$/;

function sendSvg(reply: FastifyReply, body: string, maxAgeSeconds: number): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${maxAgeSeconds}${maxAgeSeconds >= 31_536_000 ? ', immutable' : ''}`)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(body);
}

export function registerCatalogueRoutes(app: StoreHttp, deps: { catalogue: CatalogueService; stock: StockDisplay }): void {
  const { catalogue, stock } = deps;
  const keptAnswers = createAnswerBytes();

  /**
   * A keyword search's or a suggestion's answer, kept while it cannot have changed (answer-bytes.ts). A kept
   * answer exists only for a URL that passed validation for the same kind of viewer, so it is sent unparsed.
   */
  async function keptOrMade(request: FastifyRequest, reply: FastifyReply, make: () => Promise<Buffer>): Promise<FastifyReply> {
    const kept = await catalogue.answerStamp(request.viewer);
    const key = kept ? `${kept.viewerKey} ${request.url}` : '';
    let body = kept ? keptAnswers.get(kept.stamp, key) : undefined;
    if (!body) {
      body = await make();
      if (kept) keptAnswers.set(kept.stamp, key, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  }

  async function productsListing(request: FastifyRequest, query: ProductsQuery): Promise<Buffer> {
    const viewer = request.viewer;
    const listing = await catalogue.listProducts(query, viewer);
    const meta = paginationMeta(query.page, query.per_page, listing.total);
    const products = listing.items.map(({ product, category }, index) => productJsonBytes(product, category, viewer, listing.prices?.[index], stock));
    return listingBody(products, {
      meta: {
        ...meta,
        ...(listing.correctedKeyword !== undefined ? { corrected_keyword: listing.correctedKeyword } : {}),
        ...(listing.facets ? { facets: toSearchFacetsJson(listing.facets) } : {}),
        ...(listing.leftOutWords ? { left_out_words: listing.leftOutWords } : {}),
      },
      links: paginationLinks('/api/products', queryStringOf(request.url), meta),
    });
  }

  // spec §7 GET /api/products: listings, selectors (per_page 10000) and keyword search.
  app.get('/api/products', {
    schema: { querystring: productsQuerySchema },
    config: { access: 'public', docs: { summary: 'Products: listings, selectors and keyword search (spec §7); prices for signed-in buyers only', response: productsResponseSchema } },
  }, async (request, reply) => {
    const query = request.query;
    if ((query.keyword ?? '').trim() !== '') return keptOrMade(request, reply, () => productsListing(request, query));
    return reply.type('application/json; charset=utf-8').send(await productsListing(request, query));
  });

  // Issue #18: suggestions as the buyer types (the header's combobox, quick order, the Resident Tracker).
  app.get('/api/search/suggest', {
    schema: { querystring: suggestQuerySchema },
    config: { access: 'public', docs: { summary: 'Suggestions as the buyer types: up to 8 products and 3 categories', response: suggestResponseSchema } },
  }, async (request, reply) =>
    keptOrMade(request, reply, async () => {
      const { q } = request.query;
      const viewer = request.viewer;
      const found = await catalogue.suggest(q, viewer);
      const answer: SuggestResponse = {
        data: {
          products: found.items.map(({ product, category }, index) => toSuggestedProductJson(toProductJson(product, category, viewer, found.prices?.[index], stock))),
          categories: found.categories.map((category) => toCategoryLink(category)),
        },
      };
      return Buffer.from(JSON.stringify(answer));
    }),
  );

  app.get<{ Params: { idOrSlug: string } }>('/api/products/:idOrSlug', {
    schema: { params: productKeyParamsSchema },
    config: { access: 'public', docs: { summary: 'One product by id or slug, with its trail and variant matrix (spec §7)', response: z.object({ data: productDetailJsonSchema }) } },
  }, async (request) => {
    const viewer = request.viewer;
    const { idOrSlug } = request.params;
    // Digits are an id (a slug always has letters): out of the id range is a 422, like every id (issue #16 item 28).
    if (/^\d+$/.test(idOrSlug)) parseInput(idParamsSchema, { id: idOrSlug });
    const { product, trail, prices } = await catalogue.getProduct(idOrSlug, viewer);
    return { data: toProductDetailJson(product, trail, viewer, prices ?? undefined, stock) };
  });

  app.get('/api/categories', {
    config: { access: 'public', docs: { summary: 'The category tree the viewer may see (rest_acc applied)', response: z.object({ data: z.array(categoryNodeJsonSchema) }) } },
  }, async (request) => {
    const { roots, hidden } = await catalogue.listCategoryTree(request.viewer);
    return { data: roots.map((root) => toCategoryNodeJson(root, hidden)) };
  });

  // Beyond §7 (issue #16 item 21): the header's extra nav links, less those whose rest_acc names the account.
  app.get('/api/nav-items', {
    config: { access: 'public', docs: { summary: 'The header\u2019s extra nav links the viewer may see', response: z.object({ data: z.array(navItemJsonSchema) }) } },
  }, async (request): Promise<{ data: NavItemJson[] }> => {
    return { data: await catalogue.listNavItems(request.viewer) };
  });

  app.get('/api/category', {
    schema: { querystring: categoryQuerySchema },
    config: {
      access: 'public',
      docs: {
        summary: 'A category page\u2019s category by its full path: blurb, trail, siblings, children',
        response: z.object({ data: categoryDetailJsonSchema }),
        errors: { 404: 'No category the viewer may see has this path. For a path a category has left (moved, or its address changed), `moved_to` says where it is now: `{id, path, url}`.' },
      },
    },
  }, async (request, reply) => {
    const { path } = request.query;
    const page = await catalogue.findCategoryPage(path, request.viewer);
    if (page.isMoved) {
      const { id, path: current } = page.node;
      const body: ApiError = { message: 'This category has moved.', moved_to: { id, path: current, url: categoryUrl(current) } };
      return reply.code(404).send(body);
    }
    return { data: toCategoryDetailJson(page.view) };
  });

  // Generated pictures: a product's depends only on its SKU (a variant's colour too), so it is cached for a year.
  app.get<{ Params: { file: string }; Querystring: { view?: string } }>('/images/products/:file', {
    schema: { params: z.object({ file: z.string() }) },
    config: { access: 'public', docs: { summary: 'A product\u2019s generated picture by SKU (cached for a year)', produces: 'image/svg+xml' } },
  }, async (request, reply) => {
    const sku = SKU_FILE.exec(request.params.file)?.[1];
    if (!sku) throw new NotFoundError('image', request.params.file);
    const swatch = await catalogue.findPictureSwatch(sku);
    return sendSvg(reply, productImageSvg(sku, request.query.view === '2' ? 2 : 1, swatch), 31_536_000);
  });

  for (const [prefix, variant] of [
    ['/images/categories/', 'card'],
    ['/images/banners/', 'banner'],
  ] as const) {
    app.get<{ Params: { '*': string } }>(`${prefix}*`, {
      schema: { params: z.object({ '*': z.string() }) },
      config: { access: 'public', docs: { summary: `A category\u2019s generated ${variant} picture by path`, produces: 'image/svg+xml' } },
    }, async (request, reply) => {
      const file = request.params['*'];
      const path = file.endsWith('.svg') ? normaliseCategoryPath(file.slice(0, -4)) : null;
      const category = path === null ? null : await catalogue.findCategoryByPath(path);
      if (category) return sendSvg(reply, categoryImageSvg(category, variant), 86_400);
      // A moved category's old picture address (a page or an e-mail made before the move) sends on for a day.
      const moved = path === null ? null : await catalogue.findMovedCategory(path);
      if (!moved) throw new NotFoundError('image', file);
      return reply.header('cache-control', `public, max-age=${86_400}`).redirect(`${prefix}${moved.path}.svg`, 301);
    });
  }
}
