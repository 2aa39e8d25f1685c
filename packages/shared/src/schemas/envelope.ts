import { z } from "zod";

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

/** `perPage`/`currentPage` as the spec sends them (query strings). */
export const pageQuerySchema = z.object({
  perPage: z.coerce.number().int().min(1).optional(),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
