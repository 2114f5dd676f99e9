// The kinds of record the back office's audit log holds (issue #26 item 9), declared once: the server's
// AuditEntry names one of them, so no writer can log a kind the log's Record filter leaves out.
export const AUDIT_ENTITIES = [
  'order',
  'account',
  'address_request',
  'application',
  'product',
  'category',
  'catalogue_import',
  'testimonial',
  'customer_logo',
  'notice',
  'content_page',
  'api_key',
  'webhook',
  'staff',
  'price_list',
  'customer_group',
  'payment',
  'credit_note',
  'delivery_zone',
  'public_holidays',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** How the Record filter and the log's rows name each kind. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  order: 'Order',
  account: 'Account',
  address_request: 'Address request',
  application: 'Trade application',
  product: 'Product',
  category: 'Category',
  catalogue_import: 'Catalogue import',
  testimonial: 'Testimonial',
  customer_logo: 'Customer logo',
  notice: 'Site notice',
  content_page: 'Content page',
  api_key: 'API key',
  webhook: 'Webhook',
  staff: 'Staff member',
  price_list: 'Price list',
  customer_group: 'Customer group',
  payment: 'Payment',
  credit_note: 'Credit note',
  delivery_zone: 'Delivery zone',
  public_holidays: 'Public holidays',
};
