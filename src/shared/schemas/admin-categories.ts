// The back office's category tree (issue #19 Part 1): GET /admin/api/categories, POST /admin/api/categories,
// PATCH /admin/api/categories/{id} {title?, slug?, parent_id?, position?, blurb?, rest_acc?}, and the banner upload
// POST /admin/api/categories/{id}/banner (multipart). Three levels at most (spec §3).
import { z } from 'zod';
import { bodyId, textId } from './ids.ts';
import { wholeNumber } from './numbers.ts';
import { codeText, lineText, linesText } from './text.ts';

export const CATEGORY_DEPTH_MAX = 3;
export const CATEGORY_BLURB_MAX = 5000;
export const REST_ACC_MAX = 500;

/** The last part of the category's address (/category/…/<slug>): lower-case letters and digits, hyphens between. */
const slug = codeText('slug')
  .trim()
  .max(100, 'The slug may not be greater than 100 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The slug is lower-case letters and digits, with single hyphens between them.');
const title = lineText('title').trim().min(1, 'The title is required.').max(100, 'The title may not be greater than 100 characters.');
const parentId = bodyId('parent id').nullable();
const position = wholeNumber('position').min(0, 'The position may not be negative.').max(1_000_000, 'The position may be at most 1000000.');
const blurb = linesText('blurb').max(CATEGORY_BLURB_MAX, `The blurb may not be greater than ${CATEGORY_BLURB_MAX} characters.`);
/** The account numbers the category (and everything below it) is hidden from (spec §3 rest_acc). */
const restAcc = z
  .array(codeText('account number').trim().regex(/^[A-Za-z0-9-]{1,20}$/, 'An account number is 1-20 letters, digits or hyphens.'))
  .max(REST_ACC_MAX, `At most ${REST_ACC_MAX} account numbers.`)
  .transform((numbers) => [...new Set(numbers)]);

export const adminCategoryParamsSchema = z.object({ id: textId('id') });

export const createCategoryBodySchema = z.object({
  title,
  /** null or absent: a top-level category. */
  parent_id: parentId.optional(),
  position: position.optional(),
  blurb: blurb.default(''),
  rest_acc: restAcc.default([]),
});
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;

/** `slug` beyond the fields: a new address for the category and everything below it (the old ones redirect). */
export const updateCategoryBodySchema = z
  .object({ title: title.optional(), slug: slug.optional(), parent_id: parentId.optional(), position: position.optional(), blurb: blurb.optional(), rest_acc: restAcc.optional() })
  .refine((body) => Object.keys(body).some((key) => body[key as keyof typeof body] !== undefined), { path: ['title'], message: 'Send a title, slug, parent_id, position, blurb or rest_acc.' });
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;

export type AdminCategoryJson = {
  id: number;
  parent_id: number | null;
  title: string;
  slug: string;
  path: string;
  url: string;
  depth: number;
  position: number;
  blurb: string;
  image: string | null;
  banner_image: string | null;
  /** Each account number with its account's name (null: no account has that number). */
  rest_acc: { account_number: string; name: string | null }[];
  children: AdminCategoryJson[];
};

const restAccJsonSchema = z.array(z.object({ account_number: z.string(), name: z.string().nullable() }));
const categoryFields = {
  id: z.number(),
  parent_id: z.number().nullable(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  url: z.string(),
  depth: z.number(),
  position: z.number(),
  blurb: z.string(),
  image: z.string().nullable(),
  banner_image: z.string().nullable(),
  rest_acc: restAccJsonSchema,
};
export const adminCategoryJsonSchema: z.ZodType<AdminCategoryJson> = z.object({
  ...categoryFields,
  get children() {
    return z.array(adminCategoryJsonSchema);
  },
});
export const adminCategoryTreeResponseSchema = z.object({ data: z.array(adminCategoryJsonSchema) });
export const adminCategoryResponseSchema = z.object({ data: adminCategoryJsonSchema, message: z.string().optional() });
