// The usage summary (issue #10 part 5): what the residents use of each product over a period, in whole
// packets, less the stock on hand, and what the shortfall costs. Computed here once, for the page, the
// print view, the cart and the standing order, by the shared calculator (spec §9).
import type { ResidentStockBody, UsageLineJson } from '../../../shared/schemas/residents.ts';
import { unitPriceAt } from '../../../shared/price-resolver.ts';
import { allowedQuantityFrom, quantityProblem, type OrderQuantityRules } from '../../../shared/order-quantity.ts';
import { orderCostCents, usageFigures } from '../../../shared/resident-usage.ts';
import { QUANTITY_MAX } from '../../../shared/limits.ts';
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import { ValidationError } from '../../errors.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { CartService, PricedCart } from '../cart/cart.service.ts';
import { toResidentProductJson } from './resident-json.ts';
import { locationFilterOf } from './resident-types.ts';
import type { ResidentsRepo } from './residents.repo.ts';
import type { ProductLookup } from './residents.service.ts';

export const STOCK_PRODUCT_MESSAGE = 'This product is not sold to your account.';

/** `unavailable`: products the residents use that the account can no longer buy (left out of the lines). */
export type UsageSummary = { lines: UsageLineJson[]; unavailable: { productId: number; title: string }[]; totalCents: number; days: number; location: string };

export function createResidentUsageService(deps: { repo: ResidentsRepo; products: ProductLookup; cart: Pick<CartService, 'addMany'> }) {
  const { repo, products, cart } = deps;

  async function summarise(viewer: SignedInViewer, input: { days: number; location: string }): Promise<UsageSummary> {
    const uses = await repo.findProductUse(viewer.account.id, locationFilterOf(input.location));
    const found = await products(
      uses.map((use) => use.productId),
      viewer,
    );
    const lines: UsageLineJson[] = [];
    const unavailable: UsageSummary['unavailable'] = [];
    for (const use of uses) {
      const product = found.get(use.productId);
      if (!product) {
        unavailable.push({ productId: use.productId, title: use.title });
        continue;
      }
      const figures = usageFigures({ days: input.days, qtyPerDay: use.qtyPerDay, packSize: product.pack_size, onHand: use.onHand, packetPriceCents: product.price });
      // Issue #27: the packets to order come as the product's rules allow, at their quantity's price.
      const { toOrder, note } = orderableQuantity(product.quantityRules, figures.toOrder);
      const unitPriceCents = unitPriceAt(product.schedule, Math.max(toOrder, 1));
      lines.push({
        product: toResidentProductJson(product),
        qty_per_day: use.qtyPerDay,
        usage: figures.usage,
        pack_size: figures.packSize,
        packets: figures.packets,
        on_hand: figures.onHand,
        to_order: toOrder,
        unit_price: unitPriceCents,
        quantity_note: note,
        total: orderCostCents(unitPriceCents, toOrder),
      });
    }
    lines.sort((a, b) => a.product.title.localeCompare(b.product.title, 'en-NZ') || a.product.id - b.product.id);
    return { lines, unavailable, totalCents: lines.reduce((sum, line) => sum + line.total, 0), days: input.days, location: input.location };
  }

  return {
    /**
     * GET /api/resident-usage: one line per product the residents (of one location, or all) use, by title.
     * A product the account can no longer buy is left out: it can be neither priced nor ordered.
     */
    summarise,

    /**
     * 'Add Items to Cart': the shortfall of every line, in whole packets, added to what the cart holds
     * (multi-store with add_quantity, all or nothing). A line short of more than a cart line may hold is
     * added at that most. Answers the cart and how many products were added.
     */
    async addShortfallToCart(viewer: SignedInViewer, input: { days: number; location: string }): Promise<{ cart: PricedCart; added: number }> {
      const short = (await summarise(viewer, input)).lines.filter((line) => line.to_order > 0);
      if (short.length === 0) throw new ValidationError({ cart: RESIDENT_MESSAGES.nothingShort });
      const items = short.map((line) => ({ productId: line.product.id, variantId: 0, qty: Math.min(line.to_order, QUANTITY_MAX) }));
      return { cart: await cart.addMany(viewer, { items, addQuantity: true }), added: items.length };
    },

    /** PUT /api/resident-stock: the packets on hand of a product the account can buy. */
    async setStock(viewer: SignedInViewer, input: ResidentStockBody): Promise<void> {
      const product = (await products([input.product_id], viewer)).get(input.product_id);
      if (!product) throw new ValidationError({ product_id: STOCK_PRODUCT_MESSAGE });
      await repo.upsertStock(viewer.account.id, viewer.user.id, input.product_id, input.on_hand);
    },
  };
}
export type ResidentUsageService = ReturnType<typeof createResidentUsageService>;

/**
 * The packets short, as the product's rules allow them to be ordered (issue #27): rounded up to the next
 * quantity allowed, or down to the most, and why.
 */
export function orderableQuantity(rules: OrderQuantityRules, short: number): { toOrder: number; note: string | null } {
  if (short <= 0) return { toOrder: 0, note: null };
  const allowed = allowedQuantityFrom(rules, short);
  if (allowed === short) return { toOrder: short, note: null };
  if (allowed !== null) return { toOrder: allowed, note: `Rounded up from ${short} to ${allowed}: ${(quantityProblem(rules, short) ?? '').toLowerCase()}.` };
  const most = rules.maxOrderQty ?? short;
  const multiple = rules.orderMultiple ?? 1;
  const capped = Math.floor(most / multiple) * multiple;
  return { toOrder: capped, note: `Only ${capped} of ${short}: at most ${most} an order.` };
}
