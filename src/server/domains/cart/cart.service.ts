import { createHash } from 'node:crypto';
import { allowedQuantityFrom, quantityProblem } from '../../../shared/order-quantity.ts';
import { unitPriceAt } from '../../../shared/price-resolver.ts';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { Purchasable, PurchaseCheck, PurchaseRefusal, PurchaseRequest } from '../catalogue/purchase.types.ts';
import {
  clampAddQuantity,
  LINE_FULL_MESSAGE,
  mergedQuantity,
  MULTI_QUANTITY_TOO_LOW_MESSAGE,
  partlyAddedMessage,
  QUANTITY_TOO_LOW_MESSAGE,
} from './cart-quantity.ts';
import { checksByLine, createCartLineMemo, lineIdKey } from './cart-line-memo.ts';
import { linePicture } from './cart-json.ts';
import { createCartRepo, type CartOwner, type CartRepo, type CartWithLines, type NewLine, type StoredCart } from './cart.repo.ts';
import { calculateTotals, lineTotalCents } from '../../kernel/gst-totals.ts';
import type { Freight } from '../delivery/delivery.service.ts';
import { createSkuLines } from './sku-lines.ts';
import type { AddLinesResult, CartServiceForOrders, CartSettings, CartTotals, CheckoutCart, PricedLines } from './cart.types.ts';

// Lent to checkout and the Resident Tracker, whose answers include the cart.
export { toCartJson } from './cart-json.ts';
// The Resident Tracker's standing orders price with the store's GST settings, as the cart does.
export { cartSettingsOf } from './cart-settings.ts';

export const EMPTY_CART_MESSAGE = 'Your cart is empty.';
export const NOT_AVAILABLE_MESSAGE = 'The selected product is not available.';

const REFUSALS: Record<PurchaseRefusal, { field: 'id' | 'variant_id'; message: string }> = {
  'not-available': { field: 'id', message: NOT_AVAILABLE_MESSAGE },
  'needs-variant': { field: 'variant_id', message: 'Please choose a size and colour for this product.' },
  'variant-not-available': { field: 'variant_id', message: 'The selected size or colour is not available.' },
};

/** For 'Order again': what the buyer is told about a line that was skipped. */
const SKIP_REASONS: Record<PurchaseRefusal | 'quantity', string> = {
  'not-available': 'This product is no longer available.',
  'needs-variant': 'This product now comes in sizes or colours: choose one on its page.',
  'variant-not-available': 'This size or colour is no longer available.',
  quantity: QUANTITY_TOO_LOW_MESSAGE,
};

/** A cart line at today's price for its quantity (issue #27: a quantity break reprices it). */
export type PricedLine = { key: string; qty: number; item: Purchasable; unitPriceCents: number; lineTotalCents: number };

/** A cart priced from today's catalogue: only lines the viewer may still buy. */
export type PricedCart = {
  cart: StoredCart | null;
  lines: PricedLine[];
  totals: CartTotals;
  settings: CartSettings;
  /** Issue #29: where it goes and what delivery costs (the zone of the saved delivery post code, else the default). */
  delivery: CartDelivery;
  /** What the buyer should be told instead of the usual success text (an add that only partly fitted). */
  notice?: string;
};

export type CartDelivery = { zoneName: string; freeOverCents: number | null; deliveryDate: string | null };

/** Issue #29: freight excl. GST for goods (excl. GST) to a post code (null: not known yet). */
export type FreightQuote = (postCode: string | null, goodsCents: number) => Promise<Freight>;
const NO_FREIGHT: FreightQuote = async () => ({ zoneName: '', freightCents: 0, freeOverCents: null });

const ownerOf = (viewer: SignedInViewer): CartOwner => ({ accountId: viewer.account.id, userId: viewer.user.id });

