// Every id column is a PostgreSQL integer (issue #16 item 28). Zod-free, so page loaders can use it too.

export const ID_MAX = 2_147_483_647;

/** True when `text` (a path segment) is digits naming a possible id, 1 to ID_MAX; a page for anything else is a 404. */
export function isIdText(text: string): boolean {
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= ID_MAX;
}
