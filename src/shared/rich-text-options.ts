// What survives in a product description or category blurb (issue #19): the tags and links the pages
// show. Shared by the server, which cleans what staff save, and the page renderer, which cleans again
// what older imports stored; sanitize-html itself is imported only by those two (never the browser).
import type sanitizeHtml from 'sanitize-html';

export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
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
