// The store's content as staff keep it (issue #19 Part 2): the notice, testimonials, customer logos and
// the footer's pages. Markdown is rendered on the server; what a client sends is the Markdown.
import { z } from 'zod';
import { requiredText } from './address-fields.ts';
import { wholeNumber } from './numbers.ts';
import { codeText, lineText, linesText } from './text.ts';
import { isSitePath, sitePathMessage, SITE_PATH_MAX_LENGTH } from '../site-path.ts';

export const NOTICE_MAX_LENGTH = 1000;
export const PAGE_BODY_MAX_LENGTH = 20_000;

const markdownText = (label: string, max: number) =>
  linesText(label, { error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** A path on this site ('/about-us', '/images/…'): never another site (the one rule of site-path.ts). */
const sitePath = (label: string) =>
  codeText(label)
    .trim()
    .max(SITE_PATH_MAX_LENGTH, `The ${label} may not be greater than ${SITE_PATH_MAX_LENGTH} characters.`)
    .refine(isSitePath, sitePathMessage(label));
const position = wholeNumber('position').min(0, 'The position must be 0 or more.').max(100_000, 'The position must be 100000 or less.');
const filesField = z.array(z.object({ path: sitePath('file path') }), { error: 'The files must be a list of { path }.' }).max(5, 'At most 5 files.');

/** PUT /admin/api/content/notice. */
export const noticeBodySchema = z.object({
  text: markdownText('text', NOTICE_MAX_LENGTH),
  enabled: z.boolean({ error: 'The enabled field must be true or false.' }),
});
export type NoticeBody = z.infer<typeof noticeBodySchema>;

export const noticeJsonSchema = z.object({ text: z.string(), enabled: z.boolean(), html: z.string(), updated_at: z.iso.datetime() });
export type NoticeJson = z.infer<typeof noticeJsonSchema>;
export const noticeResponseSchema = z.object({ data: noticeJsonSchema });
/** GET /api/content/notice: what the storefront shows (no HTML when it is off). */
export const publicNoticeResponseSchema = z.object({ data: z.object({ enabled: z.boolean(), html: z.string() }) });
export type PublicNoticeJson = z.infer<typeof publicNoticeResponseSchema>['data'];

const testimonialFields = {
  title: requiredText('title', 200),
  url: z.union([z.literal(''), sitePath('url')]),
  category: requiredText('category', 60),
  files: filesField,
  data: z.object({
    name: requiredText('name', 120),
    job_title: requiredText('job title', 200),
    quote: markdownText('quote', 2000),
  }),
  position,
};
/** POST /admin/api/testimonials (spec §3 Testimonial). */
export const testimonialBodySchema = z.object({ ...testimonialFields, url: testimonialFields.url.default(''), files: filesField.default([]), position: position.optional() });
export type TestimonialBody = z.infer<typeof testimonialBodySchema>;
/** PATCH /admin/api/testimonials/{id}: the fields sent change (data's fields one by one). */
export const testimonialPatchSchema = z
  .object({ ...testimonialFields, data: testimonialFields.data.partial() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { path: ['title'], message: 'Send at least one field to change.' });
export type TestimonialPatch = z.infer<typeof testimonialPatchSchema>;

const logoFields = { title: requiredText('title', 120), type: requiredText('type', 60), files: filesField, position };
/**
 * POST /admin/api/customer-logos (spec §3 Customer logo: files[0].path is the picture). Its picture is
 * usually uploaded next (POST …/{id}/picture); a logo without one is not shown on the storefront.
 */
export const customerLogoBodySchema = z.object({ ...logoFields, files: filesField.default([]), position: position.optional() });
export type CustomerLogoBody = z.infer<typeof customerLogoBodySchema>;
export const customerLogoPatchSchema = z
  .object(logoFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { path: ['title'], message: 'Send at least one field to change.' });
export type CustomerLogoPatch = z.infer<typeof customerLogoPatchSchema>;

const fileJson = z.object({ path: z.string() });
export const adminTestimonialJsonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  category: z.string(),
  files: z.array(fileJson),
  data: z.object({ name: z.string(), job_title: z.string(), quote: z.string() }),
  position: z.number().int(),
});
export type AdminTestimonialJson = z.infer<typeof adminTestimonialJsonSchema>;
export const adminCustomerLogoJsonSchema = z.object({ id: z.number().int(), title: z.string(), type: z.string(), files: z.array(fileJson), position: z.number().int() });
export type AdminCustomerLogoJson = z.infer<typeof adminCustomerLogoJsonSchema>;

/** A footer page's address: '/about-us' is slug 'about-us'. */
export const pageSlugParamsSchema = z.object({ slug: codeText('slug').regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'The slug is not a page.') });

/** PUT /admin/api/content-pages/{slug}: the page's title, its description (meta and search) and its Markdown. */
export const contentPageBodySchema = z.object({
  title: requiredText('title', 120),
  description: lineText('description').trim().max(300, 'The description may not be greater than 300 characters.'),
  body: markdownText('body', PAGE_BODY_MAX_LENGTH),
});
export type ContentPageBody = z.infer<typeof contentPageBodySchema>;

export const contentPageSummarySchema = z.object({ slug: z.string(), title: z.string(), description: z.string(), position: z.number().int() });
export type ContentPageSummaryJson = z.infer<typeof contentPageSummarySchema>;
export const adminContentPageJsonSchema = contentPageSummarySchema.extend({ body: z.string(), html: z.string(), updated_at: z.iso.datetime() });
export type AdminContentPageJson = z.infer<typeof adminContentPageJsonSchema>;
/** GET /api/content-pages/{slug}: the page rendered (sanitised HTML). */
export const publicContentPageJsonSchema = contentPageSummarySchema.extend({ html: z.string() });
export type PublicContentPageJson = z.infer<typeof publicContentPageJsonSchema>;
