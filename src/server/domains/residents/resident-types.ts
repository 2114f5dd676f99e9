// The Resident Tracker's records as the service reads them (issue #10).

export type OrderTime = { id: number; title: string; position: number };

export type Resident = {
  id: number;
  name: string;
  room: string;
  location: string;
  createdBy: number | null;
  updatedAt: Date;
  /** The name of the user who last changed it, '' when that user is gone. */
  updatedByName: string;
};

/** One scheduled product: how many a day at one order time. */
export type ResidentLine = {
  id: number;
  residentId: number;
  orderTimeId: number;
  categoryId: number;
  productId: number;
  qty: number;
  /** The product's title when it was scheduled, shown when it is no longer sold. */
  title: string;
};

/** What makes a line that line: a resident has one line per order time and product (issue #16 item 25). */
export type LineIdentity = { orderTimeId: number; productId: number };

/** A line to write: id 0 is a new one. */
export type ResidentLineWrite = Omit<ResidentLine, 'residentId'>;

/** What a set of residents uses of one product a day, with the stock the account has of it. */
export type ProductUse = { productId: number; qtyPerDay: number; onHand: number; title: string };

/** 'all', 'none' (no location) or one location, case-insensitive. */
export type LocationFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'one'; location: string };

export function locationFilterOf(value: string): LocationFilter {
  const lower = value.trim().toLowerCase();
  if (lower === '' || lower === 'all') return { kind: 'all' };
  if (lower === 'none') return { kind: 'none' };
  return { kind: 'one', location: value.trim() };
}
