import { z } from 'zod';
import { isCalendarDay } from '../calendar-day.ts';
import { codeText } from './text.ts';

/** A real calendar day as YYYY-MM-DD ('2025-02-30' is refused, not rolled over to March). */
export const isoDate = (label: string) =>
  codeText(label).refine(isCalendarDay, `The ${label} must be a date (YYYY-MM-DD).`);

/** A moment in an answer: ISO 8601 in UTC, as Date.toISOString() writes it. */
export const instantJson = (what: string) => z.iso.datetime().describe(`${what} (ISO 8601).`);
