// Issue #11 part 7: the newsletter with double opt-in (spec §7 POST /api/subscribers).
import { describe, expect, it } from 'vitest';

import { apiAs, expectInvalid, okBody, type ApiClient } from '../../testing/api.ts';
import { guestHeaders } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { NEWSLETTER_MESSAGES } from './newsletter.service.ts';
import { newsletterConfirmationMailQueue } from './newsletter.queues.ts';

let clock = new Date('2026-11-24T01:00:00Z');

async function visitor(testApp: TestApp, address: string): Promise<ApiClient> {
  return apiAs(testApp, await guestHeaders(testApp), { remoteAddress: address });
}

const linkOf = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const token = new RegExp(`/newsletter/${kind}/([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${kind} link in: ${text}`);
  return token;
};

const stateOf = async (testApp: TestApp, email: string) =>
  (await testApp.database.pool.query('SELECT confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed FROM newsletter_subscribers WHERE lower(email) = lower($1)', [email])).rows;

describe('the newsletter', () => {
  const testApp = useTestApp(undefined, { runJobs: false, now: () => clock, config: { rateLimits: { loginPer15Min: 10, resetPerHour: 5, formsPerHour: 5, suggestPerMinute: 300 } } });
  const runMail = () => testApp.app.jobs.runDue(newsletterConfirmationMailQueue);

  it('subscribes once the e-mailed link is used; the answer is the same whether subscribed or not', async () => {
    const email = `reader-${process.pid}@example.test`;
    const client = await visitor(testApp, '10.2.0.1');
    const first = okBody(await client.post('/api/subscribers', { email }));
    expect(first).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await stateOf(testApp, email)).toEqual([{ confirmed: false, unsubscribed: false }]);
    expect(await runMail()).toBe(1);
    const mail = await testApp.mailer.nextTo(email);
    // Twice before confirming: the same answer, and no second e-mail within the hour.
    expect(okBody(await client.post('/api/subscribers', { email: email.toUpperCase() }))).toEqual(first);
    expect(await runMail()).toBe(0);
    const token = linkOf(mail.text, 'confirm');
    expect(okBody(await client.post('/api/subscribers/confirm', { token }))).toEqual({ success: true, message: NEWSLETTER_MESSAGES.confirmed });
    expect(await stateOf(testApp, email)).toEqual([{ confirmed: true, unsubscribed: false }]);
    // Used once.
    expect((await client.post('/api/subscribers/confirm', { token })).status).toBe(404);
    // Subscribed already: the same answer, no e-mail.
    expect(okBody(await client.post('/api/subscribers', { email }))).toEqual(first);
    expect(await runMail()).toBe(0);
  });

  it('sends one confirmation for a double click or two tabs: the second request finds it queued', async () => {
    const email = `double-${process.pid}@example.test`;
    const client = await visitor(testApp, '10.2.0.2');
    const answers = await Promise.all([client.post('/api/subscribers', { email }), client.post('/api/subscribers', { email })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(okBody(await client.post('/api/subscribers', { email }))).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await runMail()).toBe(1);
  });

  it('resends the confirmation after an hour, and unsubscribes with the link every e-mail carries', async () => {
    const email = `later-${process.pid}@example.test`;
    const client = await visitor(testApp, '10.2.0.2');
    okBody(await client.post('/api/subscribers', { email }));
    await runMail();
    const first = await testApp.mailer.nextTo(email);
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    okBody(await client.post('/api/subscribers', { email }));
    expect(await runMail()).toBe(1);
    const second = await testApp.mailer.nextTo(email);
    // The newer link works, the older one no longer does.
    expect((await client.post('/api/subscribers/confirm', { token: linkOf(first.text, 'confirm') })).status).toBe(404);
    okBody(await client.post('/api/subscribers/confirm', { token: linkOf(second.text, 'confirm') }));
    const unsubscribe = linkOf(second.text, 'unsubscribe');
    expect(linkOf(first.text, 'unsubscribe')).toBe(unsubscribe);
    expect(okBody(await client.post('/api/subscribers/unsubscribe', { token: unsubscribe }))).toEqual({ success: true, message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await stateOf(testApp, email)).toEqual([{ confirmed: true, unsubscribed: true }]);
    expect((await client.post('/api/subscribers/unsubscribe', { token: `${unsubscribe.split('-')[0]}-${'A'.repeat(43)}` })).status).toBe(404);
    // Subscribing again after unsubscribing asks for confirmation again.
    okBody(await client.post('/api/subscribers', { email }));
    expect(await runMail()).toBe(1);
    expect(await stateOf(testApp, email)).toEqual([{ confirmed: false, unsubscribed: false }]);
  });

  it('refuses bad input (422) and limits each address (429)', async () => {
    const client = await visitor(testApp, '10.2.0.3');
    expectInvalid(await client.post('/api/subscribers', { email: 'not-an-email' }), 'email');
    expectInvalid(await client.post('/api/subscribers', {}), 'email');
    expectInvalid(await client.post('/api/subscribers', { email: 'a\u0000@example.test' }), 'email');
    expectInvalid(await client.post('/api/subscribers/confirm', { token: 'x' }), 'token');
    expectInvalid(await client.post('/api/subscribers/unsubscribe', { token: '\ud800'.repeat(12) }), 'token');
    const limited = await visitor(testApp, '10.2.0.4');
    for (let n = 0; n < 5; n += 1) expect((await limited.post('/api/subscribers', { email: `many-${n}@example.test` })).status).toBe(200);
    expect((await limited.post('/api/subscribers', { email: 'one-more@example.test' })).status).toBe(429);
    expect((await apiAs(testApp, await guestHeaders(testApp), { withCsrf: false, remoteAddress: '10.2.0.5' }).post('/api/subscribers', { email: 'x@example.test' })).status).toBe(403);
  });
});
