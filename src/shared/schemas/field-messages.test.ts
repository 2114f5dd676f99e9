import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorMap, fieldLabel } from './field-messages.ts';

const messagesOf = (schema: z.ZodType, input: unknown): string[] =>
  schema.safeParse(input, { error: fieldErrorMap }).error?.issues.map((issue) => issue.message) ?? [];

describe('the messages zod writes itself name their field (issue #16 item 14)', () => {
  it('names the field from its path', () => {
    expect(fieldLabel(['billing_info', 'post_code'])).toBe('post code');
    expect(fieldLabel(['items', 3, 'qty'])).toBe('quantity');
    expect(fieldLabel(['category_id[]', 0])).toBe('category id');
    expect(fieldLabel(['residentId'])).toBe('resident id');
    expect(fieldLabel([])).toBe('request');
  });

  it('reads numbers, text and lists in the spec’s wording', () => {
    const schema = z.object({ per_page: z.number().int().min(1).max(10_000), keyword: z.string().min(1).max(100), ids: z.array(z.number()).min(1).max(2) });
    expect(messagesOf(schema, { per_page: 10_001, keyword: 'x'.repeat(101), ids: [1, 2, 3] })).toEqual([
      'The per page must be 10000 or less.',
      'The keyword may not be greater than 100 characters.',
      'The id may not have more than 2 items.',
    ]);
    expect(messagesOf(schema, { per_page: 0, keyword: '', ids: [] })).toEqual([
      'The per page must be 1 or more.',
      'The keyword field is required.',
      'The id must have at least 1 item.',
    ]);
    expect(messagesOf(schema, { per_page: 1.5, keyword: 'gloves', ids: [1] })).toEqual(['The per page must be a whole number.']);
  });

  it('reads missing fields, wrong types, choices and formats', () => {
    const schema = z.object({ same_address: z.boolean(), sort_order: z.enum(['asc', 'desc']), email: z.email(), code: z.string().regex(/^\d+$/) });
    expect(messagesOf(schema, { sort_order: 'up', email: 'nope', code: 'x' })).toEqual([
      'The same address field is required.',
      'The sort order must be one of asc or desc.',
      'The email must be a valid email address.',
      'The code format is invalid.',
    ]);
    expect(messagesOf(schema, { same_address: 'yes', sort_order: 'asc', email: 'a@b.nz', code: 1 })).toEqual([
      'The same address must be true or false.',
      'The code must be text.',
    ]);
  });

  it('leaves a message the schema gives itself alone', () => {
    expect(messagesOf(z.object({ qty: z.number().min(1, 'Product quantity should not be less than 1') }), { qty: 0 })).toEqual(['Product quantity should not be less than 1']);
  });
});
