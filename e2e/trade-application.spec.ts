// Issue #11 part 6: a visitor applies for a trade account from /login.
import { expect, gotoHydrated, test } from './fixtures.ts';
import { closeMessage, seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

test.describe('the trade account application', () => {
  test('applies from the login page with Same as billing, and the form clears', async ({ page }) => {
    await gotoHydrated(page, '/login');
    await page.getByRole('link', { name: 'Apply for a trade account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a trade account' })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await seriousAxeFindings(page)).toEqual([]);
    const create = page.getByRole('button', { name: 'Create Account' });
    const same = page.getByRole('checkbox', { name: 'Same as billing' });
    await expect(create).toBeDisabled();
    await expect(same).toBeDisabled();

    const email = `apply-${Date.now()}@kowhai.example`;
    const login = page.getByRole('group', { name: 'Login Details' });
    await login.getByLabel('Email').fill(email);
    const contact = page.getByRole('group', { name: 'Contact Details' });
    await contact.getByLabel('Company Name').fill('Kowhai Lodge Rest Home');
    await contact.getByLabel('Purchaser Name').fill('Aroha Ngata');
    await contact.getByLabel('Phone Number').fill('09 555 0101');
    await contact.getByLabel('Contact Email').fill('office@kowhai.example');
    const billing = page.getByRole('group', { name: 'Billing Address' });
    await billing.getByLabel('Street Address').fill('7 Kowhai Street');
    await billing.getByLabel('City').fill('Auckland');
    await billing.getByLabel('Phone').fill('abc');
    await billing.getByLabel('Phone').blur();
    await expect(billing.getByLabel('Phone')).toHaveAccessibleDescription('The billing phone may only contain digits, spaces, +, (, ) and -.');
    await billing.getByLabel('Phone').fill('095550101');
    // The server's words for the address rule (issue #16 item 3).
    await billing.getByLabel('Post Code').fill('ABCDE');
    await billing.getByLabel('Post Code').blur();
    await expect(billing.getByLabel('Post Code')).toHaveAccessibleDescription('The billing post code must be 4 digits.');
    await billing.getByLabel('Post Code').fill('1050');
    // Shipping fields are required until Same as billing is ticked, which hides them.
    await expect(create).toBeDisabled();
    await same.check();
    await expect(page.getByRole('group', { name: 'Shipping Address' }).getByLabel('Street Address')).toHaveCount(0);
    await expect(create).toBeEnabled();
    await create.click();
    await closeMessage(page, 'Your Application Information has been sent to Care Supply Co.');
    await expect(login.getByLabel('Email')).toHaveValue('');
    await expect(create).toBeDisabled();
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/register');
    expect(await sidewaysProblems(page)).toEqual([]);
  });
});
