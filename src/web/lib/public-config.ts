import type { PublicConfig } from '../../shared/public-config.ts';

export type { PublicConfig } from '../../shared/public-config.ts';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = { publicUrl: '', gstPercent: 15, headerExternalLink: null, socialLinks: [] };
