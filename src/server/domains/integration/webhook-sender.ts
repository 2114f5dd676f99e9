// One webhook POST (issue #19): to the address checked by webhook-address.ts and no other (the HTTP
// client's own lookup is replaced by it), with a timeout, no redirects followed, and only the status
// read back (the body is drained up to a small limit and dropped).
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveWebhookTarget } from './webhook-address.ts';

export type SendOutcome = { statusCode: number | null; error: string | null; durationMs: number };
export type WebhookPost = (url: string, headers: Record<string, string>, body: string) => Promise<SendOutcome>;

const DRAIN_LIMIT_BYTES = 64 * 1024;

export function createWebhookPost(options: { allowPrivate: boolean; timeoutMs: number }): WebhookPost {
  return async (rawUrl, headers, body) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let target;
    try {
      target = await resolveWebhookTarget(rawUrl, { allowPrivate: options.allowPrivate });
    } catch (error) {
      return { statusCode: null, error: error instanceof Error ? error.message : String(error), durationMs: elapsed() };
    }
    const pinned: LookupFunction = (_host, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const client = target.url.protocol === 'https:' ? https : http;
    return new Promise<SendOutcome>((resolve) => {
      const request = client.request(
        target.url,
        { method: 'POST', lookup: pinned, timeout: options.timeoutMs, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'CareSupply-Webhooks/1' } },
        (response) => {
          let received = 0;
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > DRAIN_LIMIT_BYTES) response.destroy();
          });
          const done = () => resolve({ statusCode: response.statusCode ?? null, error: null, durationMs: elapsed() });
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
      request.on('error', (error) => resolve({ statusCode: null, error: error.message, durationMs: elapsed() }));
      request.end(body);
    });
  };
}
