import { describe, expect, it } from 'vitest';
import { freightOf, overlapProblem, zoneForPostCode } from './zone-rules.ts';

const wellington = { name: 'Wellington', postCodes: ['6011', '6012-6022'], isDefault: false };
const hutt = { name: 'Hutt Valley', postCodes: ['5010-5019'], isDefault: false };
const elsewhere = { name: 'Rest of New Zealand', postCodes: [], isDefault: true };

describe('zone rules', () => {
  it('finds the zone listing a post code, a range inclusive at both ends', () => {
    const zones = [wellington, hutt, elsewhere];
    expect(zoneForPostCode(zones, '6011')?.name).toBe('Wellington');
    expect(zoneForPostCode(zones, '6012')?.name).toBe('Wellington');
    expect(zoneForPostCode(zones, ' 6022 ')?.name).toBe('Wellington');
    expect(zoneForPostCode(zones, '5019')?.name).toBe('Hutt Valley');
  });

  it('falls to the default zone for a post code in no zone, or none known', () => {
    const zones = [wellington, elsewhere];
    expect(zoneForPostCode(zones, '6023')?.name).toBe('Rest of New Zealand');
    expect(zoneForPostCode(zones, null)?.name).toBe('Rest of New Zealand');
    expect(zoneForPostCode(zones, 'SW1A 1AA')?.name).toBe('Rest of New Zealand');
    expect(zoneForPostCode([wellington], '9999')).toBeNull();
  });

  it('finds overlaps within a zone and with another zone', () => {
    expect(overlapProblem(['6011', '6012-6022'], [hutt])).toBeNull();
    expect(overlapProblem(['6010-6015', '6014'], [])).toBe('6010-6015 and 6014 overlap.');
    expect(overlapProblem(['5019-5030'], [wellington, hutt])).toBe('5019-5030 overlaps 5010-5019 of the zone Hutt Valley.');
    expect(overlapProblem(['6011'], [wellington])).toBe('6011 overlaps 6011 of the zone Wellington.');
  });

  it('charges freight until the goods reach the free-delivery amount', () => {
    const zone = { freightCents: 1500, freeOverCents: 30000 };
    expect(freightOf(zone, 29999)).toBe(1500);
    expect(freightOf(zone, 30000)).toBe(0);
    expect(freightOf({ freightCents: 1500, freeOverCents: null }, 10_000_000)).toBe(1500);
  });
});
