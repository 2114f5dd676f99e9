// The fields every address schema is made of (checkout, My Account's billing address, delivery addresses,
// the trade application), with the one post code and phone rule of shared/address-rules.ts (issue #16 item 3).
import { z } from 'zod';
import { phoneProblem, postCodeProblem } from '../address-rules.ts';
import { lineText } from './text.ts';

/** A required line of text: 'The {label} field is required.', and at most `max` characters. */
export const requiredText = (label: string, max = 255) =>
  lineText(label, { error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** An optional line of text ('' when left out). */
export const optionalText = (label: string, max = 255) =>
  lineText(label).trim().max(max, `The ${label} may not be greater than ${max} characters.`).optional().default('');

/** A required phone number a courier can dial. */
export const phoneText = (label: string) =>
  requiredText(label).superRefine((value, context) => {
    const problem = phoneProblem(label, value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A required New Zealand post code (4 digits): addresses that have no country field. */
export const postCodeText = (label: string) =>
  requiredText(label).superRefine((value, context) => {
    const problem = postCodeProblem(label, value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * For a check across fields that should run beside the other fields' problems (zod skips it once any
 * field failed): run it when the body is an object and the fields it reads parsed.
 */
export function whenParsed(...fields: string[]): (payload: z.core.ParsePayload) => boolean {
  return (payload) => !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}

/**
 * Checkout's post code follows the address's country (4 digits in New Zealand and Australia). Checked
 * beside the other fields' problems, not after them, whenever the post code and country themselves parsed.
 */
export const postCodeOfCountry = z.superRefine<{ post_code: string; country_id: number }>(
  (info, context) => {
    const problem = postCodeProblem('post code', info.post_code, info.country_id);
    if (problem) context.addIssue({ code: 'custom', path: ['post_code'], message: problem });
  },
  { when: whenParsed('post_code', 'country_id') },
);
