import type { Pagination } from "@topset/shared";

/** The success envelope of architecture §3: records always travel in `data`. */
export function ok<T>(message: string, data: T[] = [], pagination?: Pagination) {
  return pagination
    ? { status: "success" as const, message, data, pagination }
    : { status: "success" as const, message, data };
}
