// The only server settings the browser sees (CONVENTIONS §6): an explicit pick made in
// server/http/pages.ts (publicConfigOf), delivered through the root loader.

/** spec §2 'an optional external link' in the header (HEADER_EXTERNAL_LINK_LABEL and _URL). */
export type ExternalLink = { label: string; url: string };

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type PublicConfig = {
  /** The store's public address, e.g. for absolute links in meta tags. */
  publicUrl: string;
  /** spec §9: listings show prices excluding GST; the rate is shown in notes and the footer. */
  gstPercent: number;
  /** Shown in the header only when set. */
  headerExternalLink: ExternalLink | null;
  /** spec §2 footer 'social links': the merchant's own profiles (SOCIAL_*_URL), only those set (issue #16 item 14). */
  socialLinks: { network: SocialNetwork; url: string }[];
};
