import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** spec §3 Testimonial: a customer story (title, url, files, data.name, data.job_title, data.quote), filtered by category. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** The 'Learn More' link (a page of this store or empty). */
    url: text('url').notNull().default(''),
    category: text('category').notNull(),
    name: text('name').notNull(),
    jobTitle: text('job_title').notNull(),
    quote: text('quote').notNull(),
    /** spec §3 files: pictures as { path } under /public. */
    files: jsonb('files').$type<{ path: string }[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_category_idx').on(t.category, t.position, t.id), index('testimonials_position_idx').on(t.position, t.id)],
);

/** spec §3 Customer logo: id, title, type (the customer type filter), files[0].path. */
export const customerLogos = pgTable(
  'customer_logos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    files: jsonb('files').$type<{ path: string }[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_logos_type_idx').on(t.type, t.position, t.id), index('customer_logos_position_idx').on(t.position, t.id)],
);

/** Issue #19 Part 2: the dismissible notice at the top of every storefront page; one row, kept by staff. */
export const siteNotice = pgTable(
  'site_notice',
  {
    id: smallint('id').primaryKey().default(1),
    /** Markdown, rendered safely on the server. */
    text: text('text').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_notice_one_row', sql`${t.id} = 1`)],
);

/** Issue #19 Part 2: the footer's information pages (spec §2 'Footer pages'), Markdown kept by staff. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** The page's meta description and the line under its title. */
  description: text('description').notNull().default(''),
  body: text('body').notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
