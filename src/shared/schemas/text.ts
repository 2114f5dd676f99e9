// The one building block for text input (issue #7): every string a client sends goes through one of these,
// so a character that would fail in SQL or forge a line in an e-mail is refused here, with a 422 naming
// the field, and never reaches a service.
import { z } from 'zod';
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
