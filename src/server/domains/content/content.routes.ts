// The content blocks' JSON (issue #11 part 8): GET /api/customers?type= (the logo grid) and
// GET /api/testimonials?category=&page= (customer stories, a page at a time with links.next); and what
// staff keep since issue #19: GET /api/content/notice, GET /api/content-pages and …/{slug}. Public.
import type { StoreHttp } from '../../http/route-input.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { z } from 'zod';
import { contentPageSummarySchema, pageSlugParamsSchema, publicContentPageJsonSchema, publicNoticeResponseSchema } from '../../../shared/schemas/admin-content.ts';
import {
  customersQuerySchema,
  customersResponseSchema,
  testimonialsQuerySchema,
  testimonialsResponseSchema,
  type CustomersResponse,
  type TestimonialsResponse,
} from '../../../shared/schemas/content.ts';
import type { ContentAdminService } from './content-admin.service.ts';
import type { ContentRepo } from './content.repo.ts';

/** Customer stories per page (a row of three cards). */
export const TESTIMONIALS_PER_PAGE = 3;

/** '' and 'all' (any case) mean every type or category (spec §2: the filter's default is All). */
const filterOf = (value: string) => (value === '' || value.toLowerCase() === 'all' ? null : value);

export function registerContentRoutes(app: StoreHttp, deps: { content: ContentRepo; contentAdmin: ContentAdminService }): void {
  const { content, contentAdmin } = deps;

  app.get('/api/customers', { schema: { querystring: customersQuerySchema },
    config: { access: 'public', docs: { summary: 'Customer logos, by customer type (spec §3 Customer logo)', response: customersResponseSchema } } }, async (request): Promise<CustomersResponse> => {
    const { type } = request.query;
    const [logos, types] = await Promise.all([content.findLogos(filterOf(type)), content.findLogoTypes()]);
    return { data: logos.map((logo) => ({ id: logo.id, title: logo.title, type: logo.type, files: logo.files })), types };
  });

  app.get('/api/testimonials', { schema: { querystring: testimonialsQuerySchema },
    config: { access: 'public', docs: { summary: 'Customer stories, three a page (spec §3 Testimonial)', response: testimonialsResponseSchema } } }, async (request): Promise<TestimonialsResponse> => {
    const { category, page } = request.query;
    const [{ rows, total }, categories] = await Promise.all([content.findTestimonialPage(filterOf(category), page, TESTIMONIALS_PER_PAGE), content.findTestimonialCategories()]);
    const meta = paginationMeta(page, TESTIMONIALS_PER_PAGE, total);
    const next = page < meta.last_page ? `/api/testimonials?${new URLSearchParams({ category, page: String(page + 1) }).toString()}` : null;
    return {
      data: rows.map((row) => ({ id: row.id, title: row.title, url: row.url, files: row.files, category: row.category, data: { name: row.name, job_title: row.jobTitle, quote: row.quote } })),
      categories,
      meta,
      links: { next },
    };
  });

  app.get('/api/content/notice', { config: { access: 'public', docs: { summary: 'The notice popup: off, or on with its HTML (sanitised)', response: publicNoticeResponseSchema } } }, async () => ({
    data: await contentAdmin.publicNotice(),
  }));

  app.get('/api/content-pages', { config: { access: 'public', docs: { summary: 'The footer’s information pages', response: z.object({ data: z.array(contentPageSummarySchema) }) } } }, async () => ({
    data: await contentAdmin.listPages(),
  }));

  app.get(
    '/api/content-pages/:slug',
    { schema: { params: pageSlugParamsSchema },
      config: { access: 'public', docs: { summary: 'A footer page, rendered from its Markdown (sanitised HTML)', response: z.object({ data: publicContentPageJsonSchema }) } } },
    async (request) => ({ data: await contentAdmin.publicPage(request.params.slug) }),
  );
}
