import { z } from 'zod';

/** spec §5: quantities and ids are whole numbers; no coercion ("1", 1.5, true, null are refused, never turned into 0 or 1). */
export const wholeNumber = (field: string) =>
  z.number({ error: `The ${field} must be a whole number.` }).int(`The ${field} must be a whole number.`);
