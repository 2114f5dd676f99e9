// Fast-order lists as the domain holds them (camelCase; fast-order-json.ts makes the wire shapes).

export type FastOrderList = {
  id: number;
  title: string;
  referenceAddress: string | null;
  itemCount: number;
  /** First and last name of the user who made it ('' when that user is gone). */
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
};

/** A saved line: a product (variantId 0) or one cell of its matrix, with the title and SKU it had when added. */
export type FastOrderItem = {
  id: number;
  listId: number;
  productId: number;
  variantId: number;
  qty: number;
  title: string;
  sku: string;
  createdAt: Date;
};

export type NewFastOrderItem = { productId: number; variantId: number; qty: number; title: string; sku: string };

export type ListSort = { field: 'title' | 'items'; order: 'asc' | 'desc' };
