// Product descriptions and category blurbs come from the catalogue as HTML or plain text. They are
// cleaned here, during server rendering, so sanitize-html never reaches the browser bundle.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A page has one h1 (the product or category title), so headings in content start at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

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
