// The ERP's order feed cursor (issue #19): where the last page ended, as the placing transaction and the
// order id. Opaque to the ERP (base64url), and checked on the way in: anything else is a 422.
import { ValidationError } from '../../errors.ts';

export type FeedPosition = { xid: string; id: number };

export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(`${position.xid}.${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a cursor this feed did not give is a 422 on `after`. */
export function decodeFeedCursor(cursor: string): FeedPosition {
  const match = /^(\d{1,20})\.(\d{1,10})$/.exec(/^[A-Za-z0-9_-]*$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '');
  const id = Number(match?.[2]);
  if (!match?.[1] || !Number.isSafeInteger(id) || id > 2_147_483_647 || BigInt(match[1]) > 18_446_744_073_709_551_615n) {
    throw new ValidationError({ after: 'The after cursor is not one this feed gave: send the next value of a page, or leave it out to start.' });
  }
  return { xid: match[1], id };
}
