import type { Pagination } from "@topset/shared";

/**
 * The pagination object of every paged list (docs/product.md, "API conventions"). from/to are
 * offset-based as in the original (knex-paginate): from = rows before the page, to = from + rows on the page (page 1 of 20 rows: 0 → 20).
 */
export function pageOf(total: number, perPage: number, currentPage: number, rowsOnPage: number): Pagination {
  const from = (currentPage - 1) * perPage;
  return {
    total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    perPage,
    currentPage,
    from,
    to: from + rowsOnPage,
  };
}

/**
 * The total of a page read in one statement with a `total` column (an uncorrelated subquery,
 * counted once, in every row): `carried` is the first row's, undefined for an empty page. An empty
 * page past the first cannot carry it, so the count is asked alone (rare: a client paging past the
 * end); an empty first page means none at all.
 */
export async function totalOf(
  carried: number | undefined,
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  if (carried !== undefined) return carried;
  return offset > 0 ? count() : 0;
}
