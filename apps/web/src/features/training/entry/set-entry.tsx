import { setFigures, setKinds, type LastPerformance, type Log, type SetKind } from "@topset/shared";
import { useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import { useE1rmMethod, usePersonalChart } from "../../../lib/e1rm-method";
import { useEntryUnit } from "../../../lib/settings-store";
import { kindLabel, nextSet, weightText, warmups, weightStep, type NextSet, type Plates } from "./next-set";
import { PlatesLine } from "./plates-line";
import { restFor, startRest } from "./rest-timer";
import { keepInReach, useKeptInReach } from "./keep-in-reach";
import { RpeChips } from "./rpe-chips";
import { Stepper } from "../../../components/stepper";
import { addSet, markPlannedDone } from "../writes/training-writes.api";
import { useTrainingWrite } from "../writes/use-training-write";
import { Icon } from "../../../components/icon";
import { checkLgIcon, thermometerHalfIcon } from "../../../components/icons";
import { translateText } from "../../../lib/i18n";
import { useT } from "./i18n";

type Entry = { reps: number; weight: number; rpe: number | null; kind: SetKind; plannedId?: number };
type Shown = NextSet | { reps: number | null; weight: number | null; rpe: number | null; kind: SetKind };

type Props = {
  log: Log;
  lastTime: LastPerformance | undefined;
  plates: Plates;
  categoryName: string | undefined;
};

const MAX_WEIGHT = 2000;

/**
 * The next set, ready to log in one tap: prefilled (the previous set, else last time), changed with
 * steppers and RPE chips, its plates shown; logging it starts the rest timer. Remounted (by its key)
 * after each set, so it always starts from the newest one.
 */
export function SetEntry({ log, lastTime, plates, categoryName }: Props) {
  const t = useT();
  const unit = useEntryUnit();
  const method = useE1rmMethod();
  const chart = usePersonalChart();
  // What the lifter changed, over the prefill: the prefill follows what arrives later (last time is
  // read after the screen shows), a value the lifter set stays.
  const [edits, setEdits] = useState<Partial<Shown>>({});
  const value: Shown = {
    ...(nextSet(log, lastTime, unit) ?? { reps: 5, weight: null, rpe: null, kind: "normal" }),
    ...edits,
  };
  const change = (patch: Partial<Shown>) => setEdits((e) => ({ ...e, ...patch }));
  const entryRef = useRef<HTMLElement>(null);
  useKeptInReach(entryRef, Object.keys(edits).length > 0);
  const step = weightStep(plates);
  const ready =
    value.reps !== null && value.reps >= 1 && value.reps <= 30 && value.weight !== null && value.weight > 0;
  const previous = log.sets.at(-1);

  const log1 = useTrainingWrite(
    (sets: Entry[]) =>
      sets.map(({ plannedId, ...entry }) => {
        const values = { ...entry, weight_unit: unit, notes: null };
        const figures = setFigures(values, method, chart);
        const planned = log.sets.find((set) => set.id === plannedId);
        return planned ? markPlannedDone(log, planned, values, figures) : addSet(log, values, figures);
      }),
    {
      onDone: (sets) => {
        if (sets.some((s) => s.kind !== "warmup")) {
          startRest({ id: log.exercise_id, name: log.name }, restFor(log.exercise_id, categoryName));
        }
        keepInReach(log.exercise_id);
      },
    },
  );

  const logIt = () => {
    if (!ready) return;
    const { reps, weight, rpe, kind } = value;
    log1.mutate([
      {
        reps: reps!,
        weight: weight!,
        rpe,
        kind,
        plannedId: "plannedId" in value ? value.plannedId : undefined,
      },
    ]);
  };
  const ramp = value.weight !== null && log.sets.length === 0 ? warmups(plates, value.weight) : [];
  const planned = "plannedId" in value && value.plannedId !== undefined;
  const nextKind = setKinds[(setKinds.indexOf(value.kind) + 1) % setKinds.length]!;

  return (
    <section
      ref={entryRef}
      data-entry-for={log.exercise_id}
      className="set-entry mt-2"
      aria-label={t("entry.label", { name: log.name })}
    >
      <div className="set-entry-steppers">
        <Stepper
          id={`entry-${log.id}-weight`}
          label={t("entry.weight")}
          suffix={unit}
          decimal
          value={value.weight}
          step={step}
          min={0}
          max={MAX_WEIGHT}
          onChange={(weight) => change({ weight })}
        />
        <Stepper
          id={`entry-${log.id}-reps`}
          label={t("entry.reps")}
          value={value.reps}
          step={1}
          min={1}
          max={30}
          onChange={(reps) => change({ reps })}
        />
      </div>
      {value.weight !== null && (
        <PlatesLine plates={plates} weight={value.weight} previous={previous} unit={unit} />
      )}
      <RpeChips label={t("entry.rpe")} value={value.rpe} onChange={(rpe) => change({ rpe })} />
      <Button
        variant="primary"
        className="session-tap log-set w-100 fw-bold mt-2"
        onClick={logIt}
        disabled={!ready || log1.isPending}
      >
        <Icon svg={checkLgIcon} className="me-1" />
        {planned ? t("entry.done") : t("entry.logSet")}
        {ready && (
          <span className="fw-normal">
            {" "}
            {value.reps} × {weightText(value.weight!)} {unit}
          </span>
        )}
      </Button>
      {/* The kind and the warm-ups are rarer: under the Log button, which keeps the whole row. */}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <Button
          variant="outline-secondary"
          className="session-tap set-kind"
          onClick={() => change({ kind: nextKind })}
          aria-label={t("entry.kindLabel", { kind: kindLabel(value.kind), next: kindLabel(nextKind) })}
        >
          {kindLabel(value.kind)}
        </Button>
        {ramp.length > 0 && (
          <Button
            variant="link"
            className="session-tap px-0 text-decoration-none text-start"
            onClick={() => log1.mutate(ramp.map((s) => ({ ...s, rpe: null, kind: "warmup" })))}
            disabled={log1.isPending}
          >
            <Icon svg={thermometerHalfIcon} className="me-1" />
            {t("entry.warmups", {
              sets: ramp.map((s) => `${s.reps}×${weightText(s.weight)}`).join(" · "),
            })}
          </Button>
        )}
      </div>
      {log1.error && <p className="small text-danger mt-2 mb-0">{translateText(log1.error.message)}</p>}
    </section>
  );
}
