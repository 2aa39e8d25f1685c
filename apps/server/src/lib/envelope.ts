import type { Pagination } from "@topset/shared";

/** The success envelope (docs/product.md, "API conventions"): records always travel in `data`. */
export function ok<T>(message: string, data: T[] = [], pagination?: Pagination) {
  return pagination
    ? { status: "success" as const, message, data, pagination }
    : { status: "success" as const, message, data };
}
