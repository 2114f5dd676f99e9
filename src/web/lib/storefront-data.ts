// The storefront shell's loader data (routes/storefront-layout.tsx): the category menu, the nav links and
// the signed-in viewer's cart for the header, and whether the notice was dismissed. Pages inside the
// shell read the menu with useMenuCategories().
import { useRouteLoaderData } from 'react-router';
import type { CartJson } from '../../shared/schemas/cart.ts';
import type { CategoryNodeJson, NavItemJson } from '../../shared/schemas/catalogue.ts';
import type { SiteLink } from './site-links.ts';

/** The layout route's id in routes.ts. */
export const STOREFRONT_ROUTE_ID = 'storefront';

/** The category tree trimmed to what menus draw (blurbs and images stay out of every page). */
export type MenuCategory = { id: number; title: string; url: string; children: MenuCategory[] };

export type StorefrontData = {
  categories: MenuCategory[];
  /** The header's extra nav links this viewer may see (spec §6 rest_acc, decided by the server). */
  navItems: SiteLink[];
  /** The signed-in viewer's cart for the header widget (spec §2); null for guests or when it failed to load. */
  cart: CartJson | null;
  /** The notice was dismissed earlier in this browser session (a session cookie). */
  isNoticeDismissed: boolean;
  /** The notice's HTML (sanitised on the server, issue #19); null when it is off or dismissed. */
  noticeHtml: string | null;
};

export function toSiteLinks(items: NavItemJson[]): SiteLink[] {
  return items.map((item) => ({ label: item.label, to: item.url }));
}

export function toMenuCategories(nodes: CategoryNodeJson[]): MenuCategory[] {
  return nodes.map((node) => ({ id: node.id, title: node.title, url: node.url, children: toMenuCategories(node.children) }));
}

/** Undefined outside the storefront shell, or while its loader has failed. */
export function useStorefrontData(): StorefrontData | undefined {
  return useRouteLoaderData(STOREFRONT_ROUTE_ID) as StorefrontData | undefined;
}

/** The category tree the header's menus draw (empty when it could not be loaded). */
export function useMenuCategories(): MenuCategory[] {
  return useStorefrontData()?.categories ?? [];
}
