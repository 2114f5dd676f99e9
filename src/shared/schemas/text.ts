// The one building block for text input (issue #7): every string a client sends goes through one of these,
// so a character that would fail in SQL or forge a line in an e-mail is refused here, with a 422 naming
// the field, and never reaches a service.
import { z } from 'zod';
import { KEYWORD_MAX_LENGTH } from '../limits.ts';
import { forbiddenCharactersMessage, hasForbiddenCharacters, toOneLine, withUnixLineBreaks, type TextKind } from '../text-rules.ts';

/** `error`: the message when the value is missing or not a string. */
type TextParams = { error?: string };

function checkedText(label: string, kind: TextKind, params: TextParams) {
  return z
    .string(params.error === undefined ? undefined : { error: params.error })
    .refine((value) => !hasForbiddenCharacters(value, kind), { message: forbiddenCharactersMessage(label), abort: true });
}

/** One line a person typed (name, address line, phone, email, PO number, keyword): line breaks and tabs become one space. */
export function lineText(label: string, params: TextParams = {}) {
  return checkedText(label, 'line', params).overwrite(toOneLine);
}

/** Several lines a person typed (delivery notes): tabs and line breaks are kept, each break written as '\n'. */
export function linesText(label: string, params: TextParams = {}) {
  return checkedText(label, 'lines', params).overwrite(withUnixLineBreaks);
}

/** A value typed exactly or repeated by the client (cart key, token, path, password): no control character, nothing changed. */
export function codeText(label: string, params: TextParams = {}) {
  return checkedText(label, 'code', params);
}

/** A percent escape of a byte that is not ASCII, left as it was because the bytes were not UTF-8 text. */
const UNDECODED_BYTES = /%[89a-f][0-9a-f]/i;

/**
 * Search text in a query string (issue #18): a lone surrogate cannot be sent as such; its UTF-8 bytes are
 * not valid, and the query parser leaves them escaped ('%ED%A0%80'). Refused like the surrogate itself,
 * with U+FFFD (what other decoders make of such bytes), rather than searched for.
 */
export function searchText(label: string) {
  return lineText(label)
    .refine((value) => !value.includes('\uFFFD') && !UNDECODED_BYTES.test(value), { message: forbiddenCharactersMessage(label), abort: true })
    .trim()
    .max(KEYWORD_MAX_LENGTH);
}
