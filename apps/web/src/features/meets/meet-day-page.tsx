import { useSuspenseQueries } from "@tanstack/react-query";
import {
  planLift,
  warmupPlan,
  type CompetitionLift,
  type Meet,
  type MeetAttemptInput,
  type MeetEvidence,
  type PlannedAttempt,
} from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { errorText, FormAlert, type FormAlertState } from "../../components/form-alert";
import { ChanceBadge } from "./attempt-planner";
import { attemptInputs, attemptsOf, clock, liftName, liftsOf, planMeet, type LiftPlan } from "./meet-plan";
import { meetEvidenceQuery, meetQuery, useUpdateMeet } from "./meets.api";
import "./meets.css";
import { Rich } from "../../lib/i18n";
import { useT, weightText } from "./i18n";

/** The best made attempt of each lift so far, summed, in the meet's unit. */
function subtotal(meet: Meet): number {
  return liftsOf(meet).reduce((sum, lift) => {
    const made = meet.attempts.filter((a) => a.lift === lift && a.made === true).map((a) => a.weight);
    return sum + (made.length ? Math.max(...made) : 0);
  }, 0);
}

/** What the planner proposes now for the attempts not taken, from the taken ones alone. */
function suggestionsNow(meet: Meet, plan: LiftPlan): PlannedAttempt[] | null {
  if (!plan.estimate) return null;
  const taken = Object.fromEntries(
    Object.entries(attemptsOf(meet, plan.lift)).filter(([, a]) => a?.made != null),
  );
  return planLift({ estimate: plan.estimate, unit: meet.weight_unit, attempts: taken });
}

