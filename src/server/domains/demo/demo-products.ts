// Deterministic demo and benchmark products made from the templates.
import { productSlug, type NewProduct, type NewVariantMatrix } from '../catalogue-admin/catalogue-writes.service.ts';
import { productImageUrl } from '../catalogue/catalogue.service.ts';
import { PRODUCT_TEMPLATES, type MatrixTemplate, type ProductTemplate } from './demo-product-templates.ts';
import { seededRandom, seedOf, type Random } from './prng.ts';

export type DemoProduct = Omit<NewProduct, 'categoryId'> & { typeCode: string; matrix?: NewVariantMatrix };

const DAY_MS = 86_400_000;
const DEFAULT_COUNT = 14;

/** A price that ends in 9 cents, within the template's range. */
function priceWithin(random: Random, [min, max]: [number, number]): number {
  return Math.max(99, Math.round(random.int(min, max) / 100) * 100 - 1);
}

function pricing(random: Random, priceCents: number, hasRange: boolean) {
  const isOnSale = random.chance(0.15);
  const basePriceCents = isOnSale ? Math.max(priceCents + 100, Math.round((priceCents * (1.1 + random.next() * 0.25)) / 100) * 100 - 1) : priceCents;
  const saving = Math.round((1 - priceCents / basePriceCents) * 100);
  const rangeTo = hasRange ? Math.round((priceCents * (1.15 + random.next() * 0.6)) / 100) * 100 - 1 : null;
  return {
    priceCents,
    basePriceCents,
    isOnSale,
    priceRangeFromCents: rangeTo !== null ? priceCents : null,
    priceRangeToCents: rangeTo,
    specialText: isOnSale ? `Save ${saving}% this month` : random.chance(0.05) ? 'Free delivery on 10 or more cartons' : null,
  };
}

function describe(random: Random, template: ProductTemplate, title: string, pack: number): string {
  const features = [...template.features];
  const first = features.splice(random.int(0, features.length - 1), 1)[0];
  const second = features.length > 0 ? features.splice(random.int(0, features.length - 1), 1)[0] : undefined;
  const packText = pack === 1 ? 'Sold individually.' : `Sold in packs of ${pack}.`;
  return `${title}. ${first ?? ''} ${second ?? ''} ${packText}`.replace(/\s+/g, ' ').trim();
}

function images(sku: string, title: string, hasSecondView: boolean) {
  const first = { url: productImageUrl(sku), alt: title };
  return hasSecondView ? [first, { url: productImageUrl(sku, 2), alt: `${title}, pack shot` }] : [first];
}

/** One plain product of a type; `sku` decides nothing else, so the benchmark can number freely. */
export function makeProduct(random: Random, typeCode: string, sku: string, now: Date, usedTitles?: Set<string>): DemoProduct {
  const template = PRODUCT_TEMPLATES[typeCode];
  if (!template) throw new Error(`no product template for type ${typeCode}`);
  let title = '';
  let pack = 1;
  for (let attempt = 0; attempt < 40; attempt++) {
    pack = random.pick(template.packs);
    title = `${random.pick(template.brands)} ${random.pick(template.names)} ${random.pick(template.options)}-${pack}`;
    if (!usedTitles?.has(title)) break;
  }
  usedTitles?.add(title);
  return {
    typeCode,
    sku,
    slug: productSlug(title, sku),
    title,
    description: describe(random, template, title, pack),
    images: images(sku, title, random.chance(0.5)),
    ...pricing(random, priceWithin(random, template.priceCents), random.chance(0.1)),
    // A product without sizes has one price, so no range: 'From $x' on 46 of them was a false claim (issue #16
    // item 4). The range is still drawn above and dropped here, so every later demo value stays as it was.
    priceRangeFromCents: null,
    priceRangeToCents: null,
    createdAt: new Date(now.getTime() - Math.floor(random.next() * 730 * DAY_MS)),
  };
}

/**
 * A size's price within the product's range: the smallest size at 'from', the largest at 'to', the others
 * evenly between (ending in 99 cents), so the listing's 'From $x' and the cells agree.
 */
export function sizePriceCents(fromCents: number, toCents: number, index: number, count: number): number {
  if (count <= 1 || index <= 0) return fromCents;
  if (index >= count - 1) return toCents;
  return Math.round((fromCents + 1 + ((toCents - fromCents) * index) / (count - 1)) / 100) * 100 - 1;
}

function makeMatrixProduct(random: Random, typeCode: string, sku: string, now: Date, matrix: MatrixTemplate): DemoProduct {
  const template = PRODUCT_TEMPLATES[typeCode] as ProductTemplate;
  const title = `${matrix.brand} ${matrix.name}-${matrix.pack}`;
  const restricted = new Set(matrix.restricted);
  const prices = pricing(random, matrix.priceCents, true);
  const fromCents = prices.priceRangeFromCents ?? prices.priceCents;
  const toCents = prices.priceRangeToCents ?? prices.priceCents;
  return {
    typeCode,
    sku,
    slug: productSlug(title, sku),
    title,
    description: `${describe(random, template, title, matrix.pack)} Choose a quantity for each ${matrix.blockType} and size.`,
    images: images(sku, title, true),
    ...prices,
    createdAt: new Date(now.getTime() - Math.floor(random.next() * 730 * DAY_MS)),
    matrix: {
      blockType: matrix.blockType,
      sizes: matrix.sizes,
      blocks: matrix.blocks,
      cells: matrix.blocks.flatMap((block) =>
        matrix.sizes.map((size, index) => ({
          blockKey: block.key,
          size,
          sku: `${sku}-${block.key.toUpperCase()}-${size.toUpperCase()}`,
          isRestricted: restricted.has(`${block.key}:${size}`),
          priceCents: sizePriceCents(fromCents, toCents, index, matrix.sizes.length),
        })),
      ),
    },
  };
}

/** The demo products of one type: its plain products, then its variant-matrix products. */
export function demoProductsOfType(typeCode: string, now: Date): DemoProduct[] {
  const template = PRODUCT_TEMPLATES[typeCode];
  if (!template) throw new Error(`no product template for type ${typeCode}`);
  const random = seededRandom(seedOf(typeCode));
  const usedTitles = new Set<string>();
  const count = template.count ?? DEFAULT_COUNT;
  const plain = Array.from({ length: count }, (_, index) => makeProduct(random, typeCode, `${typeCode}-${1001 + index}`, now, usedTitles));
  const matrices = (template.matrices ?? []).map((matrix, index) =>
    makeMatrixProduct(random, typeCode, `${typeCode}-${1001 + count + index}`, now, matrix),
  );
  return [...plain, ...matrices];
}
