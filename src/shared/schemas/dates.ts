import { z } from 'zod';
import { codeText } from './text.ts';

/** A real calendar day as YYYY-MM-DD ('2025-02-30' is refused, not rolled over to March). */
export const isoDate = (label: string) =>
  codeText(label).refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, `The ${label} must be a date (YYYY-MM-DD).`);

/** A moment in an answer: ISO 8601 in UTC, as Date.toISOString() writes it. */
export const instantJson = (what: string) => z.iso.datetime().describe(`${what} (ISO 8601).`);
