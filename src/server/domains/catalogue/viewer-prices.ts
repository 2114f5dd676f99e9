// What a signed-in viewer pays (issue #27 Part 2): each product's and purchasable item's price schedule
// for the viewer's account, from its own prices and the account's contract prices (the pricing domain's
// PriceBook). A viewer whose account has no list in force gets no schedules here: every answer then
// shows the product's own prices, as before, and shares the kept JSON bytes.
import { ownSchedule, resolvePrice, type PriceSchedule } from '../../../shared/price-resolver.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import type { CategoryNode } from './category-tree.ts';
import type { PriceBook, PricedItem } from './price-book.types.ts';
import type { Product } from './product.ts';
import type { Purchasable } from './purchase.types.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import type { ContractPricing } from './catalogue-listing.repo.ts';

/** A product's price for one viewer: its schedule, and for a product with options the range of its open cells' prices. */
export type ProductPrice = { schedule: PriceSchedule; range: { fromCents: number; toCents: number } | null };

/** A category and every one above it: a category rule reaches everything below its category. */
export function categoryIdsOf(node: CategoryNode | undefined): number[] {
  const ids: number[] = [];
  for (let current = node ?? null; current; current = current.parent) ids.push(current.id);
  return ids;
}

/** A product's own prices: its base price is the list price, its price what it sells for (the special one when on special). */
export function productOwnSchedule(product: Pick<Product, 'priceCents' | 'basePriceCents' | 'isOnSale'>): PriceSchedule {
  return ownSchedule(Math.max(product.basePriceCents, product.priceCents), product.priceCents, product.isOnSale);
}

export function createViewerPrices(deps: { prices: PriceBook; repo: Pick<CatalogueRepo, 'findCellsForPricing'> }) {
  const { prices, repo } = deps;

  /** The account to price for: a signed-in viewer's with a list in force, else null (own prices). */
  async function contractAccount(viewer: Viewer): Promise<number | null> {
    const account = viewer.account;
    return account && (await prices.hasContract(account.id)) ? account.id : null;
  }

  return {
    contractAccount,

    /** Each item's schedule for a contract viewer, from its own; null for anyone else (own prices apply). */
    async schedulesOf(viewer: Viewer, items: readonly { sku: string; category: CategoryNode | undefined; own: PriceSchedule }[]): Promise<PriceSchedule[] | null> {
      const accountId = await contractAccount(viewer);
      if (accountId === null || items.length === 0) return null;
      return prices.schedulesFor(accountId, items.map((item) => ({ sku: item.sku, categoryIds: categoryIdsOf(item.category), ...ownFields(item.own) })));
    },

    /** For a listing sorted by price: a contract viewer's lists and each category's best rule (its own or one above it); null for others. */
    async listingContract(viewer: Viewer, roots: readonly CategoryNode[]): Promise<ContractPricing | null> {
      const account = viewer.account;
      const contract = account ? await prices.contractOf(account.id) : null;
      if (!contract) return null;
      const ruleOf = new Map<number, number>();
      for (const rule of contract.rules) ruleOf.set(rule.categoryId, Math.max(ruleOf.get(rule.categoryId) ?? 0, rule.basisPoints));
      const ruleCategoryIds: number[] = [];
      const ruleBasisPoints: number[] = [];
      const visit = (node: CategoryNode, above: number) => {
        const best = Math.max(above, ruleOf.get(node.id) ?? 0);
        if (best > 0) {
          ruleCategoryIds.push(node.id);
          ruleBasisPoints.push(best);
        }
        node.children.forEach((child) => visit(child, best));
      };
      roots.forEach((root) => visit(root, 0));
      return { listIds: contract.listIds, ruleCategoryIds, ruleBasisPoints };
    },

    /** Each product's price for a contract viewer (null for anyone else: own prices apply), with its cells' range. */
    async forProducts(viewer: Viewer, items: readonly { product: Product; category: CategoryNode }[]): Promise<ProductPrice[] | null> {
      const accountId = await contractAccount(viewer);
      if (accountId === null || items.length === 0) return null;
      const withOptions = items.filter((item) => item.product.hasVariants).map((item) => item.product.id);
      const cells = await repo.findCellsForPricing(withOptions);
      const priced: PricedItem[] = items.map(({ product, category }) => ({ sku: product.sku, categoryIds: categoryIdsOf(category), ...ownFields(productOwnSchedule(product)) }));
      const cellOwners: number[] = [];
      for (const { product, category } of items) {
        for (const cell of cells.get(product.id) ?? []) {
          cellOwners.push(product.id);
          const own = cell.ownPriceCents === null ? productOwnSchedule(product) : ownSchedule(cell.ownPriceCents, cell.ownPriceCents, false);
          priced.push({ sku: cell.sku, categoryIds: categoryIdsOf(category), ...ownFields(own) });
        }
      }
      const schedules = await prices.schedulesFor(accountId, priced);
      const cellPrices = new Map<number, number[]>();
      cellOwners.forEach((productId, index) => {
        const schedule = schedules[items.length + index];
        if (!schedule) return;
        cellPrices.set(productId, [...(cellPrices.get(productId) ?? []), resolvePrice(schedule, 1).priceCents]);
      });
      return items.map(({ product }, index) => {
        const open = cellPrices.get(product.id) ?? [];
        const range = open.length > 0 ? { fromCents: Math.min(...open), toCents: Math.max(...open) } : null;
        return { schedule: schedules[index] ?? productOwnSchedule(product), range: range && range.fromCents < range.toCents ? range : null };
      });
    },

    /** Gives each item its schedule for a contract viewer, and its price of one from it; others keep their own. */
    async applyTo(viewer: Viewer, items: readonly Purchasable[], categoryOf: (categoryId: number) => CategoryNode | undefined): Promise<void> {
      const accountId = await contractAccount(viewer);
      if (accountId === null || items.length === 0) return;
      const schedules = await prices.schedulesFor(
        accountId,
        items.map((item) => ({ sku: item.sku, categoryIds: categoryIdsOf(categoryOf(item.categoryId)), ...ownFields(item.schedule) })),
      );
      items.forEach((item, index) => {
        const schedule = schedules[index];
        if (!schedule) return;
        item.schedule = schedule;
        item.priceCents = resolvePrice(schedule, 1).priceCents;
      });
    },
  };
}
export type ViewerPrices = ReturnType<typeof createViewerPrices>;

