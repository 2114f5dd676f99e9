// Reading a large table a page at a time by id (exports): each page a query of its own, so neither the
// whole table nor a long transaction is held while the answer streams out.

/** Every row `fetchPage` finds, by id, `limit` at a time. */
export async function* rowsByIdPages<Row extends { id: number }>(fetchPage: (afterId: number, limit: number) => Promise<Row[]>, limit = 1000): AsyncGenerator<Row> {
  for (let afterId = 0; ; ) {
    const page = await fetchPage(afterId, limit);
    yield* page;
    const last = page[page.length - 1];
    if (page.length < limit || !last) return;
    afterId = last.id;
  }
}
