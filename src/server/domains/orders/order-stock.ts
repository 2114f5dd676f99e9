// Issue #30 Part 3: what an order does to the stock on hand, worked out before anything is written. A move
// takes units (qty > 0: an order placed, a line raised) or gives them back (qty < 0: a cancellation, a
// line lowered, a return restocked). Only a tracked product (stock on hand given) moves; only a `stop`
// product refuses, and only a take beyond what is on hand. Pure: order-stock.repo.ts reads and writes.

export type StockMove = { productId: number; qty: number };

export type StockPolicy = 'allow_backorder' | 'stop';

/** A tracked product's stock as locked for a move. */
export type StockLevel = { productId: number; stockOnHand: number; policy: StockPolicy };

/** A `stop` product asked for more than is on hand: how many there are (never below 0) and how many were wanted. */
export type StockShortfall = { productId: number; available: number; wanted: number };

/** One line refused for stock: where it is in the lines placed, and what to say. */
export type StockRefusalLine = { index: number; sku: string; available: number; message: string };

/** An order refused for stock, nothing written: a line-by-line account and one message for the whole. */
export type StockRefusal = { message: string; lines: StockRefusalLine[] };

/** The moves summed by product, none that comes to nothing, in product id order (the order rows are locked in). */
export function netStockMoves(moves: readonly StockMove[]): StockMove[] {
  const byProduct = new Map<number, number>();
  for (const move of moves) byProduct.set(move.productId, (byProduct.get(move.productId) ?? 0) + move.qty);
  return [...byProduct]
    .filter(([, qty]) => qty !== 0)
    .sort(([a], [b]) => a - b)
    .map(([productId, qty]) => ({ productId, qty }));
}

/** The takes a `stop` product cannot give (net moves against the levels locked; an untracked product has no level). */
export function stockShortfalls(moves: readonly StockMove[], levels: readonly StockLevel[]): StockShortfall[] {
  const levelOf = new Map(levels.map((level) => [level.productId, level]));
  return netStockMoves(moves).flatMap((move) => {
    const level = levelOf.get(move.productId);
    if (!level || level.policy !== 'stop' || move.qty <= 0 || level.stockOnHand >= move.qty) return [];
    return [{ productId: move.productId, available: Math.max(0, level.stockOnHand), wanted: move.qty }];
  });
}

/** The words for a line refused: 'Only 3 available.', or none at all. */
export function onlyAvailableText(available: number): string {
  return available > 0 ? `Only ${available.toLocaleString('en-NZ')} available.` : 'None available: it is out of stock.';
}

/** Each line of a short product, by its index in `lines`, with one message naming them all. */
export function stockRefusalOf(lines: readonly { productId: number; sku: string; title: string }[], shortfalls: readonly StockShortfall[]): StockRefusal {
  const shortOf = new Map(shortfalls.map((shortfall) => [shortfall.productId, shortfall]));
  const refused = lines.flatMap((line, index) => {
    const shortfall = shortOf.get(line.productId);
    return shortfall ? [{ index, line, shortfall }] : [];
  });
  const named = new Set<number>();
  const sentences = refused.flatMap(({ line, shortfall }) => {
    if (named.has(line.productId)) return [];
    named.add(line.productId);
    const many = shortfall.available > 0 ? `Only ${shortfall.available.toLocaleString('en-NZ')}` : 'None';
    return [`${many} of ${line.title} (${line.sku}) available.`];
  });
  return {
    message: sentences.join(' '),
    lines: refused.map(({ index, line, shortfall }) => ({ index, sku: line.sku, available: shortfall.available, message: onlyAvailableText(shortfall.available) })),
  };
}

/** What a change of a placed order's lines does to the stock: each line by its difference, each line added by its quantity. */
export function stockMovesOfChange(
  before: readonly { id: number; productId: number; qty: number }[],
  change: { updates: readonly { lineId: number; qty: number }[]; removes: readonly number[]; inserts: readonly { productId: number; qty: number }[] },
): StockMove[] {
  const lineOf = new Map(before.map((line) => [line.id, line]));
  const moves: StockMove[] = [];
  for (const update of change.updates) {
    const line = lineOf.get(update.lineId);
    if (line) moves.push({ productId: line.productId, qty: update.qty - line.qty });
  }
  for (const lineId of change.removes) {
    const line = lineOf.get(lineId);
    if (line) moves.push({ productId: line.productId, qty: -line.qty });
  }
  for (const insert of change.inserts) moves.push({ productId: insert.productId, qty: insert.qty });
  return moves;
}

/** The moves that give `taken` back. */
export const givingBack = (taken: readonly StockMove[]): StockMove[] => taken.map((move) => ({ productId: move.productId, qty: -move.qty }));
