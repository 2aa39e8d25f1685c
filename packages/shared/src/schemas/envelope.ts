import { z } from "zod";
import { idParam, MAX_DB_INT } from "./common.js";

/** One validation or domain error, as the spec's `errors[]` carries it. */
export const apiErrorItemSchema = z.object({ msg: z.string(), path: z.string().optional() });
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;

export const paginationSchema = z.object({
  total: z.number().int(),
  lastPage: z.number().int(),
  perPage: z.number().int(),
  currentPage: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const failureSchema = z.object({
  status: z.literal("fail"),
  message: z.string(),
  errors: z.array(apiErrorItemSchema).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** The success envelope: every record travels in `data`, a single one as `data[0]`. */
export function successSchema<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.literal("success"),
    message: z.string(),
    data: z.array(item),
    pagination: paginationSchema.optional(),
  });
}
export type Success<T> = { status: "success"; message: string; data: T[]; pagination?: Pagination };

/** No page holds more rows than this. */
export const MAX_PER_PAGE = 100;

const pageNumber = z.coerce
  .number({ error: "currentPage must be a number" })
  .int("currentPage must be a whole number")
  .min(1, "currentPage must be at least 1");
const pageNumberCap = z.number().max(MAX_DB_INT, `currentPage must be at most ${MAX_DB_INT}`);

/**
 * currentPage from a query string: 1 to MAX_DB_INT (with at most MAX_PER_PAGE rows a page the offset
 * stays a safe integer). A page past the end is an empty page; above MAX_DB_INT it is a 400.
 */
export const strictCurrentPageSchema = pageNumber.pipe(pageNumberCap).default(1);
/** As strictCurrentPageSchema, but an unreadable value ("x", "1.5") reads as page 1. */
export const currentPageSchema = pageNumber.catch(1).pipe(pageNumberCap).default(1);

/** A whole number of rows, at least 1; any size (999999999999999 included), so callers decide what a big one means. */
const rowCount = z.coerce
  .number({ error: "perPage must be a number" })
  .min(1, "perPage must be at least 1")
  .refine(Number.isInteger, "perPage must be a whole number");

/** perPage on an ordinary list: above MAX_PER_PAGE it is clamped to MAX_PER_PAGE (pagination says so). */
export function perPageSchema(fallback: number) {
  return rowCount.transform((v) => Math.min(v, MAX_PER_PAGE)).default(fallback);
}

/**
 * perPage on the lists a client downloads whole (trackers, an exercise's history): a value above
 * MAX_PER_PAGE is kept, and the route answers every row of the member's own list as one page.
 */
export const downloadablePerPageSchema = rowCount;

/** `perPage`/`currentPage` as the spec sends them (query strings). */
export const pageQuerySchema = z.object({
  perPage: downloadablePerPageSchema.optional(),
  currentPage: currentPageSchema,
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const idParamSchema = z.object({ id: idParam });
