// The content blocks (spec §2 'Other content', §3 Testimonial and Customer logo; issue #11 part 8).
import { z } from 'zod';
import { paginationMetaSchema } from '../pagination.ts';
import { adminCustomerLogoJsonSchema, adminTestimonialJsonSchema } from './admin-content.ts';
import { codeText, lineText } from './text.ts';

const filterText = (label: string) => lineText(label).trim().max(60, `The ${label} may not be greater than 60 characters.`).optional().default('');
const pageText = codeText('page').regex(/^\d+$/, 'The page must be a whole number.').transform(Number).pipe(z.number().int().min(1).max(10_000)).default(1);

/** GET /api/customers?type= ('' or 'all': every type). */
export const customersQuerySchema = z.object({ type: filterText('type') });
/** GET /api/testimonials?category=&page= ('' or 'all': every category). */
export const testimonialsQuerySchema = z.object({ category: filterText('category'), page: pageText });

// The public shapes are the back office's without its ordering (position).
export const customerLogoJsonSchema = adminCustomerLogoJsonSchema.omit({ position: true }).describe('spec §3 Customer logo: files[0].path is the picture.');
export type CustomerLogoJson = z.infer<typeof customerLogoJsonSchema>;
export const customersResponseSchema = z.object({
  data: z.array(customerLogoJsonSchema),
  types: z.array(z.string()).describe('Every customer type, for the filter.'),
});
export type CustomersResponse = z.infer<typeof customersResponseSchema>;

export const testimonialJsonSchema = adminTestimonialJsonSchema
  .omit({ position: true })
  .describe("spec §3 Testimonial: url is the 'Learn More' link ('' when none); files are its pictures.");
export type TestimonialJson = z.infer<typeof testimonialJsonSchema>;
export const testimonialsResponseSchema = z.object({
  data: z.array(testimonialJsonSchema),
  categories: z.array(z.string()).describe('Every category, for the filter.'),
  meta: paginationMetaSchema,
  links: z.object({ next: z.string().nullable().describe('The next page of this category; null on the last.') }),
});
export type TestimonialsResponse = z.infer<typeof testimonialsResponseSchema>;
