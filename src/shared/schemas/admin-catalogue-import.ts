// The catalogue CSV in the back office (issue #19 Part 1): POST /admin/api/catalogue/import (multipart,
// field `file`) checks a file and answers every row with its problems, keeping the valid rows under a
// token; POST /admin/api/catalogue/import/{token}/apply writes them all or none; GET
// /admin/api/catalogue.csv is the catalogue in the import's own columns.
import { z } from 'zod';
import { codeText } from './text.ts';

/** How long a checked file waits to be applied. */
export const IMPORT_TOKEN_TTL_MINUTES = 60;

export const catalogueImportRowSchema = z.object({
  /** The line of the file the row starts on (the header is line 1). */
  line: z.number().int(),
  sku: z.string(),
  /** The row's problems by column ('row' for the row as a whole); empty for a row that can be applied. */
  errors: z.record(z.string(), z.string()),
  /** What the row does: makes a new product, changes one, or changes nothing; null when it names no SKU. */
  action: z.enum(['new', 'update', 'unchanged']).nullable(),
  /** For an update without errors, each column it changes as 'before → after' (description: 'changed'). */
  changes: z.record(z.string(), z.string()),
});
export type CatalogueImportRowJson = z.infer<typeof catalogueImportRowSchema>;

export const catalogueImportPreviewResponseSchema = z.object({
  token: z.string(),
  file_name: z.string(),
  rows: z.array(catalogueImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** After this the token is refused; upload the file again. */
  expires_at: z.iso.datetime(),
});
export type CatalogueImportPreviewJson = z.infer<typeof catalogueImportPreviewResponseSchema>;

export const catalogueImportTokenParamsSchema = z.object({
  token: codeText('token').regex(/^[A-Za-z0-9_-]{22}$/, 'The token is not valid.'),
});

export const catalogueImportApplyResponseSchema = z.object({
  /** `unchanged`: rows that would have written what the product already holds, left unwritten. */
  data: z.object({ rows: z.number().int(), inserted: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), applied_at: z.iso.datetime() }),
  message: z.string(),
});
export type CatalogueImportApplyJson = z.infer<typeof catalogueImportApplyResponseSchema>;