function WarmUps({ meet, plan, first }: { meet: Meet; plan: LiftPlan; first: boolean }) {
  const t = useT();
  const opener = plan.attempts?.[0]?.weight ?? attemptsOf(meet, plan.lift)[1]?.weight;
  if (opener == null) return null;
  const steps = warmupPlan(opener, meet.weight_unit, first ? meet.flight_start : null);
  return (
    <section
      className="card card-body mb-3"
      aria-label={t("meetDay.warmUpsLabel", { lift: liftName(plan.lift) })}
    >
      <h3 className="h6 fw-bold mb-1">{t("meetDay.warmUps")}</h3>
      <p className="small text-body-secondary mb-2">
        {first && meet.flight_start
          ? t("meetDay.timedBack", { time: clock(meet.flight_start) })
          : t("meetDay.beforeFlight")}
      </p>
      <ol className="list-unstyled mb-0 warmup-list">
        {steps.map((s) => (
          <li key={`${s.weight}-${s.minutesBefore}`} className="d-flex justify-content-between">
            <span className="text-body-secondary">
              {s.at ? clock(s.at) : t("meetDay.minutesBefore", { minutes: s.minutesBefore })}
            </span>
            <span className="fw-semibold">
              {weightText(s.weight)} {meet.weight_unit} × {s.reps}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

type AttemptRowProps = {
  meet: Meet;
  attempt: PlannedAttempt;
  suggestion: PlannedAttempt | undefined;
  isNext: boolean;
  /** False for a lift the planner could not read: no chance to show. */
  scored: boolean;
  saving: boolean;
  onResult: (made: boolean | null) => void;
  onUse: (weight: number) => void;
};

function AttemptRow({ meet, attempt, suggestion, isNext, scored, saving, onResult, onUse }: AttemptRowProps) {
  const t = useT();
  const unit = meet.weight_unit;
  const differs = suggestion && attempt.made == null && suggestion.weight !== attempt.weight;
  return (
    <li className={`card card-body mb-2 meet-day-attempt ${isNext ? "border-primary" : ""}`}>
      <div className="d-flex align-items-center justify-content-between gap-2">
        <span className="text-body-secondary small">{t("meetDay.attempt", { number: attempt.attempt })}</span>
        {attempt.made == null ? (
          scored && <ChanceBadge attempt={attempt} />
        ) : (
          <span className={`badge ${attempt.made ? "text-bg-success" : "text-bg-danger"}`}>
            {attempt.made ? t("meetDay.made") : t("meetDay.missed")}
          </span>
        )}
      </div>
      <p className="meet-day-weight mb-1">
        {weightText(attempt.weight)} {unit}
      </p>
      {differs && (
        <p className="small mb-2">
          {t("meetDay.nowSuggested", {
            weight: weightText(suggestion.weight),
            unit,
            percent: Math.round(suggestion.chance * 100),
          })}{" "}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => onUse(suggestion.weight)}
          >
            {t("meetDay.use", { weight: weightText(suggestion.weight) })}
          </button>
        </p>
      )}
      {attempt.made == null ? (
        isNext && (
          <div className="d-flex gap-2">
            <Button
              variant="success"
              className="flex-grow-1 py-3 fw-bold"
              disabled={saving}
              onClick={() => onResult(true)}
            >
              {t("meetDay.made")}
            </Button>
            <Button
              variant="danger"
              className="flex-grow-1 py-3 fw-bold"
              disabled={saving}
              onClick={() => onResult(false)}
            >
              {t("meetDay.missed")}
            </Button>
          </div>
        )
      ) : (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-self-start"
          disabled={saving}
          onClick={() => onResult(null)}
        >
          {t("meetDay.undo")}
        </button>
      )}
    </li>
  );
}

/** /dashboard/tools/reports/meets/:meet_id/day: one lift at a time, a tap for each attempt's result. */
function MeetDay({ meet, evidence }: { meet: Meet; evidence: MeetEvidence }) {
  const t = useT();
  const update = useUpdateMeet(meet.id);
  const lifts = liftsOf(meet);
  const firstOpen = lifts.find((l) => attemptsOf(meet, l)[3]?.made == null) ?? lifts[0]!;
  const [lift, setLift] = useState<CompetitionLift>(firstOpen);
  const [alert, setAlert] = useState<FormAlertState>(null);
  const plans = planMeet(meet, evidence);
  const plan = plans.find((p) => p.lift === lift)!;
  const attempts = plan.attempts ?? manualAttempts(meet, lift);
  const suggestions = suggestionsNow(meet, plan);
  const next = attempts.find((a) => a.made == null)?.attempt;

  /** Every attempt of the meet as it stands, with this lift's attempt n changed. */
  const saveAttempt = (n: number, change: Partial<MeetAttemptInput>) => {
    const all = attemptInputs(plans).map((a) =>
      a.lift === lift && a.attempt === n ? { ...a, ...change } : a,
    );
    update.mutate(
      { attempts: all },
      { onError: (error) => setAlert({ variant: "danger", text: errorText(error) }) },
    );
  };

  return (
    <div className="meet-day">
      <div className="d-flex justify-content-between align-items-baseline gap-2 mb-2">
        <h2 className="h5 fw-bold mb-0 text-truncate">{meet.name}</h2>
        <span className="fw-semibold text-nowrap">
          {t("meetDay.total", { total: weightText(subtotal(meet)), unit: meet.weight_unit })}
        </span>
      </div>
      {lifts.length > 1 && (
        <div className="btn-group w-100 mb-3" role="group" aria-label={t("meetDay.lift")}>
          {lifts.map((l) => (
            <button
              key={l}
              type="button"
              className={`btn py-2 ${l === lift ? "btn-primary" : "btn-outline-primary"}`}
              aria-pressed={l === lift}
              onClick={() => setLift(l)}
            >
              {liftName(l)}
            </button>
          ))}
        </div>
      )}
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      {attempts.length === 0 ? (
        <p className="text-body-secondary">
          <Rich
            text={t("meetDay.noAttempts")}
            tags={{ link: (text) => <Link to={paths.meet.href(meet.id)}>{text}</Link> }}
          />
        </p>
      ) : (
        <ol className="list-unstyled mb-3" aria-label={t("meetDay.attemptsLabel", { lift: liftName(lift) })}>
          {attempts.map((a) => (
            <AttemptRow
              key={a.attempt}
              meet={meet}
              attempt={a}
              suggestion={suggestions?.[a.attempt - 1]}
              isNext={a.attempt === next}
              scored={Boolean(plan.attempts)}
              saving={update.isPending}
              onResult={(made) => saveAttempt(a.attempt, { made })}
              onUse={(weight) => saveAttempt(a.attempt, { weight })}
            />
          ))}
        </ol>
      )}
      <WarmUps meet={meet} plan={plan} first={lift === lifts[0]} />
      <Link to={paths.meetCard.href(meet.id)} className="btn btn-outline-secondary w-100 mb-4">
        {t("meetPage.handlersCard")}
      </Link>
    </div>
  );
}

/** A lift with no estimate: the recorded attempts alone, unscored. */
function manualAttempts(meet: Meet, lift: CompetitionLift): PlannedAttempt[] {
  return meet.attempts
    .filter((a) => a.lift === lift)
    .sort((a, b) => a.attempt - b.attempt)
    .map((a) => ({
      attempt: a.attempt as 1 | 2 | 3,
      weight: a.weight,
      made: a.made,
      chance: 0,
      confidence: "low" as const,
      source: a.made == null ? ("chosen" as const) : ("taken" as const),
      reasoning: "",
    }));
}

export function MeetDayPage() {
  const id = Number(useParams().meet_id);
  const [{ data: meet }, { data: evidence }] = useSuspenseQueries({
    queries: [meetQuery(id), meetEvidenceQuery(id)],
  });
  return <MeetDay meet={meet} evidence={evidence} />;
}
