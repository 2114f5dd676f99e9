// What the catalogue lends other domains whose caches must follow its changes (catalogue-changes.ts).
export type CatalogueChanges = {
  /** Categories or nav links changed (or notices may have been missed). */
  onCategoriesChanged(handler: () => void): void;
  /** Anything in the catalogue changed: categories, products, variant matrices (or notices may have been missed). */
  onAnyChange(handler: () => void): void;
  /** False while a notice connection is down: caches must not trust their age then. */
  isFollowing(): boolean;
  stop(): Promise<void>;
};
