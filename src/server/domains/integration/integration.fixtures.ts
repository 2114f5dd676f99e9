// API test helpers for the ERP's integration API (issue #19): a key made by an owner through the back
// office, and a client that sends it as a bearer token (no cookie, no CSRF header).
import type { ApiKeyScope } from '../../../shared/schemas/integration.ts';
import { apiAs, type ApiClient } from '../../testing/api.ts';
import { signedInStaff } from '../../testing/staff.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** A new key with these scopes, made by a new owner; the key in full. */
export async function makeApiKey(testApp: TestApp, scopes: ApiKeyScope[], name = `ERP ${Math.random().toString(36).slice(2, 8)}`): Promise<{ id: number; key: string; name: string }> {
  const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
  const made = await owner.post('/admin/api/api-keys', { name, scopes });
  if (made.status !== 201) throw new Error(`key not made: ${made.status} ${made.text}`);
  return { ...made.body.data, name };
}

/** A client that calls as the ERP with `key`. */
export function erpClient(testApp: Pick<TestApp, 'app'>, key: string): ApiClient {
  return apiAs(testApp, null, { headers: { authorization: `Bearer ${key}` } });
}

/** An ERP client with a new key of every scope. */
export async function newErp(testApp: TestApp, scopes: ApiKeyScope[] = ['accounts', 'catalogue', 'orders']): Promise<ApiClient & { keyName: string }> {
  const { key, name } = await makeApiKey(testApp, scopes);
  return Object.assign(erpClient(testApp, key), { keyName: name });
}

/**
 * Reads the feed from `after`, `limit` at a time, until it has handed out `count` orders (or `timeoutMs`
 * passed). On a PostgreSQL server an order shows once every transaction older than it has ended, on any
 * database of that server (the snapshot's xmin is the server's), so a test on a shared server waits.
 */
export async function readFeedUntil(erp: ApiClient, after: string | null, limit: number, count: number, timeoutMs = 15_000): Promise<{ numbers: string[]; cursor: string | null }> {
  const numbers: string[] = [];
  let cursor = after;
  const deadline = Date.now() + timeoutMs;
  while (numbers.length < count && Date.now() < deadline) {
    const answer = await erp.get(`/api/integration/orders?limit=${limit}${cursor ? `&after=${cursor}` : ''}`);
    if (answer.status !== 200) throw new Error(`feed answered ${answer.status}: ${answer.text}`);
    const page = answer.body as { data: { order_number: string }[]; next: string | null };
    numbers.push(...page.data.map((order) => order.order_number));
    cursor = page.next;
    if (page.data.length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { numbers, cursor };
}
