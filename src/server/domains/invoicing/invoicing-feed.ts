// The cursor of the ERP's invoice and credit-note feeds (issue #28): the id the last page ended on, named
// with its feed, opaque to the ERP (base64url) and checked on the way in: anything else is a 422 on `cursor`.
import { ValidationError } from '../../errors.ts';

export type DocumentFeed = 'invoices' | 'credit-notes';

export function encodeDocumentCursor(feed: DocumentFeed, lastId: number): string {
  return Buffer.from(`${feed}.${lastId}`, 'utf8').toString('base64url');
}

/** The id a cursor of `feed` names; a cursor this feed did not give is a 422. */
export function decodeDocumentCursor(feed: DocumentFeed, cursor: string): number {
  const text = /^[A-Za-z0-9_-]*$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = /^([a-z-]+)\.(\d{1,10})$/.exec(text);
  const id = Number(match?.[2]);
  if (match?.[1] !== feed || !Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new ValidationError({ cursor: `The cursor is not one this feed gave: send the next value of a page of ${feed}, or leave it out to start.` });
  }
  return id;
}
