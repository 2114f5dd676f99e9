import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes true, a number of hops, or the proxies’ addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: must be true, false, a number of proxy hops/);
  });
});

describe('JOB_POLLING_SECONDS', () => {
  it('defaults to 2 and refuses less than half a second', () => {
    expect(loadConfig({}).jobPollingSeconds).toBe(2);
    expect(() => loadConfig({ JOB_POLLING_SECONDS: '0.1' })).toThrow(/JOB_POLLING_SECONDS/);
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to this machine on PORT, so e-mailed links point where the store answers', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
  });
});

describe('LOG_FORMAT', () => {
  it('is auto unless set, and refuses anything but auto, pretty and json', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
