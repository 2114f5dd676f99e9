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
/**
 * The most one order may total, GST included: Stripe's largest NZD charge ($999,999.99), applied to
 * both ways of paying so the rule is one. Money columns are 32-bit; this keeps every total inside them.
 */
export const ORDER_TOTAL_MAX_CENTS = 99_999_999;
/** Fast-order lists (issue #9): title and reference address lengths, and how much one account may keep. */
export const FAST_ORDER_TITLE_MAX_LENGTH = 120;
export const FAST_ORDER_REFERENCE_MAX_LENGTH = 255;
export const FAST_ORDER_LISTS_MAX = 500;
export const FAST_ORDER_ITEMS_MAX = 5_000;
/** Products and cells one add-products call may carry. */
export const FAST_ORDER_ADD_MAX = 5_000;
/** spec §5: list search applies above 2 characters, item search above 1. */
export const FAST_ORDER_LIST_SEARCH_MIN_LENGTH = 3;
export const FAST_ORDER_ITEM_SEARCH_MIN_LENGTH = 2;
/** Quick order: lines one paste, upload or match call may hold. */
export const QUICK_ORDER_LINES_MAX = 5_000;
/** Resident Tracker (issue #10): text lengths, and how much one account may keep. */
export const RESIDENT_NAME_MAX_LENGTH = 120;
export const RESIDENT_ROOM_MAX_LENGTH = 40;
export const RESIDENT_LOCATION_MAX_LENGTH = 120;
export const RESIDENTS_MAX = 2_000;
export const RESIDENT_LINES_MAX = 200;
export const ORDER_TIME_TITLE_MAX_LENGTH = 60;
export const ORDER_TIMES_MAX = 12;
/** The largest stock on hand one product may be given, in packets. */
export const STOCK_ON_HAND_MAX = 999_999;
/** spec §5: resident search applies above 1 character. */
export const RESIDENT_SEARCH_MIN_LENGTH = 2;
