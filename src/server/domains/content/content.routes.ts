// The content blocks' JSON (issue #11 part 8): GET /api/customers?type= (the logo grid) and
// GET /api/testimonials?category=&page= (customer stories, a page at a time with links.next). Public.
import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../../shared/pagination.ts';
import { customersQuerySchema, testimonialsQuerySchema, type CustomersResponse, type TestimonialsResponse } from '../../../shared/schemas/content.ts';
import { parseInput } from '../../http/error-handler.ts';
import type { ContentRepo } from './content.repo.ts';

/** Customer stories per page (a row of three cards). */
export const TESTIMONIALS_PER_PAGE = 3;

/** '' and 'all' (any case) mean every type or category (spec §2: the filter's default is All). */
const filterOf = (value: string) => (value === '' || value.toLowerCase() === 'all' ? null : value);

export function registerContentRoutes(app: FastifyInstance, deps: { content: ContentRepo }): void {
  const { content } = deps;

  app.get('/api/customers', { config: { access: 'public' } }, async (request): Promise<CustomersResponse> => {
    const { type } = parseInput(customersQuerySchema, request.query);
    const [logos, types] = await Promise.all([content.findLogos(filterOf(type)), content.findLogoTypes()]);
    return { data: logos.map((logo) => ({ id: logo.id, title: logo.title, type: logo.type, files: logo.files })), types };
  });

  app.get('/api/testimonials', { config: { access: 'public' } }, async (request): Promise<TestimonialsResponse> => {
    const { category, page } = parseInput(testimonialsQuerySchema, request.query);
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
}
