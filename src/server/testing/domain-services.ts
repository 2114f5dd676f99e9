// Another domain's service on a test database, for a test that drives it beside its own: a domain's files
// import no other domain's repository (.dependency-cruiser.mjs 'domain-walls'), so the test kit builds them.
import type { DbExecutor } from '../db/executor.ts';
import { createAddressesRepo } from '../domains/addresses/addresses.repo.ts';
import { createAddressesService, type AddressesService } from '../domains/addresses/addresses.service.ts';
import { createCartRepo } from '../domains/cart/cart.repo.ts';
import { cartSettingsOf } from '../domains/cart/cart-settings.ts';
import { createCartService, type CartService } from '../domains/cart/cart.service.ts';
import { createCatalogueRepo } from '../domains/catalogue/catalogue.repo.ts';
import { createCatalogueService, type CatalogueService } from '../domains/catalogue/catalogue.service.ts';

export function catalogueServiceOn(db: DbExecutor): CatalogueService {
  return createCatalogueService({ repo: createCatalogueRepo(db) });
}

/** The cart at 15% GST, excluding it (the test config's), priced by its own catalogue service. */
export function cartServiceOn(db: DbExecutor): CartService {
  return createCartService({ repo: createCartRepo(db), catalogue: catalogueServiceOn(db), settings: cartSettingsOf({ gstPercent: 15, taxInclusive: false }) });
}

export function addressesServiceOn(db: DbExecutor): AddressesService {
  return createAddressesService({ repo: createAddressesRepo(db) });
}
