import { describe, expect, it } from 'vitest';
import { richTextHtml } from './rich-text.server.ts';

describe('richTextHtml', () => {
  it('turns plain text into escaped paragraphs', () => {
    expect(richTextHtml('Soft & strong.\nLatex free.\n\nSizes 5 < 10 > 2')).toBe(
      '<p>Soft &amp; strong.<br>Latex free.</p><p>Sizes 5 &lt; 10 &gt; 2</p>',
    );
  });

  it('keeps simple formatting and drops scripts, handlers and styles', () => {
    const html = richTextHtml('<p onclick="x()" style="color:red">Hi <strong>there</strong><script>alert(1)</script></p>');
    expect(html).toBe('<p>Hi <strong>there</strong></p>');
  });

  it('drops javascript: links and marks external links noopener', () => {
    expect(richTextHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(richTextHtml('<p><a href="https://example.com">x</a></p>')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('demotes h1 so the page keeps one h1', () => {
    expect(richTextHtml('<h1>Features</h1>')).toBe('<h2>Features</h2>');
  });

  it('is empty for empty input', () => {
    expect(richTextHtml('  ')).toBe('');
  });
});
