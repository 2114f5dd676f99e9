// A resident's order times as the page edits them (spec §3 Resident product line, §4 Resident rows):
// the saved lines plus one empty placeholder per order time, what changed since the last save, what
// 'Save Changes' sends (spec §5), and each line's cost a day by the shared calculator (spec §9).
import { SAME_PRODUCT_TWICE_MESSAGE } from '../../../shared/resident-messages.ts';
import { lineCostPerDayCents } from '../../../shared/resident-usage.ts';
import type { ResidentJson, ResidentLineJson } from '../../../shared/schemas/residents.ts';
import type { ResidentItemBody } from './residents-api.ts';

/** What a line needs of its product: the selector's title and the calculator's figures. */
export type DraftProduct = { id: number; title: string; price: number; pack_size: number | null };

export type DraftLine = {
  /** React's key: the line's id once saved, else one made when the line was added. */
  key: string;
  /** 0 until saved (spec §3: a placeholder line has id 0). */
  id: number;
  time: number;
  categoryId: number;
  productId: number;
  product: DraftProduct | null;
  /** The product's title, kept by the server when the product is no longer sold to the account. */
  title: string;
  /** The quantity a day as typed: digits only, '' read as 0. */
  qty: string;
  /** False for a saved line whose product the account can no longer buy. */
  isAvailable: boolean;
  /** What the server holds for this line; null while it is not saved. */
  saved: { categoryId: number; productId: number; qty: number } | null;
};

export type DraftTime = { id: number; title: string; lines: DraftLine[] };

export const qtyOf = (line: Pick<DraftLine, 'qty'>) => (line.qty === '' ? 0 : Number(line.qty));

/** spec §3: an empty line (id 0, no category, no product, quantity 0). */
export function placeholderLine(time: number, key: string): DraftLine {
  return { key, id: 0, time, categoryId: 0, productId: 0, product: null, title: '', qty: '0', isAvailable: true, saved: null };
}

/** spec §4: after loading, an empty placeholder line is appended to every order time. */
export function draftOf(resident: ResidentJson): DraftTime[] {
  return resident.order_times.map((time) => ({
    id: time.id,
    title: time.title,
    lines: [
      ...time.products.map(
        (line): DraftLine => ({
          key: `saved-${line.id}`,
          id: line.id,
          time: time.id,
          categoryId: line.category_id,
          productId: line.product_id,
          product: line.product,
          title: line.product?.title ?? line.title,
          qty: String(line.qty),
          isAvailable: line.available,
          saved: { categoryId: line.category_id, productId: line.product_id, qty: line.qty },
        }),
      ),
      placeholderLine(time.id, `new-${time.id}-0`),
    ],
  }));
}

export function isPlaceholder(line: DraftLine): boolean {
  return line.id === 0 && line.categoryId === 0 && line.productId === 0;
}

/** spec §2 'Not yet saved': a new line with something chosen, or a saved line changed since. */
export function isUnsaved(line: DraftLine): boolean {
  if (!line.saved) return !isPlaceholder(line) || qtyOf(line) > 0;
  return line.saved.categoryId !== line.categoryId || line.saved.productId !== line.productId || line.saved.qty !== qtyOf(line);
}

export function hasUnsavedLines(times: readonly DraftTime[]): boolean {
  return times.some((time) => time.lines.some(isUnsaved));
}

/**
 * spec §7 PUT /api/resident-items: the resident's lines (the server keeps those with quantity, product and
 * category above 0). A saved line whose product is no longer sold is left out while unchanged: it stays
 * stored, and sending it would refuse the whole save.
 */
export function itemsToSave(times: readonly DraftTime[]): { items: ResidentItemBody[]; keys: string[] } {
  const lines = times.flatMap((time) => time.lines).filter((line) => line.isAvailable || isUnsaved(line));
  return {
    items: lines.map((line) => ({ id: line.id, time: line.time, category_id: line.categoryId, product_id: line.productId, qty: qtyOf(line) })),
    keys: lines.map((line) => line.key),
  };
}

/** spec §9: a line's cost a day as typed, by the shared calculator. */
export function draftCostPerDayCents(line: Pick<DraftLine, 'product' | 'qty'>): number {
  if (!line.product) return 0;
  return lineCostPerDayCents({ packetPriceCents: line.product.price, packSize: line.product.pack_size, qtyPerDay: qtyOf(line) });
}

/** A saved line's cost a day, as View Details and the print show it: 0 for a product no longer sold (not in the resident's cost). */
export function savedLineCostPerDayCents(line: Pick<ResidentLineJson, 'product' | 'qty'>): number {
  return line.product ? lineCostPerDayCents({ packetPriceCents: line.product.price, packSize: line.product.pack_size, qtyPerDay: line.qty }) : 0;
}

/** spec §2: Print Report is disabled while both of the first two order times hold only the placeholder (no saved line). */
export function canPrintResident(resident: Pick<ResidentJson, 'order_times'>): boolean {
  return resident.order_times.slice(0, 2).some((time) => time.products.length > 0);
}

/**
 * Issue #16 item 25: a resident has one line per order time and product, so a product chosen again at
 * the same order time is marked on the later line (the server refuses to save it, with the same words).
 */
export function duplicateLineErrors(times: readonly DraftTime[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const time of times) {
    const chosen = new Set<number>();
    for (const line of time.lines) {
      if (line.productId <= 0) continue;
      if (chosen.has(line.productId)) found[line.key] = SAME_PRODUCT_TWICE_MESSAGE(time.title);
      chosen.add(line.productId);
    }
  }
  return found;
}

/**
 * A save's field errors ('items.3.product_id': text) by the line they name, so each shows beside its
 * line; `keys` are the sent lines' keys in the order sent.
 */
export function lineErrorsOf(errors: Record<string, string> | undefined, keys: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, text] of Object.entries(errors ?? {})) {
    const index = /^items\.(\d+)\./.exec(field)?.[1];
    const key = index === undefined ? undefined : keys[Number(index)];
    if (key && !found[key]) found[key] = text;
  }
  return found;
}
