// Types for what TypeScript code imports from .dependency-cruiser.mjs (src/server/assembly/table-writes.test.ts).
/** Schema file → the domains that may use its tables, the first being the one that owns and writes them. */
export declare const TABLE_OWNERS: Record<string, readonly string[]>;
declare const config: unknown;
export default config;
