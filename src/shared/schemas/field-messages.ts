// One place for the messages zod writes itself (issue #16 item 14): every rule a schema states without
// its own message reads 'The {field} …' in the spec's generic wording (§5: 'The {field} field is
// required', 'must be {max} or less', 'may not be greater than {length} characters', …), the field
// named from the issue's path. Passed to every parse of client input (server/http/error-handler.ts).
import type { z } from 'zod';

/** Words for keys whose snake_case does not read well on its own. */
const LABELS: Record<string, string> = {
  qty: 'quantity',
  ids: 'id',
  lists: 'list id',
  product_ids: 'product id',
};

/** The field a path names, as words: ['billing_info', 'post_code'] → 'post code', ['items', 3, 'qty'] → 'quantity'. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  if (key === undefined) return 'request';
  const plain = key.replace(/\[\]$/, '');
  return LABELS[plain] ?? plain.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
}

type Issue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  string: 'text',
  array: 'a list',
  object: 'an object',
};

function typeMessage(field: string, issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return `The ${field} field is required.`;
  return `The ${field} must be ${TYPE_WORDS[issue.expected] ?? 'valid'}.`;
}

function sizeMessage(field: string, issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const isBig = issue.code === 'too_big';
  const limit = String(isBig ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  if (issue.origin === 'string') {
    if (!isBig && limit === '1') return `The ${field} field is required.`;
    return isBig ? `The ${field} may not be greater than ${limit} characters.` : `The ${field} must be at least ${limit} characters.`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return isBig ? `The ${field} may not have more than ${limit} items.` : `The ${field} must have at least ${limit} ${limit === '1' ? 'item' : 'items'}.`;
  }
  if (isBig) return inclusive ? `The ${field} must be ${limit} or less.` : `The ${field} must be less than ${limit}.`;
  return inclusive ? `The ${field} must be ${limit} or more.` : `The ${field} must be more than ${limit}.`;
}

function listOf(values: readonly unknown[]): string {
  const words = values.map(String);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}` : (words[0] ?? '');
}

/** The message for an issue whose schema gave none. */
export function fieldMessage(issue: Issue): string {
  const field = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(field, issue);
    case 'too_big':
    case 'too_small':
      return sizeMessage(field, issue);
    case 'invalid_value':
      return `The ${field} must be ${issue.values.length === 1 ? String(issue.values[0]) : `one of ${listOf(issue.values)}`}.`;
    case 'invalid_format':
      if (issue.format === 'email') return `The ${field} must be a valid email address.`;
      return `The ${field} format is invalid.`;
    case 'not_multiple_of':
      return `The ${field} must be a multiple of ${String(issue.divisor)}.`;
    default:
      return `The ${field} is invalid.`;
  }
}

/** For `schema.safeParse(input, { error: fieldErrorMap })`: a schema's own messages still win. */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => fieldMessage(issue);
