import { z } from "zod";

/** Rows per search answer: the best results of the matching lifters (GET /variables/open-powerlifting). */
export const OPEN_POWERLIFTING_LIMIT = 50;
export const OPEN_POWERLIFTING_QUERY_MIN = 2;
/** The text for a search without results (docs/product.md, "Messages"): the API's message and the empty state. */
export const OPEN_POWERLIFTING_NO_RESULTS = "No relevant data found!";
export const OPEN_POWERLIFTING_QUERY_MAX = 100;

/** The search box: required, trimmed. Two characters at least so a search is never "everyone". */
export const openPowerliftingQuerySchema = z.object({
  q: z
    .string({ error: "Search is required" })
    .trim()
    .min(OPEN_POWERLIFTING_QUERY_MIN, `Search must be at least ${OPEN_POWERLIFTING_QUERY_MIN} characters`)
    .max(OPEN_POWERLIFTING_QUERY_MAX, `Search must be at most ${OPEN_POWERLIFTING_QUERY_MAX} characters`),
});
export type OpenPowerliftingQuery = z.infer<typeof openPowerliftingQuerySchema>;

const kg = z.number().nullable();

/** One meet entry of a lifter, weights in kg; a negative best lift means all three attempts were missed. */
export const openPowerliftingResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sex: z.string(),
  event: z.string().nullable(),
  equipment: z.string().nullable(),
  age: z.number().nullable(),
  division: z.string().nullable(),
  bodyweight_kg: kg,
  weight_class_kg: z.string().nullable(),
  best3_squat_kg: kg,
  best3_bench_kg: kg,
  best3_deadlift_kg: kg,
  total_kg: kg,
  place: z.string().nullable(),
  dots: z.number().nullable(),
  federation: z.string().nullable(),
  date: z.string().nullable(),
  country: z.string().nullable(),
  meet_country: z.string().nullable(),
  meet_name: z.string().nullable(),
});
export type OpenPowerliftingResult = z.infer<typeof openPowerliftingResultSchema>;
