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

describe('ORDERS_EMAIL', () => {
  it('is MERCHANT_EMAIL unless set, and refuses what is not an e-mail', () => {
    expect(loadConfig({}).mail.ordersEmail).toBe('accounts@caresupply.example');
    expect(loadConfig({ MERCHANT_EMAIL: 'office@shop.example', ORDERS_EMAIL: ' ' }).mail.ordersEmail).toBe('office@shop.example');
    expect(loadConfig({ MERCHANT_EMAIL: 'office@shop.example', ORDERS_EMAIL: 'orders@shop.example' }).mail.ordersEmail).toBe('orders@shop.example');
    expect(() => loadConfig({ ORDERS_EMAIL: 'orders' })).toThrow(/ORDERS_EMAIL/);
  });
});

describe('LOG_FORMAT', () => {
  it('is auto unless set, and refuses anything but auto, pretty and json', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('HEADER_EXTERNAL_LINK_LABEL and _URL (spec §2: an optional external link)', () => {
  it('is no link unless both are set; a blank value is unset', () => {
    expect(loadConfig({}).headerExternalLink).toBeNull();
    expect(loadConfig({ HEADER_EXTERNAL_LINK_LABEL: '', HEADER_EXTERNAL_LINK_URL: ' ' }).headerExternalLink).toBeNull();
    expect(loadConfig({ HEADER_EXTERNAL_LINK_LABEL: ' Careers ', HEADER_EXTERNAL_LINK_URL: 'https://jobs.caresupply.example/' }).headerExternalLink).toEqual({
      label: 'Careers',
      url: 'https://jobs.caresupply.example/',
    });
  });

  it('refuses one without the other, and an address that is not http(s)', () => {
    expect(() => loadConfig({ HEADER_EXTERNAL_LINK_LABEL: 'Careers' })).toThrow(/HEADER_EXTERNAL_LINK_URL: required with the other/);
    expect(() => loadConfig({ HEADER_EXTERNAL_LINK_URL: 'https://jobs.example/' })).toThrow(/HEADER_EXTERNAL_LINK_LABEL: required with the other/);
    for (const url of ['javascript:alert(1)', 'ftp://files.example/', '/careers', 'careers.example']) {
      expect(() => loadConfig({ HEADER_EXTERNAL_LINK_LABEL: 'Careers', HEADER_EXTERNAL_LINK_URL: url }), url).toThrow(/HEADER_EXTERNAL_LINK_URL: must be an http/);
    }
    expect(() => loadConfig({ HEADER_EXTERNAL_LINK_LABEL: 'x'.repeat(41), HEADER_EXTERNAL_LINK_URL: 'https://a.example/' })).toThrow(/HEADER_EXTERNAL_LINK_LABEL/);
  });
});

describe('SOCIAL_*_URL (issue #16 item 14: the merchant’s own profiles)', () => {
  it('gives no social links by default, and only those set, in a fixed order', () => {
    expect(loadConfig({}).socialLinks).toEqual([]);
    expect(loadConfig({ SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/caresupplyco', SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/caresupplyco' }).socialLinks).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/caresupplyco' },
      { network: 'instagram', url: 'https://www.instagram.com/caresupplyco' },
    ]);
  });

  it('refuses an address that is not https', () => {
    for (const url of ['http://www.facebook.com/x', 'javascript:alert(1)', 'facebook.com/x']) {
      expect(() => loadConfig({ SOCIAL_FACEBOOK_URL: url }), url).toThrow(/SOCIAL_FACEBOOK_URL: must be an https/);
    }
  });
});

describe('ACCOUNT_NUMBER_PATTERN', () => {
  it('is 4 to 12 digits unless set, and a set pattern is the rule', () => {
    expect(loadConfig({}).accountNumbers.matches('100200')).toBe(true);
    expect(loadConfig({}).accountNumbers.matches('abc')).toBe(false);
    expect(loadConfig({ ACCOUNT_NUMBER_PATTERN: '[A-Z]{2}[0-9]{3}' }).accountNumbers.matches('MT123')).toBe(true);
  });

  it('stops the start with a pattern that is no regular expression, or takes a blank number', () => {
    expect(() => loadConfig({ ACCOUNT_NUMBER_PATTERN: '[0-9' })).toThrow(/ACCOUNT_NUMBER_PATTERN: is not a valid regular expression/);
    expect(() => loadConfig({ ACCOUNT_NUMBER_PATTERN: '\\d*' })).toThrow(/ACCOUNT_NUMBER_PATTERN: must not accept ""/);
  });
});

describe('TRACKING_URL_TEMPLATES', () => {
  it('is none unless set, and stops the start-up naming the variable when it is not carrier to address with {ref}', () => {
    expect(loadConfig({}).trackingUrlTemplates).toEqual({});
    expect(loadConfig({ TRACKING_URL_TEMPLATES: '{"NZ Post":"https://www.nzpost.co.nz/tools/tracking/item/{ref}"}' }).trackingUrlTemplates).toEqual({
      'nz post': 'https://www.nzpost.co.nz/tools/tracking/item/{ref}',
    });
    expect(() => loadConfig({ TRACKING_URL_TEMPLATES: '{"NZ Post":"https://www.nzpost.co.nz/"}' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRACKING_URL_TEMPLATES: 'nz post' })).toThrow(/TRACKING_URL_TEMPLATES: is not JSON/);
  });
});
