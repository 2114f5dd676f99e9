// A colleague made through the invitation flow (issue #16 item 23: nobody joins until they accept), for
// the specs that need a fresh user of their own: the manager's page invites, and the link is accepted.
import type { Page } from '@playwright/test';
import { api, expect, gotoHydrated } from './fixtures.ts';
import { mailTo } from './outbox.ts';

export const COLLEAGUE_PASSWORD = 'Kereru-over-the-bush';

const linkPathOf = (mail: string) => new URL(/https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? 'http://x/').pathname;

/** The link of the newest invitation e-mailed to `email`, as a path on this store; with `previous`, waits for another one. */
export async function invitationPath(email: string, previous?: string): Promise<string> {
  let path = '';
  await expect.poll(async () => (path = linkPathOf(await mailTo(email, /\/invitation\/[A-Za-z0-9_-]+/))) !== previous, { timeout: 20_000 }).toBe(true);
  return path;
}

/** Invites `email` from the manager's signed-in page; answers the link's path (a new one, when `previous` is the last). */
export async function invite(manager: Page, email: string, role: 'manager' | 'buyer' | 'viewer', previous?: string): Promise<string> {
  await api(manager, 'POST', '/api/account-users/invitations', { email, role });
  return invitationPath(email, previous);
}

/**
 * A new user of the manager's account with `role`, who accepted by setting COLLEAGUE_PASSWORD; with the
 * path of the (now used) invitation, for waiting on a later one to the same address.
 */
export async function newColleague(manager: Page, prefix: string, role: 'manager' | 'buyer' | 'viewer'): Promise<{ email: string; password: string; usedInvitation: string }> {
  const email = `${prefix}-${Date.now()}@example.test`;
  const usedInvitation = await invite(manager, email, role);
  const token = usedInvitation.split('/').pop() ?? '';
  // Accepting signs the new colleague in (issue #26 item 11): in a browser of their own, not the manager's.
  const context = await manager.context().browser()!.newContext();
  const colleague = await context.newPage();
  await gotoHydrated(colleague, '/login');
  await api(colleague, 'POST', '/api/invitations/accept', { token, first_name: 'Ari', last_name: 'Colleague', password: COLLEAGUE_PASSWORD, password_confirmation: COLLEAGUE_PASSWORD });
  await context.close();
  return { email, password: COLLEAGUE_PASSWORD, usedInvitation };
}