function ownFields(schedule: PriceSchedule): Pick<PricedItem, 'listCents' | 'ownCents' | 'isSpecial'> {
  return { listCents: schedule.listCents, ownCents: schedule.ownCents, isSpecial: schedule.isSpecial };
}

/** A product page's prices for a contract viewer: the product's, and each open cell's schedule by cell id. */
export async function detailPrices(
  viewerPrices: ViewerPrices,
  prices: PriceBook,
  viewer: Viewer,
  product: Product & { variants: { cells: readonly { id: number; sku: string; isRestricted: boolean; ownPriceCents: number | null }[] } | null },
  category: CategoryNode,
): Promise<{ product: ProductPrice; cells: Map<number, PriceSchedule> } | null> {
  const accountId = await viewerPrices.contractAccount(viewer);
  if (accountId === null) return null;
  const categoryIds = categoryIdsOf(category);
  const own = productOwnSchedule(product);
  const cells = (product.variants?.cells ?? []).filter((cell) => !cell.isRestricted);
  const schedules = await prices.schedulesFor(accountId, [
    { sku: product.sku, categoryIds, ...ownFields(own) },
    ...cells.map((cell) => ({ sku: cell.sku, categoryIds, ...ownFields(cell.ownPriceCents === null ? own : ownSchedule(cell.ownPriceCents, cell.ownPriceCents, false)) })),
  ]);
  const cellSchedules = new Map<number, PriceSchedule>();
  cells.forEach((cell, index) => {
    const schedule = schedules[index + 1];
    if (schedule) cellSchedules.set(cell.id, schedule);
  });
  const cellPrices = [...cellSchedules.values()].map((schedule) => resolvePrice(schedule, 1).priceCents);
  const range = product.hasVariants && cellPrices.length > 0 ? { fromCents: Math.min(...cellPrices), toCents: Math.max(...cellPrices) } : null;
  return { product: { schedule: schedules[0] ?? own, range: range && range.fromCents < range.toCents ? range : null }, cells: cellSchedules };
}
