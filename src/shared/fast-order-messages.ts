// Fast-order texts shared by the server and the browser, without zod (the browser bundle stays free of it).
/** spec §9 messages and prompts, word for word. */
export const FAST_ORDER_MESSAGES = {
  added: 'Your product has been added to fast order(s).',
  allRemoved: 'All product has been successfully removed',
  /** DELETE /api/fast-order-items/{id} (the spec shows a success popup without its text). */
  itemRemoved: 'Product has been successfully removed',
  noQuantity: 'Product quantity should not be less than 1',
  somethingWrong: 'Sorry, something has gone wrong.',
  confirmRemoveAll: 'Select OK to remove all products on your fast order',
  confirmDeleteList: (listTitle: string) => `Select OK to delete ${listTitle} Fast Order`,
  confirmDeleteItem: (productTitle: string) => `Select OK to delete ${productTitle} on your fast order`,
} as const;
