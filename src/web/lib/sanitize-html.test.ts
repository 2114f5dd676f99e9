import { describe, expect, it } from 'vitest';
import { isSafeHref, normaliseHref } from './sanitize-html.ts';

describe('isSafeHref (popup links)', () => {
  it('keeps web, mail and phone links, same-site paths and fragments', () => {
    for (const href of ['https://caresupply.example/help', 'HTTP://example.test', 'mailto:orders@example.test', 'tel:+6495550123', '/', '/category/gloves', '/images/a%20b.png', '#start']) {
      expect(isSafeHref(href), href).toBe(true);
    }
  });

  it('refuses paths that browsers read as another site: two slashes, or a slash and a backslash, encoded or not (issue #26 item 3)', () => {
    for (const href of ['//evil.example', '/\\evil.example', '/\\/evil.example', '\\\\evil.example', '\\/evil.example', '/a//b', '/%5Cevil.example', '/%2F%2Fevil.example']) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });

  it('sees the href as the browser does: spaces and control characters at the ends, tabs and newlines anywhere', () => {
    for (const href of ['java\tscript:alert(1)', 'jav\nascript:alert(1)', ' \u0001javascript:alert(1)', '/\t/evil.example', '/\n\\evil.example', '\u0000//evil.example', ' //evil.example ']) {
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false);
    }
    expect(isSafeHref('  /category/gloves\n')).toBe(true);
    expect(normaliseHref(' \u0001/category/\tgloves\n ')).toBe('/category/gloves');
  });

  it('refuses other schemes and bare relative paths', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'ftp://example.test', 'page.html', '../up', '?q=1', '']) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });
});
