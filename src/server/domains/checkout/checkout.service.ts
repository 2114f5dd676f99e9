import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { ValidationError } from '../../errors.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { Address, Country } from '../addresses/address.types.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CartService, PricedCart } from '../cart/cart.service.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { DeliveryDatesResponseJson } from '../../../shared/schemas/delivery.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { CreditControlService } from '../invoicing/credit-control.service.ts';

export type CheckoutView = {
  cart: PricedCart;
  addresses: Address[];
  countries: Country[];
  canPayOnAccount: boolean;
  /** Why Confirm Order would be refused for the account's credit now (issue #28); null when it would not. */
  accountCreditRefusal: string | null;
  /** Issue #29: why confirming would send the order for a manager's approval; empty when it would not. */
  approvalReasons: string[];
  user: { firstName: string; lastName: string; email: string };
};

export function createCheckoutService(deps: {
  cart: Pick<CartService, 'getCart' | 'saveShippingInfo' | 'saveBillingInfo' | 'savedShippingPostCode'>;
  /** Issue #29 Part 2: the delivery days of the cart's zone. */
  delivery: Pick<DeliveryService, 'datesFor' | 'checkChoice'>;
  addresses: Pick<AddressesService, 'listAddresses' | 'listCountries' | 'checkLocation'>;
  credit: Pick<CreditControlService, 'refusalFor'>;
  /** Issue #29: why the order would wait for a manager, said before the buyer confirms. */
  approvals: Pick<ApprovalsService, 'reasonsFor'>;
}) {
  const { cart, addresses, credit, approvals, delivery } = deps;

  async function requireKnownLocation(info: { country_id: number; region_id: number }, field: string): Promise<void> {
    const errors = await addresses.checkLocation({ countryId: info.country_id, regionId: info.region_id }, `${field}.`);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  return {
    /** Everything the checkout page needs: the cart, the account's addresses, countries with regions, who is buying. */
    async getCheckout(viewer: SignedInViewer): Promise<CheckoutView> {
      const [priced, accountAddresses, countries] = await Promise.all([
        cart.getCart(viewer),
        addresses.listAddresses(viewer.account.id),
        addresses.listCountries(),
      ]);
      const canPayOnAccount = viewer.account.canPayOnAccount;
      return {
        cart: priced,
        addresses: accountAddresses,
        countries,
        canPayOnAccount,
        accountCreditRefusal: canPayOnAccount && priced.lines.length > 0 ? await credit.refusalFor(viewer.account.id, priced.totals.totalCents) : null,
        approvalReasons:
          priced.lines.length > 0
            ? await approvals.reasonsFor(viewer, { lines: priced.lines.map((line) => ({ productId: line.item.productId, lineTotalCents: line.lineTotalCents })), totals: priced.totals })
            : [],
        user: { firstName: viewer.user.firstName, lastName: viewer.user.lastName, email: viewer.user.email },
      };
    },

    /**
     * spec §7 POST /api/checkout/shipping: the country must exist and the region be one of its; the delivery
     * day (issue #29), when given, must be one offered to its post code now.
     */
    async saveShipping(viewer: SignedInViewer, info: ShippingInfo, deliveryDate: string | null = null): Promise<PricedCart> {
      await requireKnownLocation(info, 'shipping_info');
      if (deliveryDate !== null) await delivery.checkChoice(info.post_code, deliveryDate);
      return cart.saveShippingInfo(viewer, info, deliveryDate);
    },

    /** Issue #29: the next delivery days for the post code being typed, else the saved one, else the default zone's. */
    async deliveryDates(viewer: SignedInViewer, postCode: string | undefined): Promise<DeliveryDatesResponseJson> {
      const code = postCode || (await cart.savedShippingPostCode(viewer));
      const { zone, dates } = await delivery.datesFor(code);
      return {
        data: dates.map((day) => ({ date: day.date, cutoff_at: day.cutoffAt.toISOString() })),
        zone: { name: zone.zoneName, freight: zone.freightCents, free_over: zone.freeOverCents },
        post_code: code || null,
      };
    },

    /** spec §7 POST /api/checkout/billing. */
    async saveBilling(viewer: SignedInViewer, info: BillingInfo): Promise<PricedCart> {
      await requireKnownLocation(info, 'billing_info');
      return cart.saveBillingInfo(viewer, info);
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
