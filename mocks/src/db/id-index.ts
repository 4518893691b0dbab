/**
 * Finding a row of a store table by id without scanning the table on every request: a listing page
 * looks up a seller, a brand or a category per card. The answer is always the row `find` would give
 * (ids are unique in every table):
 * - the positions are keyed on the table's array and its length, so resetDb() and a snapshot restore
 *   (both put new arrays in place) or a row added or removed rebuild them on the next read;
 * - the row found at a remembered position must still carry the id asked for, and an id the index
 *   does not know scans the table, so a row replaced or renumbered in place is still found.
 */
export type IdLookup<T> = (id: number) => T | undefined;

export function idIndex<T extends { id: number }>(table: () => readonly T[]): IdLookup<T> {
  let rows: readonly T[] | undefined;
  let length = -1;
  let positions = new Map<number, number>();
  return (id) => {
    const current = table();
    if (current !== rows || current.length !== length) {
      rows = current;
      length = current.length;
      positions = new Map();
      // The first row with an id wins, as `find` would pick it.
      current.forEach((row, at) => {
        if (!positions.has(row.id)) positions.set(row.id, at);
      });
    }
    const at = positions.get(id);
    const row = at === undefined ? undefined : current[at];
    return row?.id === id ? row : current.find((r) => r.id === id);
  };
}
