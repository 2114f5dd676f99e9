import { describe, expect, it } from 'vitest';
import { isSitePath, SITE_PATH_MAX_LENGTH } from './site-path.ts';

describe('isSitePath', () => {
  it.each(['/', '/about-us', '/images/products/CS-100.svg', '/category/skin-care?page=2#top', '/images/my%20logo.png', '/50%-off', '/caf%C3%A9'])(
    'takes %j as a path on this site',
    (path) => {
      expect(isSitePath(path)).toBe(true);
    },
  );

  it.each([
    ['another site', '//evil.example/x'],
    ['a backslash after the slash', '/\\evil.example/x'],
    ['a backslash anywhere', '/images\\a.png'],
    ['two slashes inside', '/images//evil.example'],
    ['a tab', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a NUL', '/a\u0000b'],
    ['a C1 control', '/a\u0085b'],
    ['a space', '/a b'],
    ['a quote', '/a"onerror=x'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded slash after the slash', '/%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded line break', '/%0A/evil.example'],
    ['an encoded NUL', '/a%00b'],
    ['a doubly encoded backslash', '/%255Cevil.example'],
    ['a trebly encoded slash', '/%25252F/evil.example'],
    ['an encoded backslash beside bytes that are no UTF-8', '/%5C%C3evil.example'],
    ['no leading slash', 'evil.example/x'],
    ['a scheme', 'https://evil.example/x'],
    ['javascript', 'javascript:alert(1)'],
    ['the empty text', ''],
    ['a path too long', `/${'a'.repeat(SITE_PATH_MAX_LENGTH)}`],
  ])('refuses %s (%j)', (_, path) => {
    expect(isSitePath(path)).toBe(false);
  });

  it('refuses a value still encoded after many rounds of decoding', () => {
    let path = '/%2F';
    for (let round = 0; round < 12; round += 1) path = path.replace('%', '%25');
    expect(isSitePath(path)).toBe(false);
  });
});
