/** spec is silent; the store is in New Zealand, so order dates, date filters and standing-order days use its calendar. */
export const STORE_TIME_ZONE = 'Pacific/Auckland';
