import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderPageMarkdown } from './markdown.ts';

const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD4=)',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '## Heading {#x" onmouseover="alert(1)}',
  '<section id="main" onclick="alert(1)">',
];

describe('renderMarkdown', () => {
  it('renders emphasis, links and lists', () => {
    expect(renderMarkdown('**Delivery times:** 1–2 days. [Delivery details](/delivery-returns)')).toBe(
      '<p><strong>Delivery times:</strong> 1–2 days. <a href="/delivery-returns">Delivery details</a></p>\n',
    );
    expect(renderMarkdown('- one\n- two')).toContain('<ul>\n<li>one</li>');
  });

  it('never lets a script, an event handler or a script link through', () => {
    for (const attack of ATTACKS) {
      for (const html of [renderMarkdown(attack), renderPageMarkdown(attack)]) {
        // Typed tags come out as text (&lt;…); no real tag of these kinds, no handler, no link but to a page or the web.
        expect(html, attack).not.toMatch(/<(script|img|svg|iframe)/i);
        expect(html, attack).not.toMatch(/<[^>]*\son\w+\s*=/i);
        expect(html, attack).not.toMatch(/<a [^>]*href="(?!\/|https?:|mailto:|tel:)/i);
      }
    }
  });
});

describe('renderPageMarkdown', () => {
  it('makes the first paragraph the intro and each ## heading a section, keeping anchors', () => {
    const html = renderPageMarkdown('We dispatch daily.\n\n## Delivery\n\nFast.\n\nCheap.\n\n## Careers {#careers}\n\nJoin us.');
    expect(html).toBe(
      '<p class="content-intro">We dispatch daily.</p>\n' +
        '<section aria-labelledby="section-0"><h2 id="section-0">Delivery</h2>\n<p>Fast.</p>\n<p>Cheap.</p>\n</section>' +
        '<section id="careers" aria-labelledby="section-1"><h2 id="section-1">Careers</h2>\n<p>Join us.</p>\n</section>',
    );
  });
});
