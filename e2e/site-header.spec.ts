// The header's nav links hidden per account by rest_acc, its optional external link, and the footer's
// social links (issue #16 items 21 and 14). e2e/start-server.ts hides 'Delivery & Returns' from 900003 and
// sets the external link 'Careers' and a LinkedIn profile.
import type { Page } from '@playwright/test';
import { E2E_BUYERS, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

const HIDDEN = 'Delivery & Returns';
const siteNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Site' });

/** The server-rendered header's Site navigation, as HTML. */
async function siteNavHtml(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text();
  const start = html.indexOf('aria-label="Site"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</nav>', start));
}

async function navItemLabels(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/nav-items', { headers: { accept: 'application/json' } });
  const text = await response.text();
  expect(text).not.toContain('rest_acc');
  expect(text).not.toContain('900003');
  return ((JSON.parse(text) as { data: { label: string }[] }).data).map((item) => item.label);
}

test.describe('nav links hidden per account (item 21)', () => {
  test('an account in a link’s rest_acc does not get it, in the HTML, the page or the JSON', async ({ page }) => {
    await signIn(page, E2E_BUYERS.cardOnly);
    expect(await navItemLabels(page)).not.toContain(HIDDEN);
    expect(await siteNavHtml(page)).not.toContain(HIDDEN.replace('&', '&amp;'));
    await gotoHydrated(page, '/');
    await expect(siteNav(page).getByRole('link', { name: 'Quick Order' })).toBeVisible();
    await expect(siteNav(page).getByRole('link', { name: HIDDEN })).toHaveCount(0);
    // The footer's own information links are not nav items: the page itself is still there.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: HIDDEN })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('banner').getByLabel('Menu').first().click();
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(menu.getByRole('link', { name: HIDDEN })).toHaveCount(0);
  });

  test('another account and a guest get it', async ({ page }) => {
    const labels = ['Quick Order', 'Support & Education', HIDDEN, 'About Us', 'Contact Us'];
    expect(await navItemLabels(page)).toEqual(labels);
    expect(await siteNavHtml(page)).toContain(HIDDEN.replace('&', '&amp;'));
    await signIn(page, E2E_BUYERS.cart);
    expect(await navItemLabels(page)).toEqual(labels);
    await gotoHydrated(page, '/');
    await expect(siteNav(page).getByRole('link', { name: HIDDEN })).toBeVisible();
  });
});

test.describe('the header’s external link (item 21)', () => {
  test('is shown as set, opens in a new tab without a handle on the store, and the header still fits', async ({ page }) => {
    for (const width of [1024, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/');
      const link = siteNav(page).getByRole('link', { name: 'Careers (opens in a new tab)' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', 'https://careers.caresupply.example/');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(await sidewaysProblems(page), `${width} px`).toEqual([]);
      expect(await seriousAxeFindings(page), `${width} px`).toEqual([]);
    }
    // By keyboard: Tab reaches it from the last nav link.
    await siteNav(page).getByRole('link', { name: 'Contact Us' }).focus();
    await page.keyboard.press('Tab');
    await expect(siteNav(page).getByRole('link', { name: /^Careers/ })).toBeFocused();

    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, '/');
    expect(await sidewaysProblems(page)).toEqual([]);
    await page.getByRole('banner').getByLabel('Menu').first().click();
    const menuLink = page.getByRole('banner').getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: /^Careers/ });
    await expect(menuLink).toBeVisible();
    const box = await menuLink.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 375).toBe(true);
  });
});

test.describe('the footer’s social links (item 14)', () => {
  test('link only to the profiles set, never to a network’s home page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const linkedIn = footer.getByRole('link', { name: 'Care Supply Co on LinkedIn (opens in a new tab)' });
    await expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/caresupplyco-example');
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: /Facebook|Instagram/ })).toHaveCount(0);
    const hrefs = await footer.locator('a[href^="http"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) expect(href).not.toMatch(/^https:\/\/www\.(facebook|linkedin|instagram)\.com\/?$/);
  });
});
