import {
  OPEN_POWERLIFTING_QUERY_MAX,
  OPEN_POWERLIFTING_QUERY_MIN,
  type OpenPowerliftingResult,
} from "@topset/shared";
import { formatLongDate, formatNumber } from "../../lib/i18n";
import { t } from "./i18n";

/** The search box's message for a query the server would refuse (same bounds as the API), or null. */
export function queryProblem(raw: string): string | null {
  const q = raw.trim();
  if (q.length === 0) return t("search.required");
  if (q.length < OPEN_POWERLIFTING_QUERY_MIN) {
    return t("search.tooShort", { min: OPEN_POWERLIFTING_QUERY_MIN });
  }
  if (q.length > OPEN_POWERLIFTING_QUERY_MAX) {
    return t("search.tooLong", { max: OPEN_POWERLIFTING_QUERY_MAX });
  }
  return null;
}

/** A best lift or total as shown: "—" when not contested, `missed` when all three attempts failed. */
export type LiftCell = { text: string; missed: boolean };

export function liftCell(kg: number | null): LiftCell {
  if (kg === null || kg === 0) return { text: "—", missed: false };
  // OpenPowerlifting writes a missed lift as the negative of the weight attempted.
  return { text: weight(Math.abs(kg)), missed: kg < 0 };
}

/** A weight as written ("1002.5", German "1002,5"): no digit grouping, as the data set writes it. */
const weight = (kg: number) => formatNumber(kg, { useGrouping: false, maximumFractionDigits: 2 });

/** One result as the table and the phone list show it. */
export function toResultView(r: OpenPowerliftingResult) {
  const weightClass = r.weight_class_kg ? `${r.weight_class_kg} kg` : "—";
  return {
    id: r.id,
    name: r.name,
    date: r.date ? formatLongDate(r.date) : "—",
    federation: r.federation ?? "—",
    meet: r.meet_name ?? "—",
    // "M · 93 kg · Raw · Open": who competed in which category.
    category: [r.sex, weightClass, r.equipment, r.division].filter(Boolean).join(" · "),
    bodyweight: r.bodyweight_kg === null ? "—" : weight(r.bodyweight_kg),
    squat: liftCell(r.best3_squat_kg),
    bench: liftCell(r.best3_bench_kg),
    deadlift: liftCell(r.best3_deadlift_kg),
    total: liftCell(r.total_kg),
    /** Null when the entry has no Dots (disqualified, bombed out, or an old result). */
    dots:
      r.dots === null ? null : formatNumber(r.dots, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    place: r.place ?? "—",
  };
}
export type ResultView = ReturnType<typeof toResultView>;
