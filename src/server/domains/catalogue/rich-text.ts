// Issue #19: descriptions and blurbs staff save are cleaned before they are stored: no script, style,
// event handler or javascript: link survives (the page cleans again when it renders).
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_OPTIONS } from '../../../shared/rich-text-options.ts';

/** HTML as stored: the allowed tags and links only; plain text (no tags) is kept as typed. */
export function cleanRichText(source: string): string {
  const text = source.trim();
  if (!/[<>&]/.test(text)) return text;
  return sanitizeHtml(text, RICH_TEXT_OPTIONS).trim();
}
