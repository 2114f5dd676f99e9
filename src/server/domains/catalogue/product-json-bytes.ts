// Issue #18: a listing's product JSON is the same for every guest, and for every signed-in viewer without
// contract prices (issue #27: their price is the product's), so the bytes of the products served most are kept. Serialising 24
// products per search was a quarter of the store's time per request. An entry is keyed by the product object
// and checked against its category object: the search index and the category tree replace both on any change,
// so a kept entry can never outlive what it shows. Products read from SQL are new objects on every request:
// they miss, and the bound keeps them from crowding memory.
import type { Viewer } from '../../kernel/viewer.ts';
import type { Product } from './product.ts';
import { toProductJson, type CategoryRef } from './product-json.ts';
import type { ProductPrice } from './viewer-prices.ts';
import type { StockDisplay } from './stock-json.ts';

const CAPACITY = 4096;

type Entry = { category: CategoryRef; stock: StockDisplay | undefined; guest?: Buffer; priced?: Buffer };

const entries = new Map<Product, Entry>();

/** A viewer with contract prices (`price`) gets bytes of their own, never kept: they are that account's. */
export function productJsonBytes(product: Product, category: CategoryRef, viewer: Viewer, price?: ProductPrice, stock?: StockDisplay): Buffer {
  if (price) return Buffer.from(JSON.stringify(toProductJson(product, category, viewer, price, stock)));
  let entry = entries.get(product);
  // The stock settings are the store's (one per app): a test's second app with others makes entries of its own.
  if (entry && (entry.category !== category || entry.stock !== stock)) entry = undefined;
  if (!entry) {
    if (entries.size >= CAPACITY) entries.delete(entries.keys().next().value as Product);
    entry = { category, stock };
    entries.set(product, entry);
  }
  const key = viewer.account ? 'priced' : 'guest';
  return (entry[key] ??= ownBytes(JSON.stringify(toProductJson(product, category, viewer, undefined, stock))));
}

/** Bytes of their own: a small Buffer.from() is a slice of a shared 8 KB slab, which a kept slice would hold whole. */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

const COMMA = Buffer.from(',');

/** `{"data":[…products],…rest}`: the products' kept bytes joined, then the rest of the answer serialised. */
export function listingBody(products: Buffer[], rest: Record<string, unknown>): Buffer {
  const parts: Buffer[] = [Buffer.from('{"data":[')];
  products.forEach((bytes, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(bytes);
  });
  const restJson = JSON.stringify(rest);
  parts.push(Buffer.from(restJson === '{}' ? ']}' : `],${restJson.slice(1)}`));
  return Buffer.concat(parts);
}
