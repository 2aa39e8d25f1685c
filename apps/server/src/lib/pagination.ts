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
