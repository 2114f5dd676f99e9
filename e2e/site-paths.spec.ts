// Issue #26 item 3: a path stored before the site-path rule ('/\evil.example/…', which browsers read as
// '//evil.example/…') neither links nor loads anything off the site (e2e/site-path-setup.ts stores them).
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { e2ePort } from './server-port.ts';
import { OFF_SITE_LOGO, OFF_SITE_STORY, offSiteProductPath } from './site-path-setup.ts';

/** Every host the page asks anything of, from now on. */
function hostsAskedFor(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  return hosts;
}

const STORE_HOST = `127.0.0.1:${e2ePort()}`;

test.describe('paths stored off the site', () => {
  test('the home page shows the story without its link and leaves out the logo, asking no other host for anything', async ({ page }) => {
    const hosts = hostsAskedFor(page);
    await gotoHydrated(page, '/');
    const stories = page.getByRole('region', { name: 'Customer stories' });
    await stories.getByRole('radio', { name: OFF_SITE_STORY.category }).check();
    const story = stories.getByRole('listitem').filter({ hasText: OFF_SITE_STORY.title });
    await expect(story).toBeVisible();
    await expect(story.getByRole('link')).toHaveCount(0);

    const logos = page.getByRole('region', { name: 'Who we supply' });
    await logos.getByRole('radio', { name: 'Hospitals' }).check();
    await expect(logos.getByRole('img', { name: 'Kauri Coast Hospital' })).toBeVisible();
    await expect(logos.getByRole('img', { name: OFF_SITE_LOGO })).toHaveCount(0);

    const offSiteLinks = await page.locator('a[href]').evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).href).filter((href) => new URL(href).hostname === 'evil.example'),
    );
    expect(offSiteLinks).toEqual([]);
    expect([...hosts]).toEqual([STORE_HOST]);
  });

  test('the product page fetches no picture from another host', async ({ page }) => {
    const hosts = hostsAskedFor(page);
    await gotoHydrated(page, offSiteProductPath(String(e2ePort())));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    await expect(page.getByRole('region', { name: /images$/ }).or(page.getByRole('img', { name: /^No image for/ })).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const pictures = await page.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(pictures.filter((src) => new URL(src).hostname === 'evil.example')).toEqual([]);
    expect([...hosts]).toEqual([STORE_HOST]);
  });
});
