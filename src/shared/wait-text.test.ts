import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage, waitText } from './wait-text.ts';

describe('waitText', () => {
  it('names seconds under a minute, and whole minutes, rounded up, from a minute on', () => {
    expect([0, 1, 2, 59, 59.2, 60, 61, 120, 840, 900, 3600].map(waitText)).toEqual([
      '1 second',
      '1 second',
      '2 seconds',
      '59 seconds',
      '1 minute',
      '1 minute',
      '2 minutes',
      '2 minutes',
      '14 minutes',
      '15 minutes',
      '60 minutes',
    ]);
  });

  it('words the 429 message with the wait', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(4)).toBe('Too many attempts. Try again in 4 seconds.');
  });
});
