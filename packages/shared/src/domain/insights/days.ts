/** The models count days as whole days since 1970-01-01; the wire says them as YYYY-MM-DD. */
export const isoDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);
