import {
  ATTEMPT_INCREMENT,
  convertWeight,
  dots,
  ipfGl,
  projectedTotal,
  roundTo,
  wilks,
  type Meet,
  type PlannedAttempt,
} from "@topset/shared";
import { Stepper } from "../../components/stepper";
import { liftName, type AttemptMap, type LiftPlan } from "./meet-plan";
import { points } from "./meets-page";
import { FigureTiles } from "../../components/figure-tiles";
import { formatNumber } from "../../lib/i18n";
import { useT, weightText } from "./i18n";

const CHANCE_TONE = { high: "success", good: "primary", fair: "warning", low: "danger" } as const;

export function ChanceBadge({ attempt }: { attempt: Pick<PlannedAttempt, "chance" | "confidence"> }) {
  const t = useT();
  return (
    <span className={`badge text-bg-${CHANCE_TONE[attempt.confidence]} chance-badge`}>
      {t("planner.chance", { percent: Math.round(attempt.chance * 100) })}
      <span className="visually-hidden">
        {t("planner.chanceHidden", { confidence: t(`planner.confidence.${attempt.confidence}`) })}
      </span>
    </span>
  );
}

type LiftCardProps = {
  meet: Meet;
  plan: LiftPlan;
  /** The lifter's own weights, by attempt (over the planner's). */
  onChoose: (attempt: 1 | 2 | 3, weight: number | null) => void;
  chosen: AttemptMap;
};

/** One lift: what the planner read, and the three attempts with their chances; each can be changed. */
export function PlannedLift({ meet, plan, onChoose, chosen }: LiftCardProps) {
  const t = useT();
  const unit = meet.weight_unit;
  const step = ATTEMPT_INCREMENT[unit];
  const name = liftName(plan.lift);
  const exercise = plan.evidence?.exercise_name;
  return (
    <section className="card card-body mb-3" aria-label={name}>
      <h4 className="h6 fw-bold mb-1">{name}</h4>
      {plan.estimate ? (
        <p className="small text-body-secondary mb-2">
          {plan.estimate.reasoning}
          {exercise && t("planner.fromSets", { exercise })}
        </p>
      ) : (
        <p className="small text-body-secondary mb-2">
          {exercise ? t("planner.noHeavySets", { exercise }) : t("planner.noExercise")}
        </p>
      )}
      <ol className="list-unstyled mb-0 vstack gap-2">
        {([1, 2, 3] as const).map((n) => {
          const planned = plan.attempts?.[n - 1];
          const mine = chosen[n]?.weight ?? null;
          const weight = mine ?? planned?.weight ?? plan.recorded[n]?.weight ?? null;
          return (
            <li key={n} className="planned-attempt">
              <Stepper
                id={`${plan.lift}-${n}`}
                label={t("planner.attemptLabel", { lift: name, number: n })}
                value={weight}
                step={step}
                min={step}
                max={unit === "kg" ? 600 : 1300}
                suffix={unit}
                decimal
                onChange={(value) => onChoose(n, value)}
              />
              {planned && weight != null && (
                <div className="d-flex gap-2 align-items-start small mt-1">
                  <ChanceBadge attempt={planned} />
                  <span className="text-body-secondary">{planned.reasoning}</span>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The total the plan aims at, and what it would score at the meet's bodyweight. */
export function Projection({ meet, plans }: { meet: Meet; plans: LiftPlan[] }) {
  const t = useT();
  const planned = plans.flatMap((p) => (p.attempts ? [p.attempts] : []));
  if (planned.length !== plans.length) return null;
  const total = projectedTotal(planned);
  const totalKg = convertWeight(total, meet.weight_unit, "kg");
  const bodyweightKg =
    meet.bodyweight == null ? null : convertWeight(meet.bodyweight, meet.weight_unit, "kg");
  const equipment = ["Raw", "Wraps", "Straps"].includes(meet.equipment) ? "classic" : "equipped";
  const score = (f: () => number) => (bodyweightKg == null ? null : roundTo(f(), 2));
  const thirdsMade = planned.reduce((p, attempts) => p * (attempts[2]?.chance ?? 0), 1);
  return (
    <section className="card card-body mb-3" aria-label={t("planner.projection")}>
      <h3 className="h6 fw-bold">{t("planner.ifThirdsGo")}</h3>
      <div className="mb-1">
        <ScoreTiles
          total={`${weightText(total)} ${meet.weight_unit}`}
          dots={score(() => dots({ sex: meet.sex, bodyweightKg: bodyweightKg!, totalKg }))}
          ipfGl={score(() =>
            ipfGl({ sex: meet.sex, equipment, event: meet.event, bodyweightKg: bodyweightKg!, totalKg }),
          )}
          wilks={score(() => wilks({ sex: meet.sex, bodyweightKg: bodyweightKg!, totalKg }))}
        />
      </div>
      <p className="small text-body-secondary mb-0">
        {t(bodyweightKg == null ? "planner.thirdsChanceNoBodyweight" : "planner.thirdsChance", {
          percent: formatNumber(Math.round(thirdsMade * 100)),
        })}
      </p>
    </section>
  );
}

type Scores = { total: string; dots: number | null; ipfGl: number | null; wilks: number | null };

/** A total and its three scores, as the meet's result and as the plan's projection show them. */
export function ScoreTiles({ total, dots, ipfGl, wilks }: Scores) {
  const t = useT();
  return (
    <FigureTiles
      tiles={[
        { label: t("planner.total"), value: total },
        { label: "DOTS", value: points(dots) },
        { label: "IPF GL", value: points(ipfGl) },
        { label: "Wilks", value: points(wilks) },
      ]}
    />
  );
}
