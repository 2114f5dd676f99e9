// spec §2 Category sidebar: a three-level accordion that follows the breadcrumb trail; only one
// category is open per level, and opening another closes the open one and everything below it.

/** The open category id at each level, top level first. */
export type OpenPath = readonly number[];

/** The trail's ids (top level down to the current category) are open at first. */
export function initialOpenPath(trailIds: readonly number[]): OpenPath {
  return trailIds.slice(0, 3);
}

export function isOpen(openPath: OpenPath, level: number, id: number): boolean {
  return openPath[level] === id;
}

/** Opens `id` at `level` (closing its open sibling and that sibling's children) or closes it if open. */
export function toggleOpen(openPath: OpenPath, level: number, id: number): OpenPath {
  if (openPath[level] === id) return openPath.slice(0, level);
  return [...openPath.slice(0, level), id];
}
