// The root loader's data, read by the header, breadcrumb bar and footer (and any page that needs
// the viewer or the category tree) through useRootData().
import { useRouteLoaderData } from 'react-router';
import type { CartJson } from '../../../shared/schemas/cart.ts';
import type { CategoryNodeJson } from '../../../shared/schemas/catalogue.ts';
import type { PublicConfig } from '../../lib/public-config.ts';

/** The category tree trimmed to what menus draw (blurbs and images stay out of every page). */
export type MenuCategory = { id: number; title: string; url: string; children: MenuCategory[] };

export type RootViewer = { isLoggedIn: boolean; accountNumber: string | null; accountName: string | null };

export type RootData = {
  viewer: RootViewer;
  categories: MenuCategory[];
  /** The signed-in viewer's cart for the header widget (spec §2); null for guests or when it failed to load. */
  cart: CartJson | null;
  publicConfig: PublicConfig;
  csrfToken: string;
  cspNonce: string;
  /** The notice was dismissed earlier in this browser session (a session cookie). */
  isNoticeDismissed: boolean;
};

export function toMenuCategories(nodes: CategoryNodeJson[]): MenuCategory[] {
  return nodes.map((node) => ({ id: node.id, title: node.title, url: node.url, children: toMenuCategories(node.children) }));
}

/** Undefined only while the root loader itself has failed (root ErrorBoundary). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
