import { describe, expect, it } from 'vitest';
import { trackingUrl, trackingUrlTemplatesFromEnv } from './tracking-urls.ts';

const NZ_POST = 'https://www.nzpost.co.nz/tools/tracking/item/{ref}';

describe('TRACKING_URL_TEMPLATES (issue #26 item 14)', () => {
  it('reads carriers whatever their case and blanks, and none when unset or blank', () => {
    expect(trackingUrlTemplatesFromEnv.parse(JSON.stringify({ ' NZ  Post ': NZ_POST }))).toEqual({ 'nz post': NZ_POST });
    expect(trackingUrlTemplatesFromEnv.parse(undefined)).toEqual({});
    expect(trackingUrlTemplatesFromEnv.parse('  ')).toEqual({});
  });

  it('refuses what is not an object of carrier to an http(s) address holding {ref}, naming the carrier', () => {
    const issues = (text: string) => trackingUrlTemplatesFromEnv.safeParse(text).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues('{"NZ Post": ')).toEqual([expect.stringMatching(/^is not JSON/)]);
    expect(issues('["https://a.example/{ref}"]')).toEqual([expect.stringMatching(/^must be a JSON object/)]);
    expect(issues('{"NZ Post": "https://www.nzpost.co.nz/track"}')).toEqual([expect.stringMatching(/^'NZ Post': must be/)]);
    expect(issues('{"DPD": "javascript:alert({ref})"}')).toEqual([expect.stringMatching(/^'DPD': must be/)]);
    expect(issues('{"DPD": 42}')).toEqual([expect.stringMatching(/^'DPD': must be/)]);
    expect(issues(`{"NZ Post": "${NZ_POST}", "nz post": "${NZ_POST}"}`)).toEqual(["'nz post': is named twice"]);
  });
});

describe('trackingUrl', () => {
  const templates = trackingUrlTemplatesFromEnv.parse(JSON.stringify({ 'NZ Post': NZ_POST }));

  it('puts the reference, URL-encoded, in the carrier’s template', () => {
    expect(trackingUrl(templates, 'nz post', 'LS123456789NZ')).toBe('https://www.nzpost.co.nz/tools/tracking/item/LS123456789NZ');
    expect(trackingUrl(templates, 'NZ Post', 'a/b c#d')).toBe('https://www.nzpost.co.nz/tools/tracking/item/a%2Fb%20c%23d');
  });

  it('gives no link without a template, a carrier or a reference', () => {
    expect(trackingUrl(templates, 'DPD', 'DPD-1007')).toBeNull();
    expect(trackingUrl(templates, null, 'LS1')).toBeNull();
    expect(trackingUrl(templates, 'NZ Post', null)).toBeNull();
  });
});
