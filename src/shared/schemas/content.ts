// The content blocks (spec §2 'Other content', §3 Testimonial and Customer logo; issue #11 part 8).
import { z } from 'zod';
import type { PaginationMeta } from '../pagination.ts';
import { codeText, lineText } from './text.ts';

const filterText = (label: string) => lineText(label).trim().max(60, `The ${label} may not be greater than 60 characters.`).optional().default('');
const pageText = codeText('page').regex(/^\d+$/, 'The page must be a whole number.').transform(Number).pipe(z.number().int().min(1).max(10_000)).default(1);

/** GET /api/customers?type= ('' or 'all': every type). */
export const customersQuerySchema = z.object({ type: filterText('type') });
/** GET /api/testimonials?category=&page= ('' or 'all': every category). */
export const testimonialsQuerySchema = z.object({ category: filterText('category'), page: pageText });

export type FileJson = { path: string };
export type CustomerLogoJson = { id: number; title: string; type: string; files: FileJson[] };
export type CustomersResponse = { data: CustomerLogoJson[]; types: string[] };
export type TestimonialJson = { id: number; title: string; url: string; files: FileJson[]; category: string; data: { name: string; job_title: string; quote: string } };
export type TestimonialsResponse = { data: TestimonialJson[]; categories: string[]; meta: PaginationMeta; links: { next: string | null } };
