import type { ExerciseGroup, RecentExercise } from "@topset/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";

type Props = {
  groups: ExerciseGroup[];
  recent: RecentExercise[];
  /** Exercises already in the session: they cannot be added twice. */
  taken: ReadonlySet<number>;
  pending: boolean;
  onPick: (exerciseId: number) => void;
};

const MAX_HITS = 8;

/**
 * One tap adds: the recent exercises first (most recent first), and what the search finds as the
 * lifter types. An exercise already in the session is shown disabled, never offered twice.
 */
export function QuickPicks({ groups, recent, taken, pending, onPick }: Props) {
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const hits = needle
    ? groups
        .flatMap((g) => g.exercises)
        .filter((e) => e.name.toLowerCase().includes(needle))
        .slice(0, MAX_HITS)
    : [];
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
      {taken.has(id) && <span className="visually-hidden"> (already in this session)</span>}
    </button>
  );
  return (
    <div className="mb-3">
      <Form.Control
        type="search"
        className="mb-2"
        placeholder="Find an exercise"
        aria-label="Find an exercise"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length > 0 && (
        <div
          className="quick-picks"
          role="group"
          aria-label={needle ? "Exercises found" : "Recent exercises"}
        >
          {!needle && <div className="small text-body-secondary w-100">Recent</div>}
          {shown.map((e) => pick(e.id, e.name))}
        </div>
      )}
      {needle && hits.length === 0 && (
        <p className="small text-body-secondary mb-0">No exercise is called that.</p>
      )}
    </div>
  );
}
