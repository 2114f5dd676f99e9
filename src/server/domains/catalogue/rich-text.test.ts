import { describe, expect, it } from 'vitest';
import { cleanRichText } from './rich-text.ts';

describe('cleanRichText', () => {
  it('keeps formatting and safe links, and drops scripts, handlers and javascript: links', () => {
    expect(cleanRichText('<p>Soft <strong>nitrile</strong> <a href="https://example.com">gloves</a></p>')).toBe(
      '<p>Soft <strong>nitrile</strong> <a href="https://example.com" rel="noopener noreferrer">gloves</a></p>',
    );
    const cleaned = cleanRichText('<p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><style>p{}</style><iframe src="//evil"></iframe>');
    expect(cleaned).toBe('<p>Hi</p><a>x</a>');
    expect(cleanRichText('<a href="JaVaScRiPt:alert(1)">x</a><a href="  javascript:alert(1)">y</a>')).not.toMatch(/javascript/i);
  });

  it('keeps plain text as typed', () => {
    expect(cleanRichText('  Box of 100.\n\nLatex free.  ')).toBe('Box of 100.\n\nLatex free.');
  });
});
