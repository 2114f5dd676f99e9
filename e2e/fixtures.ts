import { test as base, expect, type Page } from '@playwright/test';

/** The demo account the README names (seeded on first start). */
export const DEMO_BUYER = { email: 'buyer@sunrise-care.example', password: 'demo-password', accountNumber: '100200' };

export async function signIn(page: Page, user = DEMO_BUYER): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.hash === '#category');
}

export const test = base;
export { expect };
