/**
 * The only server settings the browser sees (CONVENTIONS §6): an explicit pick made in
 * src/server/http/pages.ts, delivered through the root loader.
 */
export type PublicConfig = {
  /** The store's public address, e.g. for absolute links in meta tags. */
  publicUrl: string;
  /** spec §9: listings show prices excluding GST; the rate is shown in notes and the footer. */
  gstPercent: number;
};

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = { publicUrl: '', gstPercent: 15 };
