import { z } from "zod";

export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
/** Results per answer, all kinds together, and per kind (decision 031). */
export const SEARCH_LIMIT = 20;
export const SEARCH_LIMIT_PER_TYPE = 5;

/** The header search box: required, trimmed; two characters at least so a search is never "everything". */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: "Search is required" })
    .trim()
    .min(SEARCH_QUERY_MIN, `Search must be at least ${SEARCH_QUERY_MIN} characters`)
    .max(SEARCH_QUERY_MAX, `Search must be at most ${SEARCH_QUERY_MAX} characters`),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** What a result is; members are anyone's public profile, the rest only the caller's own. */
export const searchResultTypes = ["user", "exercise", "session", "block", "category"] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** One hit of the header search, ranked best first in the answer. */
export const searchResultSchema = z.object({
  type: z.enum(searchResultTypes),
  id: z.number().int(),
  /** A member's username; otherwise the thing's name. */
  title: z.string(),
  /** A member's full name, a session's date, an exercise's category; null when there is nothing to add. */
  subtitle: z.string().nullable(),
  /** The web app's path that opens the result, e.g. `/dashboard/sessions/12`. */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
