import { describe, expect, it } from 'vitest';
import { viewerOf } from '../../testing/viewers.ts';
import { createSessionCache } from './session-cache.ts';

describe('session cache', () => {
  it('answers a session within its time to live and forgets it after', () => {
    const cache = createSessionCache(5000);
    cache.set('a', viewerOf({ userId: 1 }), 1000, 1_000_000);
    expect(cache.get('a', 5999)?.user.id).toBe(1);
    expect(cache.get('a', 6000)).toBeNull();
    expect(cache.get('a', 1000)).toBeNull();
  });

  it('never answers a session past its own expiry', () => {
    const cache = createSessionCache(5000);
    cache.set('a', viewerOf({ userId: 1 }), 1000, 2000);
    expect(cache.get('a', 1999)?.user.id).toBe(1);
    expect(cache.get('a', 2000)).toBeNull();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = createSessionCache(5000);
    cache.set('a', viewerOf({ userId: 1 }), 0, 10_000);
    cache.set('b', viewerOf({ userId: 1 }), 0, 10_000);
    cache.set('c', viewerOf({ userId: 2 }), 0, 10_000);
    cache.forget('c');
    expect(cache.get('c', 1)).toBeNull();
    cache.forgetUser(1);
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('b', 1)).toBeNull();
  });

  it('keeps nothing when its time to live is 0', () => {
    const cache = createSessionCache(0);
    cache.set('a', viewerOf({ userId: 1 }), 0, 10_000);
    expect(cache.get('a', 0)).toBeNull();
  });

  it('drops the oldest entries past 10,000', () => {
    const cache = createSessionCache(5000);
    for (let index = 0; index <= 10_000; index++) cache.set(`s${index}`, viewerOf({ userId: index }), 0, 10_000);
    expect(cache.get('s0', 1)).toBeNull();
    expect(cache.get('s1', 1)?.user.id).toBe(1);
    expect(cache.get('s10000', 1)?.user.id).toBe(10_000);
  });
});
