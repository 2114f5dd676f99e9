// Path ids of the tracker's routes: characters no id has are bad input (422); digits that cannot name a
// row are a 404, like a row of another account.
import { NotFoundError } from '../../errors.ts';

const LARGEST_ID = 2_147_483_647;

export function rowId(raw: string, what: string): number {
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (value < 1 || value > LARGEST_ID) throw new NotFoundError(what, raw);
  return value;
}
