import type { ExerciseGroup, RecentExercise } from "@topset/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";
import { useT } from "./i18n";

type Props = {
  groups: ExerciseGroup[];
  recent: RecentExercise[];
  /** Exercises already in the session: they cannot be added twice. */
  taken: ReadonlySet<number>;
  pending: boolean;
  onPick: (exerciseId: number) => void;
};

const MAX_HITS = 8;
/** Shown before any search: the recent ones, then common lifts up to this many. */
const MAX_PICKS = 8;
/**
 * What a powerlifter logs most, by the names of the exercises every account starts with: one tap
 * each from the first session, before there is anything recent to show.
 */
const COMMON_LIFTS = [
  "back squat",
  "bench press",
  "conventional deadlift",
  "overhead press",
  "sumo deadlift",
  "front squat",
  "romanian deadlift",
  "barbell row",
];

/**
 * One tap adds: the recent exercises first (most recent first), then the common lifts the account
 * has, and what the search finds as the lifter types. An exercise already in the session is shown disabled, never offered twice.
 */
export function QuickPicks({ groups, recent, taken, pending, onPick }: Props) {
  const t = useT();
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const hits = needle
    ? groups
        .flatMap((g) => g.exercises)
        .filter((e) => e.name.toLowerCase().includes(needle))
        .slice(0, MAX_HITS)
    : [];
  const recentIds = new Set(recent.map((e) => e.id));
  const byName = new Map(groups.flatMap((g) => g.exercises).map((e) => [e.name.toLowerCase(), e]));
  const common = needle
    ? []
    : COMMON_LIFTS.flatMap((name) => {
        const found = byName.get(name);
        return found && !recentIds.has(found.id) ? [found] : [];
      }).slice(0, Math.max(0, MAX_PICKS - recent.length));
  const shown = needle ? hits : recent;
  const pick = (id: number, name: string) => (
    <button
      key={id}
      type="button"
      className="btn btn-outline-primary quick-pick"
      disabled={pending || taken.has(id)}
      onClick={() => onPick(id)}
    >
      {name}
      {taken.has(id) && <span className="visually-hidden">{t("quickPicks.taken")}</span>}
    </button>
  );
  return (
    <div className="mb-3">
      <Form.Control
        type="search"
        className="mb-2"
        placeholder={t("quickPicks.find")}
        aria-label={t("quickPicks.find")}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length > 0 && (
        <div
          className="quick-picks"
          role="group"
          aria-label={needle ? t("quickPicks.found") : t("quickPicks.recentLabel")}
        >
          {!needle && <div className="small text-body-secondary w-100">{t("quickPicks.recent")}</div>}
          {shown.map((e) => pick(e.id, e.name))}
        </div>
      )}
      {common.length > 0 && (
        <div className="quick-picks mt-2" role="group" aria-label={t("quickPicks.common")}>
          <div className="small text-body-secondary w-100">{t("quickPicks.common")}</div>
          {common.map((e) => pick(e.id, e.name))}
        </div>
      )}
      {needle && hits.length === 0 && (
        <p className="small text-body-secondary mb-0">{t("quickPicks.noHit")}</p>
      )}
    </div>
  );
}
