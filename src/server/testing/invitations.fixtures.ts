// A manager's invitation as its invitee receives it (colleagues tests): sent through the API, its e-mail
// job run, and the link's token read from the message.
import { expect } from 'vitest';

import type { ApiClient } from './api.ts';
import type { TestApp } from './test-app.ts';
import { colleagueInvitationMailQueue } from '../domains/colleagues/colleagues.queues.ts';

export function invitationTokenOf(text: string): string {
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${text}`);
  return match[1];
}

/** Invites `email` as the manager's client and answers the token of the link e-mailed to it. */
export async function inviteByEmail(testApp: TestApp, manager: ApiClient, email: string, role = 'buyer'): Promise<string> {
  const answer = await manager.post('/api/account-users/invitations', { email, role });
  expect(answer.status, answer.text).toBe(201);
  await testApp.app.jobs.runDue(colleagueInvitationMailQueue);
  return invitationTokenOf((await testApp.mailer.nextTo(email)).text);
}
