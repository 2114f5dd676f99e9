// The whole schema, for Drizzle's client and drizzle-kit; domain code imports the file it needs.
export * from './accounts.ts';
export * from './sessions.ts';
export * from './catalogue.ts';
export * from './addresses.ts';
export * from './cart.ts';
export * from './orders.ts';
