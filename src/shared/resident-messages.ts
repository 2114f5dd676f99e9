// spec §8/§9: the Resident Tracker's messages, word for word (zod-free, so the browser may import it).
export const RESIDENT_MESSAGES = {
  invalidName: 'Invalid name',
  invalidRoom: 'Invalid Room',
  invalidLocation: 'Invalid Location',
  added: 'Resident has been added',
  updated: 'Resident has been updated',
  deleted: 'Resident has been deleted',
  saved: "The resident's products have been saved successfully.",
  nothingToSave: 'There are no products that are marked to be sent for this resident',
  addAnother: 'Please select a Product and Quantity must be greater than 0',
  addFailed: 'An error has occurred when adding a resident',
  deleteFailed: 'An error has occurred when deleting a resident',
  deleteLineFailed: 'An error has occurred when delete product for a resident',
  saveFailed: 'An error has occurred when saving products for a resident',
  lineRemoved: 'The product has been removed from this resident.',
  cannotSchedule: 'This product cannot be scheduled: it is not sold to your account.',
  needsVariant: 'This product is sold in sizes and colours; schedule a product without them.',
  wrongCategory: 'This product is not in the chosen category.',
  stockSaved: 'The stock on hand has been saved.',
  nothingShort: 'There is nothing to order: the stock on hand covers this period.',
} as const;

/** Issue #16 item 25: a resident has one line per order time and product; the quantity is changed on that line. */
export const SAME_PRODUCT_TWICE_MESSAGE = (orderTime: string) => `This product is already scheduled at ${orderTime}: change the quantity on that line instead.`;
