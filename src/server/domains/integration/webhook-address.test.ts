// Where a webhook may go (issue #19): public http(s) hosts only, however the address is written or resolved.
import { describe, expect, it } from 'vitest';
import { isRefusedAddress, resolveWebhookTarget } from './webhook-address.ts';

const resolvesTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isRefusedAddress', () => {
  it.each([
    '127.0.0.1', '127.255.255.254', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '198.18.0.1',
    '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:c0a8:0101', '::127.0.0.1',
    '64:ff9b::a00:1', '64:ff9b::127.0.0.1', '2002:0a00:0001::1', '2002:7f00:1::', '2001:db8::1',
    'localhost', 'not an address', '',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '203.0.114.1', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4001:81b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:0808:0808::1'])(
    'allows %s',
    (address) => {
      expect(isRefusedAddress(address)).toBe(false);
    },
  );
});

describe('resolveWebhookTarget', () => {
  it('answers the one checked address the request will connect to', async () => {
    const target = await resolveWebhookTarget('https://erp.example.com/hooks', { allowPrivate: false, resolve: resolvesTo('93.184.216.34') });
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(target.url.hostname).toBe('erp.example.com');
  });

  it('refuses a name that resolves to a private address, even one of several', async () => {
    await expect(resolveWebhookTarget('https://inside.example.com/', { allowPrivate: false, resolve: resolvesTo('10.0.0.5') })).rejects.toThrow(/private, loopback or link-local/);
    await expect(resolveWebhookTarget('https://mixed.example.com/', { allowPrivate: false, resolve: resolvesTo('93.184.216.34', '::ffff:192.168.0.1') })).rejects.toThrow(/192\.168\.0\.1/);
    await expect(resolveWebhookTarget('http://[::1]:8080/', { allowPrivate: false })).rejects.toThrow(/::1/);
    await expect(resolveWebhookTarget('http://127.1/', { allowPrivate: false })).rejects.toThrow(/127\.0\.0\.1/);
    await expect(resolveWebhookTarget('http://0x7f000001/', { allowPrivate: false })).rejects.toThrow(/127\.0\.0\.1/);
  });

  it('refuses other schemes, credentials in the URL and hosts that do not resolve', async () => {
    await expect(resolveWebhookTarget('ftp://erp.example.com/', { allowPrivate: false, resolve: resolvesTo('93.184.216.34') })).rejects.toThrow(/http/);
    await expect(resolveWebhookTarget('https://user:pass@erp.example.com/', { allowPrivate: false, resolve: resolvesTo('93.184.216.34') })).rejects.toThrow(/password/);
    await expect(resolveWebhookTarget('https://nowhere.example.com/', { allowPrivate: false, resolve: () => Promise.reject(new Error('ENOTFOUND')) })).rejects.toThrow(/could not be found/);
  });

  it('allows private addresses when WEBHOOK_ALLOW_PRIVATE is set', async () => {
    expect((await resolveWebhookTarget('http://127.0.0.1:4000/hook', { allowPrivate: true })).address).toBe('127.0.0.1');
  });
});
