// spec §2 'extra nav links' of the header: stored in nav_items, each hidden from the account numbers in its
// rest_acc (spec §6), which only the visibility module reads (catalogue-visibility.ts).

/** A nav link as stored. */
export type NavItemRecord = { id: number; label: string; url: string; restAcc: string[] };

/** A nav link as a viewer may see it: never with its rest_acc (it would list other customers' account numbers). */
export type NavItem = { id: number; label: string; url: string };
