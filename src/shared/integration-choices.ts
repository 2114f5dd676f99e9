// Issue #19 Part 3: what an API key may be scoped to and which events a webhook may want. Zod-free, so the
// back office's screens read it without loading zod (the schemas in schemas/integration.ts build on it).
export const API_KEY_SCOPES = ['accounts', 'catalogue', 'orders', 'pricing'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.status_changed',
  // Issue #30: each shipment, whole or part of an order.
  'order.shipped',
  // Issue #30 Part 2: the desk changed an order's lines before it left (the order as the feed gives it now).
  'order.changed',
  'address_request.applied',
  // Issue #30 Part 2: a return asked for, decided and received (its credit is told by credit_note.issued).
  'return.requested',
  'return.approved',
  'return.declined',
  'return.received',
  // Issue #28: the money after the order.
  'invoice.issued',
  'credit_note.issued',
  'payment.recorded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
