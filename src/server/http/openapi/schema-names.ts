// The shared wire schemas (src/shared/schemas) by the name their module exports them under, so the OpenAPI
// document names each once as a component and points at it ($ref) wherever an operation uses it (issue #26).
import { z, type ZodType } from 'zod';
import * as account from '../../../shared/schemas/account.ts';
import * as addressFields from '../../../shared/schemas/address-fields.ts';
import * as addresses from '../../../shared/schemas/addresses.ts';
import * as adminAccounts from '../../../shared/schemas/admin-accounts.ts';
import * as adminAddressRequests from '../../../shared/schemas/admin-address-requests.ts';
import * as adminApplications from '../../../shared/schemas/admin-applications.ts';
import * as adminCatalogueImport from '../../../shared/schemas/admin-catalogue-import.ts';
import * as adminCategories from '../../../shared/schemas/admin-categories.ts';
import * as adminContent from '../../../shared/schemas/admin-content.ts';
import * as adminLists from '../../../shared/schemas/admin-lists.ts';
import * as adminProducts from '../../../shared/schemas/admin-products.ts';
import * as applications from '../../../shared/schemas/applications.ts';
import * as audit from '../../../shared/schemas/audit.ts';
import * as cart from '../../../shared/schemas/cart.ts';
import * as catalogue from '../../../shared/schemas/catalogue.ts';
import * as content from '../../../shared/schemas/content.ts';
import * as dates from '../../../shared/schemas/dates.ts';
import * as fastOrders from '../../../shared/schemas/fast-orders.ts';
import * as fieldMessages from '../../../shared/schemas/field-messages.ts';
import * as health from '../../../shared/schemas/health.ts';
import * as ids from '../../../shared/schemas/ids.ts';
import * as integration from '../../../shared/schemas/integration.ts';
import * as media from '../../../shared/schemas/media.ts';
import * as numbers from '../../../shared/schemas/numbers.ts';
import * as orders from '../../../shared/schemas/orders.ts';
import * as quickOrder from '../../../shared/schemas/quick-order.ts';
import * as residents from '../../../shared/schemas/residents.ts';
import * as search from '../../../shared/schemas/search.ts';
import * as session from '../../../shared/schemas/session.ts';
import * as staffOrders from '../../../shared/schemas/staff-orders.ts';
import * as staff from '../../../shared/schemas/staff.ts';
import * as text from '../../../shared/schemas/text.ts';

const MODULES: Record<string, Record<string, unknown>> = {
  'account': account,
  'address-fields': addressFields,
  'addresses': addresses,
  'admin-accounts': adminAccounts,
  'admin-address-requests': adminAddressRequests,
  'admin-applications': adminApplications,
  'admin-catalogue-import': adminCatalogueImport,
  'admin-categories': adminCategories,
  'admin-content': adminContent,
  'admin-lists': adminLists,
  'admin-products': adminProducts,
  'applications': applications,
  'audit': audit,
  'cart': cart,
  'catalogue': catalogue,
  'content': content,
  'dates': dates,
  'fast-orders': fastOrders,
  'field-messages': fieldMessages,
  'health': health,
  'ids': ids,
  'integration': integration,
  'media': media,
  'numbers': numbers,
  'orders': orders,
  'quick-order': quickOrder,
  'residents': residents,
  'search': search,
  'session': session,
  'staff-orders': staffOrders,
  'staff': staff,
  'text': text,
};

/** 'productJsonSchema' → 'ProductJson'; 'cartAddBodySchema' → 'CartAddBody'. */
export function componentName(exportName: string): string {
  const base = exportName.replace(/Schema$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

let names: Map<ZodType, string> | null = null;

/**
 * Every exported object schema of the shared modules, with its component name. An object is what a reader
 * looks up by name; a string or number rule stays written where it is used. A schema exported under two
 * names keeps the first; two modules exporting one name are told apart by the module's name.
 */
export function sharedSchemaNames(): ReadonlyMap<ZodType, string> {
  if (names) return names;
  const found = new Map<ZodType, string>();
  const taken = new Map<string, string>();
  for (const [moduleName, exports] of Object.entries(MODULES)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodObject) || found.has(value)) continue;
      let name = componentName(exportName);
      if (taken.has(name)) name = `${componentName(moduleName.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()))}${name}`;
      taken.set(name, moduleName);
      found.set(value, name);
    }
  }
  names = found;
  return names;
}

/**
 * A metadata registry for `z.toJSONSchema` that answers what zod's global registry holds (descriptions)
 * plus the component name as `id`, which makes zod write the schema once under `$defs` and point at it.
 */
export function namingRegistry(): z.core.$ZodRegistry<z.core.GlobalMeta> {
  const schemaNames = sharedSchemaNames();
  return {
    get: (schema: ZodType) => {
      const meta = z.globalRegistry.get(schema);
      const id = schemaNames.get(schema);
      return id ? { ...meta, id } : meta;
    },
  } as unknown as z.core.$ZodRegistry<z.core.GlobalMeta>;
}
