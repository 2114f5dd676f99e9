// Markdown kept by staff (issue #19 Part 2: the notice and the footer's pages), rendered on the server:
// markdown-it with raw HTML off (a tag typed in the text comes out as text), then sanitize-html with a
// short allow-list, so no script, event handler or javascript: link survives whatever the text holds.
// A page's '## Heading {#anchor}' keeps an anchor other pages link to ('/about-us#careers'); each
// second-level heading opens a <section>, and the first paragraph before any heading is the page's intro,
// as the pages were drawn when they were code.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const ANCHOR = /\s*\{#([a-z][a-z0-9-]{0,40})\}\s*$/;

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'code', 'hr', 'section'],
  allowedAttributes: { a: ['href', 'title'], h2: ['id'], section: ['id', 'aria-labelledby'], p: ['class'] },
  allowedClasses: { p: ['content-intro'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Inline text and short blocks (the notice): Markdown to safe HTML. */
export function renderMarkdown(text: string): string {
  return sanitizeHtml(markdown.render(text), SANITIZE);
}

/** A footer page's body: sections under its '## ' headings, an intro paragraph, anchors kept. */
export function renderPageMarkdown(text: string): string {
  const tokens = markdown.parse(text, {});
  let html = '';
  let sectionCount = 0;
  let isIntroDone = false;
  let start = 0;
  const flush = (end: number) => {
    html += markdown.renderer.render(tokens.slice(start, end), markdown.options, {});
    start = end;
  };
  tokens.forEach((token, index) => {
    if (token.type === 'paragraph_open' && token.level === 0 && !isIntroDone && sectionCount === 0) {
      token.attrSet('class', 'content-intro');
      isIntroDone = true;
    }
    if (token.type !== 'heading_open' || token.tag !== 'h2') return;
    flush(index);
    const inline = tokens[index + 1];
    const anchor = inline?.content.match(ANCHOR)?.[1];
    if (inline && anchor) {
      inline.content = inline.content.replace(ANCHOR, '');
      const last = inline.children?.[inline.children.length - 1];
      if (last?.type === 'text') last.content = last.content.replace(ANCHOR, '');
    }
    const headingId = `section-${sectionCount}`;
    token.attrSet('id', headingId);
    html += `${sectionCount > 0 ? '</section>' : ''}<section${anchor ? ` id="${anchor}"` : ''} aria-labelledby="${headingId}">`;
    sectionCount += 1;
  });
  flush(tokens.length);
  if (sectionCount > 0) html += '</section>';
  return sanitizeHtml(html, SANITIZE);
}
