// Issue #11 part 7: subscribing from the footer, confirmed from the e-mail (double opt-in).
import { expect, gotoHydrated, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';
import { closeMessage, seriousAxeFindings } from './page-checks.ts';

test('subscribes from the footer and confirms from the e-mailed link', async ({ page }) => {
  await gotoHydrated(page, '/');
  const email = `reader-${Date.now()}@example.test`;
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Join our newsletter').fill(email);
  await footer.getByRole('button', { name: 'Submit' }).click();
  await closeMessage(page, 'Thank you! We have e-mailed you a link');
  const mail = await mailTo(email, /\/newsletter\/confirm\/[A-Za-z0-9_-]+/);
  const path = /\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
  await gotoHydrated(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you: your subscription is confirmed. Every newsletter has a link to unsubscribe.');
  const unsubscribe = /\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
  await gotoHydrated(page, unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You have been unsubscribed. You will get no more newsletters from us.');
});