/** Sums duplicate (product, cell) pairs, capped at 9999: one statement may not touch a row twice. */
function mergeDuplicates(lines: readonly NewLine[]): NewLine[] {
  const merged = new Map<string, NewLine>();
  for (const line of lines) {
    const key = `${line.productId}:${line.variantId}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, qty: mergedQuantity(existing.qty, line.qty) } : { ...line });
  }
  return [...merged.values()];
}

export function createCartService(deps: {
  repo: CartRepo;
  catalogue: Pick<CatalogueService, 'findPurchasable' | 'findQuantityRules' | 'findProductsByCodes'>;
  settings: CartSettings;
  freight?: FreightQuote;
}) {
  const { repo, catalogue, settings } = deps;
  const freight = deps.freight ?? NO_FREIGHT;

  /** Totals with the freight of the cart's zone (an empty cart carries none). */
  async function totalsWithFreight(
    lines: readonly { unitPriceCents: number; qty: number }[],
    postCode: string | null,
  ): Promise<{ totals: CartTotals; quote: Freight | null }> {
    const goodsCents = lines.reduce((sum, line) => sum + lineTotalCents(line.unitPriceCents, line.qty), 0);
    const quote = lines.length > 0 ? await freight(postCode, goodsCents) : null;
    const totals = calculateTotals({ lines, taxRateBasisPoints: settings.taxRateBasisPoints, isTaxInclusive: settings.isTaxInclusive, shippingCents: quote?.freightCents ?? 0 });
    return { totals, quote };
  }

  const memo = createCartLineMemo();

  /**
   * Prices come from the catalogue at read time; lines no longer for sale to this viewer are left out.
   * `known` holds checks this request already made; the other lines are checked now and added to it.
   */
  async function priceStoredCart(
    viewer: SignedInViewer,
    stored: CartWithLines | null,
    known: Map<string, PurchaseCheck> = new Map(),
  ): Promise<PricedCart> {
    const storedLines = stored?.lines ?? [];
    const unknown = storedLines.filter((line) => !known.has(lineIdKey(line)));
    if (unknown.length > 0) {
      const requests = unknown.map((line) => ({ productId: line.productId, variantId: line.variantId }));
      for (const [key, check] of checksByLine(requests, await catalogue.findPurchasable(requests, viewer))) known.set(key, check);
    }
    const lines: PricedLine[] = [];
    storedLines.forEach((line) => {
      const check = known.get(lineIdKey(line));
      if (!check?.ok) return;
      const unitPriceCents = unitPriceAt(check.item.schedule, line.qty);
      lines.push({ key: line.key, qty: line.qty, item: check.item, unitPriceCents, lineTotalCents: lineTotalCents(unitPriceCents, line.qty) });
    });
    const { totals, quote } = await totalsWithFreight(lines, stored?.cart.shippingInfo?.post_code ?? null);
    memo.remember(ownerOf(viewer), storedLines);
    const delivery = { zoneName: quote?.zoneName ?? '', freeOverCents: quote?.freeOverCents ?? null, deliveryDate: stored?.cart.deliveryDate ?? null };
    return { cart: stored?.cart ?? null, lines, totals, settings, delivery };
  }

  /** Runs a cart read or write while the catalogue checks the lines the cart is expected to hold. */
  async function withPredictedChecks<T>(viewer: SignedInViewer, work: Promise<T>): Promise<[T, Map<string, PurchaseCheck>]> {
    const predicted = memo.predict(ownerOf(viewer));
    const [result, checks] = await Promise.all([work, predicted.length > 0 ? catalogue.findPurchasable(predicted, viewer) : []]);
    return [result, checksByLine(predicted, checks)];
  }

  async function priceCart(viewer: SignedInViewer): Promise<PricedCart> {
    const [stored, known] = await withPredictedChecks(viewer, repo.findCart(ownerOf(viewer)));
    return priceStoredCart(viewer, stored, known);
  }

  function refuse(check: Extract<PurchaseCheck, { ok: false }>): never {
    const refusal = REFUSALS[check.reason];
    throw new ValidationError({ [refusal.field]: refusal.message });
  }

  async function saveCheckoutInfo(
    viewer: SignedInViewer,
    info: { kind: 'shipping'; value: ShippingInfo; deliveryDate: string | null } | { kind: 'billing'; value: BillingInfo },
  ): Promise<PricedCart> {
    const before = await priceCart(viewer);
    if (before.lines.length === 0) throw new ValidationError({ cart: EMPTY_CART_MESSAGE });
    await repo.saveCheckoutInfo(ownerOf(viewer), info);
    return priceCart(viewer);
  }

  /**
   * An add keeps the line within the product's rules (issue #27): the quantity added comes in the multiple
   * and at least the least, and the line's new total is at most the most. Two adds at once may pass this
   * together; the order is checked again when it is placed (refuseLinesBreakingRules).
   */
  async function refuseAddBreakingRules(viewer: SignedInViewer, item: Purchasable, qty: number): Promise<void> {
    const { maxOrderQty, ...lower } = item.quantityRules;
    const problem = quantityProblem({ ...lower, maxOrderQty: null }, qty);
    if (problem) throw new ValidationError({ qty: problem });
    if (maxOrderQty === null) return;
    const held = (await repo.findCart(ownerOf(viewer)))?.lines.find((line) => line.productId === item.productId && line.variantId === item.variantId)?.qty ?? 0;
    if (held + qty > maxOrderQty) throw new ValidationError({ qty: held > 0 ? `At most ${maxOrderQty}: your cart already has ${held}` : `At most ${maxOrderQty}` });
  }

  const forOrders: CartServiceForOrders = {
    async getForCheckout(viewer: SignedInViewer): Promise<CheckoutCart | null> {
      const priced = await priceCart(viewer);
      if (!priced.cart || priced.lines.length === 0) return null;
      refuseLinesBreakingRules(priced.lines);
      return {
        cartId: priced.cart.id,
        lines: priced.lines.map((line) => ({
          productId: line.item.productId,
          variantId: line.item.variantId,
          sku: line.item.sku,
          title: line.item.variantLabel ? `${line.item.title} (${line.item.variantLabel})` : line.item.title,
          unitPriceCents: line.unitPriceCents,
          qty: line.qty,
          lineTotalCents: line.lineTotalCents,
          image: linePicture(line.item),
        })),
        shippingInfo: priced.cart.shippingInfo,
        billingInfo: priced.cart.billingInfo,
        deliveryDate: priced.cart.deliveryDate,
        totals: priced.totals,
        fingerprint: cartFingerprint(priced.cart, priced.lines),
        version: priced.cart.version,
      };
    },

    async lockForOrder(owner, tx): Promise<string | null> {
      return (await createCartRepo(tx).lockCart(ownerOf(owner)))?.version ?? null;
    },

    async removeOrderedLines(owner, lines, tx): Promise<void> {
      if (lines.length > 0) await createCartRepo(tx).subtractLines(ownerOf(owner), lines);
    },

    async addCheckedLines(viewer, lines, tx): Promise<void> {
      const clamped = lines.flatMap((line) => {
        const qty = clampAddQuantity(line.qty);
        return qty === null ? [] : [{ productId: line.productId, variantId: line.variantId, qty }];
      });
      const merged = mergeDuplicates(clamped);
      if (merged.length > 0) await createCartRepo(tx).upsertLines(ownerOf(viewer), merged);
    },

    async priceLines(viewer, lines, postCode = null): Promise<PricedLines> {
      const checks = await catalogue.findPurchasable(lines.map((line) => ({ productId: line.productId, variantId: line.variantId })), viewer);
      const priced: PricedLines['lines'] = [];
      const unavailable: PricedLines['unavailable'] = [];
      lines.forEach((line, index) => {
        const check = checks[index];
        if (!check?.ok) {
          unavailable.push({ productId: line.productId, variantId: line.variantId });
          return;
        }
        const unitPriceCents = unitPriceAt(check.item.schedule, line.qty);
        priced.push({ productId: line.productId, variantId: line.variantId, qty: line.qty, unitPriceCents, lineTotalCents: lineTotalCents(unitPriceCents, line.qty) });
      });
      const { totals } = await totalsWithFreight(priced, postCode);
      return { lines: priced, unavailable, totals };
    },

    async addLines(viewer, lines): Promise<AddLinesResult> {
      const skipped: AddLinesResult['skipped'] = [];
      const priced: AddLinesResult['priced'] = [];
      const wanted: NewLine[] = [];
      const checks = await catalogue.findPurchasable(
        lines.map((line) => ({ productId: line.productId, variantId: line.variantId })),
        viewer,
      );
      lines.forEach((line, index) => {
        const check = checks[index];
        const qty = clampAddQuantity(line.qty);
        if (!check?.ok) skipped.push({ productId: line.productId, variantId: line.variantId, reason: SKIP_REASONS[check?.reason ?? 'not-available'] });
        else if (qty === null) skipped.push({ productId: line.productId, variantId: line.variantId, reason: SKIP_REASONS.quantity });
        else {
          // Issue #27: a quantity the product's rules no longer allow is rounded up to one they do.
          const allowed = allowedQuantityFrom(check.item.quantityRules, qty);
          if (allowed === null) skipped.push({ productId: line.productId, variantId: line.variantId, reason: `${quantityProblem(check.item.quantityRules, qty) ?? 'Not allowed'}: change the quantity on its page.` });
          else {
            wanted.push({ productId: check.item.productId, variantId: check.item.variantId, qty: allowed });
            priced.push({ productId: check.item.productId, variantId: check.item.variantId, qty: allowed, askedQty: qty, unitPriceCents: unitPriceAt(check.item.schedule, allowed) });
          }
        }
      });
      const merged = mergeDuplicates(wanted);
      if (merged.length > 0) await repo.upsertLines(ownerOf(viewer), merged);
      return { added: merged.length, skipped, priced };
    },
  };

  return {
    ...forOrders,
    /** Issue #30: lines by SKU priced for an account as its cart would (the desk adding to a placed order). */
    ...createSkuLines({ catalogue }),

    /** The viewer's cart priced today (an empty cart when there is none yet). */
    getCart: priceCart,

    /** spec §7 POST /api/cart (add): clamps to 9999, refuses below 1; an existing line gets the quantity added. */
    async addItem(viewer: SignedInViewer, input: { productId: number; variantId: number; qty: number }): Promise<PricedCart> {
      const qty = clampAddQuantity(input.qty);
      if (qty === null) throw new ValidationError({ qty: QUANTITY_TOO_LOW_MESSAGE });
      // One catalogue query checks the product being added and prices the lines already there.
      const requested = { productId: input.productId, variantId: input.variantId };
      const others = memo.predict(ownerOf(viewer)).filter((line) => lineIdKey(line) !== lineIdKey(requested));
      const requests = [requested, ...others];
      const checks = await catalogue.findPurchasable(requests, viewer);
      const [check] = checks;
      if (!check) throw new Error('the catalogue answered no check for one request');
      if (!check.ok) refuse(check);
      await refuseAddBreakingRules(viewer, check.item, qty);
      const after = await repo.upsertLines(ownerOf(viewer), [{ productId: check.item.productId, variantId: check.item.variantId, qty }]);
      const line = after.lines.find((candidate) => candidate.productId === check.item.productId && candidate.variantId === check.item.variantId);
      const added = line ? line.qty - (line.priorQty ?? 0) : qty;
      // The line was already full: the add changed nothing, and 'added to cart' would not be true.
      if (added === 0) throw new ValidationError({ qty: LINE_FULL_MESSAGE });
      const priced = await priceStoredCart(viewer, after, checksByLine(requests, checks));
      return added < qty ? { ...priced, notice: partlyAddedMessage(added) } : priced;
    },

    /**
     * spec §7 POST /api/cart (update): sets the quantity of the viewer's line `key` for product `productId`.
     * A line no longer for sale is refused (its stored quantity may change, but it is never priced or ordered).
     */
    async updateItem(viewer: SignedInViewer, input: { key: string; productId: number; qty: number }): Promise<PricedCart> {
      const rules = (await catalogue.findQuantityRules([input.productId])).get(input.productId);
      const problem = rules ? quantityProblem(rules, input.qty) : null;
      if (problem) throw new ValidationError({ qty: problem });
      const [after, known] = await withPredictedChecks(
        viewer,
        repo.updateLineQty(ownerOf(viewer), { key: input.key, productId: input.productId }, input.qty),
      );
      if (!after) throw new NotFoundError('cart line', input.key);
      const priced = await priceStoredCart(viewer, after, known);
      const updated = after.lines.find((line) => line.key === input.key);
      const check = updated ? known.get(lineIdKey(updated)) : undefined;
      if (check && !check.ok) refuse(check);
      return priced;
    },

    /**
     * spec §7 POST /api/cart/multi-store: every item with a quantity above 0, all or nothing. An item is a
     * variant cell alone (productId null, the spec's form) or a product with one of its cells or 0. With
     * add_quantity the quantities are added to lines already in the cart, otherwise they replace them.
     */
    async addMany(viewer: SignedInViewer, input: { items: (PurchaseRequest & { qty: number })[]; addQuantity: boolean }): Promise<PricedCart> {
      const wanted = input.items.map((item, index) => ({ ...item, index })).filter((item) => item.qty > 0);
      if (wanted.length === 0) {
        // spec §5: the variant matrix says 'Product/s …'; a fast order's 'Add all items to cart' (products) 'Product …'.
        const isProducts = input.items.some((item) => item.productId !== null);
        throw new ValidationError({ items: isProducts ? QUANTITY_TOO_LOW_MESSAGE : MULTI_QUANTITY_TOO_LOW_MESSAGE });
      }
      const checks = await catalogue.findPurchasable(
        wanted.map((item) => ({ productId: item.productId, variantId: item.variantId })),
        viewer,
      );
      const errors: Record<string, string> = {};
      const lines: NewLine[] = [];
      // The checks made here price the new lines too: only lines already in the cart are looked up again.
      const known = new Map<string, PurchaseCheck>();
      wanted.forEach((item, position) => {
        const check = checks[position];
        const problem = check?.ok ? quantityProblem(check.item.quantityRules, item.qty) : null;
        if (problem) errors[`items.${item.index}.qty`] = problem;
        else if (check?.ok) {
          lines.push({ productId: check.item.productId, variantId: check.item.variantId, qty: item.qty });
          known.set(lineIdKey(check.item), check);
        } else if (check?.reason === 'needs-variant') errors[`items.${item.index}.variant_id`] = REFUSALS['needs-variant'].message;
        else errors[`items.${item.index}.id`] = NOT_AVAILABLE_MESSAGE;
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const after = await repo.upsertLines(ownerOf(viewer), mergeDuplicates(lines), input.addQuantity ? 'add' : 'set');
      return priceStoredCart(viewer, after, known);
    },

    /** spec §7 DELETE /api/cart/{key}: another cart's key is not found. */
    async removeItem(viewer: SignedInViewer, key: string): Promise<PricedCart> {
      const [after, known] = await withPredictedChecks(viewer, repo.deleteLine(ownerOf(viewer), key));
      if (!after) throw new NotFoundError('cart line', key);
      return priceStoredCart(viewer, after, known);
    },

    /** spec §7 POST /api/checkout/shipping (already validated by checkout): an empty cart is refused. */
    /** Issue #29: the post code of the saved delivery details, for the delivery days (one light query). */
    savedShippingPostCode: (viewer: SignedInViewer): Promise<string | null> => repo.findShippingPostCode(ownerOf(viewer)),

    /** The delivery details and the day chosen (null: none, the first open one when placing). */
    async saveShippingInfo(viewer: SignedInViewer, info: ShippingInfo, deliveryDate: string | null = null): Promise<PricedCart> {
      return saveCheckoutInfo(viewer, { kind: 'shipping', value: info, deliveryDate });
    },

    async saveBillingInfo(viewer: SignedInViewer, info: BillingInfo): Promise<PricedCart> {
      return saveCheckoutInfo(viewer, { kind: 'billing', value: info });
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;

/** sha256 of cart id, updated_at and the sorted lines (product, variant, qty, unit price). */
export function cartFingerprint(cart: Pick<StoredCart, 'id' | 'updatedAtMicros'>, lines: readonly PricedLine[]): string {
  const parts = lines
    .map((line) => [line.item.productId, line.item.variantId, line.qty, line.unitPriceCents])
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0))
    .map((part) => part.join(':'));
  return createHash('sha256').update(`${cart.id}|${cart.updatedAtMicros}|${parts.join(',')}`).digest('hex');
}

/** An order is placed only with every line within its product's rules (a rule may have changed since the line was added). */
function refuseLinesBreakingRules(lines: readonly PricedLine[]): void {
  for (const line of lines) {
    const problem = quantityProblem(line.item.quantityRules, line.qty);
    if (problem) throw new ValidationError({ qty: `${line.item.title}: ${problem.toLowerCase()}.` }, `Change the quantity of ${line.item.title} in your cart: ${problem.toLowerCase()}.`);
  }
}
