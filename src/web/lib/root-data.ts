// The root loader's data: what every page needs, whatever its shell (the viewer, public config, the
// CSRF token and the CSP nonce). Read through useRootData(). The storefront shell's own data (the
// category menu, the header's cart) is in storefront-data.ts.
import { useRouteLoaderData } from 'react-router';
import type { PublicConfig } from './public-config.ts';

import { roleAllows, type AccountRole } from '../../shared/account-roles.ts';

export type RootViewer = {
  isLoggedIn: boolean;
  accountNumber: string | null;
  accountName: string | null;
  /** The user's role in the current account (null for a guest): pages hide what the role may not do. */
  role: AccountRole | null;
  canSwitch: boolean;
  /** Staff viewing the store as this account (issue #30 Part 4): the banner's facts; absent or null otherwise. */
  viewAs?: RootViewAs | null;
};

export type RootViewAs = { accountName: string; endsAt: string };

export type RootData = {
  viewer: RootViewer;
  publicConfig: PublicConfig;
  csrfToken: string;
  cspNonce: string;
};

/** Undefined only while the root loader itself has failed (root ErrorBoundary). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/**
 * Whether the signed-in user may order and change lists and residents (a buyer or a manager): a viewer
 * is shown no such buttons. The server refuses them anyway (403); this only spares a pointless click.
 */
export function useCanOrder(): boolean {
  const role = useRootData()?.viewer.role;
  return role !== null && role !== undefined && roleAllows(role, 'buyer');
}
