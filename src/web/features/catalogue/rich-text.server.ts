// Product descriptions and category blurbs come from the catalogue as HTML or plain text. They are
// cleaned here, during server rendering, so sanitize-html never reaches the browser bundle.
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_OPTIONS } from '../../../shared/rich-text-options.ts';

const OPTIONS = RICH_TEXT_OPTIONS;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Safe HTML for a description or blurb; plain text becomes paragraphs split on blank lines. */
export function richTextHtml(source: string): string {
  const text = source.trim();
  if (text === '') return '';
  if (!/<[a-z][\s\S]*>/i.test(text)) {
    return text
      .split(/\n\s*\n/)
      .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('');
  }
  return sanitizeHtml(text, OPTIONS);
}
