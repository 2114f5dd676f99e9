// Edits between two words, a swap of neighbouring letters counting as one (optimal string alignment):
// the PostgreSQL engine checks its trigram candidates with it, by the rule the memory engine applies.
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const cost = Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)));
  const at = (row: number, column: number) => cost[row]?.[column] ?? 0;
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const substitution = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(at(row - 1, column) + 1, at(row, column - 1) + 1, at(row - 1, column - 1) + substitution);
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) best = Math.min(best, at(row - 2, column - 2) + 1);
      (cost[row] as number[])[column] = best;
    }
  }
  return at(a.length, b.length);
}
