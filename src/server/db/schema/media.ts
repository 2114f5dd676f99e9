import { integer, pgTable, text, timestamp, customType } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Issue #19: uploaded pictures (products, customer logos, category banners) in every size and format the
 * pages use, kept in the database so that every store process serves them and an upload that fails leaves
 * nothing behind. The name carries a hash of the content: a file never changes under its name.
 */
export const mediaFiles = pgTable('media_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
