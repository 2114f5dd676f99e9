// Which characters text from a client may carry (issue #7). NUL cannot be stored in PostgreSQL text, and a
// lone UTF-16 surrogate cannot be encoded as UTF-8: either one used to reach SQL and fail with a 500. No
// other control character is typed into a form on purpose, and line breaks belong only in multi-line fields.
// Zod-free, so the browser can use it too.

/** How a field treats line breaks: one line a person typed, several lines (notes), or a code such as a key or token. */
export type TextKind = 'line' | 'lines' | 'code';

// \p{Cs} in a unicode regex matches only unpaired surrogates (a pair reads as one code point).
// U+0085 (next line), U+2028 (line separator) and U+2029 (paragraph separator) are line breaks to many
// mail clients and editors (issue #16 item 30): they are treated as CR and LF are. The other C1 controls
// (U+0080 to U+009F) are never typed on purpose, like C0's.
/** C0 and C1 controls and DEL except tab and the line breaks; lone surrogates. */
const FORBIDDEN_EXCEPT_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\p{Cs}]/u;
/** Every C0 and C1 control, DEL and the Unicode line breaks; lone surrogates. */
const FORBIDDEN_IN_CODES = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cs}]/u;
/** A run of line breaks or tabs with the blanks around it. */
const BREAKS_WITH_BLANKS = /\s*[\t\n\r\u0085\u2028\u2029][\s\u0085]*/g;
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;

/** True when `value` holds a character this kind of field refuses (tab and line breaks are kept for 'line', see toOneLine). */
export function hasForbiddenCharacters(value: string, kind: TextKind): boolean {
  return (kind === 'code' ? FORBIDDEN_IN_CODES : FORBIDDEN_EXCEPT_BREAKS).test(value);
}

/** A pasted address stays one line: each run of line breaks and tabs (with the blanks around it) becomes one space. */
export function toOneLine(value: string): string {
  return value.replace(BREAKS_WITH_BLANKS, ' ');
}

/** Multi-line text with '\n' as its only line break. */
export function withUnixLineBreaks(value: string): string {
  return value.replace(LINE_BREAK, '\n');
}

export function forbiddenCharactersMessage(label: string): string {
  return `The ${label} field contains characters that are not allowed.`;
}
