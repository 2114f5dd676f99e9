// spec §9 business constants.
export const LISTING_PER_PAGE_OPTIONS = [16, 24, 32, 48] as const;
export const LISTING_DEFAULT_PER_PAGE = 24;
export const SELECTOR_PER_PAGE = 10_000;
export const MAX_PER_PAGE = 10_000;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
export const NOTES_MAX_LENGTH = 255;
export const ORDER_HISTORY_PER_PAGE_OPTIONS = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_COUNTRY_ID = 155;
export const DEFAULT_REGION_ID = 0;
export const DESKTOP_BREAKPOINT_PX = 1024;
export const MEGA_MENU_MAX_WIDTH_PX = 1660;
export const LOADING_OVERLAY_MAX_MS = 500;
export const KEYWORD_MAX_LENGTH = 100;
