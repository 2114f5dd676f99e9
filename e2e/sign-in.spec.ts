// The sign-in screen (issue #16 item 13): a viewer already signed in is told as whom, with the ways
// on, not shown the form again; 'Too many attempts' says how long to wait.
import { apiHeaders, E2E_BUYERS, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { closeMessage, messagePopup, seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

const BUYER = E2E_BUYERS.orders;

test('a signed-in buyer opening /login is told who is signed in, can go on, and can log out', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, BUYER);
  await gotoHydrated(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${BUYER.email} (Account #${BUYER.accountNumber}, E2E Orders Rest Home).`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  expect(await sidewaysProblems(page)).toEqual([]);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The ways on, by keyboard.
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'My Account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-account$/);
  await gotoHydrated(page, '/login');
  await main.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/category$/);

  // Log Out leaves a guest, who gets the form.
  await gotoHydrated(page, '/login');
  await main.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test("'Too many attempts' says how long to wait", async ({ page }) => {
  const email = `nobody-${Date.now()}@example.test`;
  await gotoHydrated(page, '/login');
  // Five wrong passwords for one e-mail from one address are free; then the pair waits 1 s, 2 s, 4 s…
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await page.request.post('/api/login', { data: { email, password: 'wrong-password' }, headers: await apiHeaders(page) });
    expect(response.status()).toBe(422);
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  // The form is faster than the doubling wait: within a few tries it is refused.
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(messagePopup(page)).toBeVisible();
    const text = (await messagePopup(page).textContent()) ?? '';
    if (text.includes('Too many attempts')) break;
    await closeMessage(page, 'These credentials do not match our records.');
  }
  await expect(messagePopup(page)).toContainText(/Too many attempts\. Try again in \d+ seconds?\./);
});
