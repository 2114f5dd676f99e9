// Where a webhook may be sent (issue #19): only http(s) hosts on the public internet. Loopback, private,
// link-local, shared (CGNAT), multicast and reserved ranges are refused, in IPv4 and IPv6, and IPv4
// inside IPv6 (::ffff:10.0.0.1, NAT64 64:ff9b::/96, 6to4 2002::/16). A name is resolved, every address it
// resolves to is checked, and the request is then made to that checked address (the `lookup` given to
// the HTTP client), so DNS cannot answer one address to the check and another to the send.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['::', 96], ['100::', 64], ['2001::', 32], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) refused.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address carried inside an IPv6 one (mapped, NAT64, 6to4), or null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const groups = expandIpv6(lower);
  if (!groups) return null;
  const toIpv4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0) && g6 !== undefined && g7 !== undefined) return toIpv4(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g6 !== undefined && g7 !== undefined) return toIpv4(g6, g7);
  if (g0 === 0x2002 && g1 !== undefined && g2 !== undefined) return toIpv4(g1, g2);
  return null;
}

/** Eight 16-bit groups of an IPv6 address (with an IPv4 tail turned into two), or null. */
function expandIpv6(address: string): number[] | null {
  let text = address.split('%', 1)[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** Whether a webhook may not be sent to this IP address (IPv4 or IPv6 text). Not an address: refused. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner !== null) return isIP(inner) !== 4 || refused.check(inner, 'ipv4');
  return refused.check(address.split('%', 1)[0] ?? address, 'ipv6');
}

export type ResolvedTarget = { url: URL; address: string; family: 4 | 6 };

export class WebhookAddressError extends Error {}

/**
 * The address to send to: the URL's host resolved, every address checked (unless `allowPrivate`).
 * Throws WebhookAddressError saying why a URL may not be used.
 */
export async function resolveWebhookTarget(rawUrl: string, options: { allowPrivate: boolean; resolve?: (host: string) => Promise<{ address: string; family: number }[]> }): Promise<ResolvedTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new WebhookAddressError('The url is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WebhookAddressError('The url must be an http:// or https:// address.');
  if (url.username || url.password) throw new WebhookAddressError('The url may not carry a user name or password.');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const resolve = options.resolve ?? ((name: string) => lookup(name, { all: true, verbatim: true }));
  const literal = isIP(host);
  let found: { address: string; family: number }[];
  try {
    found = literal ? [{ address: host, family: literal }] : await resolve(host);
  } catch {
    throw new WebhookAddressError(`The host ${host} could not be found.`);
  }
  if (found.length === 0) throw new WebhookAddressError(`The host ${host} could not be found.`);
  if (!options.allowPrivate) {
    const inside = found.find((entry) => isRefusedAddress(entry.address));
    if (inside) throw new WebhookAddressError(`The host ${host} is a private, loopback or link-local address (${inside.address}): webhooks go to public addresses only.`);
  }
  const [first] = found;
  if (!first) throw new WebhookAddressError(`The host ${host} could not be found.`);
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
