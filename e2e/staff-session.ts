// The back office's staff in browser tests (issue #17): members made by e2e/start-server.ts, signed in
// through the real two steps. The first sign-in enrols from the setup key on screen; the secret and the
// last 30-second step used are kept in a file beside the e2e data folder (a test file may run in a new
// worker), so a later sign-in sends a code the server has not seen (it refuses a code used twice).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Cookie, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_NAV_GROUPS } from '../src/web/admin/admin-nav.ts';
import { expect, gotoHydrated } from './fixtures.ts';
import { e2ePort } from './server-port.ts';
import { staffSecretsFile, type E2EStaff } from './staff-members.ts';

export { E2E_STAFF } from './staff-members.ts';
const PERIOD_MS = 30_000;

const secretsFile = () => staffSecretsFile(String(e2ePort()));

type Kept = Record<string, { secret: string; lastStep: number; cookies?: Cookie[] }>;
const readKept = (): Kept => (existsSync(secretsFile()) ? (JSON.parse(readFileSync(secretsFile(), 'utf8')) as Kept) : {});

function codeFor(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: step * PERIOD_MS });
}

/**
 * Signs `member` in and leaves the page at /admin. The session of their last sign-in is reused while the
 * server still takes it (issue #26, CI time: a new sign-in waits for the next 30-second code, up to a
 * minute a test); `fresh` goes through /admin/login whatever is kept.
 */
export async function signInStaff(page: Page, member: E2EStaff, options: { fresh?: boolean } = {}): Promise<void> {
  if (!options.fresh && (await resumeSession(page, member))) return;
  await gotoHydrated(page, '/admin/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const enrol = page.getByRole('heading', { name: 'Set up your authenticator app' });
  const code = page.getByRole('heading', { name: 'Enter your code' });
  await expect(enrol.or(code)).toBeVisible();
  const kept = readKept();
  let step = Math.floor(Date.now() / PERIOD_MS);
  if (await enrol.isVisible()) {
    const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('6-digit code from your authenticator app').fill(codeFor(secret, step));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByRole('button', { name: 'I have kept them: continue' }).click();
    kept[member.email] = { secret, lastStep: step };
  } else {
    const known = kept[member.email];
    if (!known) throw new Error(`${member.email} is enrolled, but this run kept no secret for them`);
    // A step after the last one used, never beyond the next one (the server accepts one step either side).
    step = Math.max(step, known.lastStep + 1);
    while (step > Math.floor(Date.now() / PERIOD_MS) + 1) await page.waitForTimeout(1000);
    await page.getByLabel('6-digit code from your authenticator app').fill(codeFor(known.secret, step));
    await page.keyboard.press('Enter');
    kept[member.email] = { secret: known.secret, lastStep: step };
  }
  await expect(page).toHaveURL(/\/admin$/);
  kept[member.email] = { ...kept[member.email]!, cookies: await backOfficeCookies(page) };
  writeFileSync(secretsFile(), JSON.stringify(kept));
}

/** The back office's own cookies (its session and CSRF token, both Path=/admin). */
async function backOfficeCookies(page: Page): Promise<Cookie[]> {
  return (await page.context().cookies()).filter((cookie) => cookie.path === '/admin');
}

/** Puts the member's kept session in this browser; true when the server still takes it (a sign-out or expiry ends it). */
async function resumeSession(page: Page, member: E2EStaff): Promise<boolean> {
  const cookies = readKept()[member.email]?.cookies;
  if (!cookies?.length) return false;
  await page.context().addCookies(cookies);
  await gotoHydrated(page, '/admin');
  if (new URL(page.url()).pathname === '/admin') return true;
  await page.context().clearCookies({ path: '/admin' });
  return false;
}

/**
 * Opens the back-office screen `label` from the menu as a person would (issue #26: screens are in
 * groups): its group's button first, unless the group shows this member only that one screen.
 */
export async function openBackOfficeScreen(page: Page, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const group = ADMIN_NAV_GROUPS.find((candidate) => candidate.items.some((item) => item.label === label));
  if (!group) throw new Error(`no back-office screen is called '${label}'`);
  const button = nav.getByRole('button', { name: group.label, exact: true });
  if (await button.isVisible()) {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  await nav.getByRole('link', { name: label, exact: true }).click();
}
