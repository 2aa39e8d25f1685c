import { useSuspenseQueries } from "@tanstack/react-query";
import { warmupPlan, type Meet, type MeetEvidence } from "@topset/shared";
import Button from "react-bootstrap/Button";
import { useParams } from "react-router";
import { useCurrentUser } from "../../lib/auth-store";
import { attemptsOf, clock, liftName, liftsOf, planMeet } from "./meet-plan";
import { meetDate } from "./meets-page";
import { meetEvidenceQuery, meetQuery } from "./meets.api";
import "./meets.css";
import { useT, weightText } from "./i18n";

/** One page for the handler: each lift's three attempts and warm-ups, big enough to read in a warm-up room. */
function Card({ meet, evidence }: { meet: Meet; evidence: MeetEvidence }) {
  const t = useT();
  const user = useCurrentUser();
  const plans = planMeet(meet, evidence);
  const lifts = liftsOf(meet);
  const unit = meet.weight_unit;
  const lifter = [user?.first_name, user?.last_name].filter(Boolean).join(" ") || user?.username;
  return (
    <article className="handler-card">
      <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
        <div>
          <h2 className="h4 fw-bold mb-0">{lifter}</h2>
          <p className="mb-0">
            {meet.name} · {meetDate(meet.date)}
            {meet.federation && ` · ${meet.federation}`}
          </p>
          <p className="mb-0 small">
            {[
              meet.weight_class && t("card.weightClass", { weightClass: meet.weight_class }),
              meet.bodyweight && t("card.bodyweight", { weight: weightText(meet.bodyweight), unit }),
              meet.equipment,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <Button variant="outline-primary" className="d-print-none" onClick={() => window.print()}>
          {t("card.print")}
        </Button>
      </div>
      {plans.map((plan, i) => {
        const attempts = plan.attempts ?? [];
        const recorded = attemptsOf(meet, plan.lift);
        const opener = attempts[0]?.weight ?? recorded[1]?.weight;
        const warmups = opener == null ? [] : warmupPlan(opener, unit, i === 0 ? meet.flight_start : null);
        return (
          <section key={plan.lift} className="handler-lift" aria-label={liftName(plan.lift)}>
            <h3 className="h5 fw-bold mb-1">{liftName(plan.lift)}</h3>
            <table className="table table-sm table-bordered mb-2 handler-attempts">
              <thead>
                <tr>
                  <th scope="col">{t("card.first")}</th>
                  <th scope="col">{t("card.second")}</th>
                  <th scope="col">{t("card.third")}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  {([1, 2, 3] as const).map((n) => {
                    const weight = attempts[n - 1]?.weight ?? recorded[n]?.weight;
                    return <td key={n}>{weight == null ? "" : `${weightText(weight)} ${unit}`}</td>;
                  })}
                </tr>
              </tbody>
            </table>
            {warmups.length > 0 && (
              <p className="small mb-0">
                <span className="fw-semibold">{t("card.warmUps")}</span>
                {warmups
                  .map(
                    (s) =>
                      `${s.at ? clock(s.at) : t("card.minutesBefore", { minutes: s.minutesBefore })} ${weightText(s.weight)}×${s.reps}`,
                  )
                  .join(" · ")}
              </p>
            )}
          </section>
        );
      })}
      {lifts.length > 1 && (
        <p className="small mt-2 mb-0">
          {t("card.openersTotal", {
            total: weightText(
              plans.reduce(
                (sum, p) => sum + (p.attempts?.[0]?.weight ?? attemptsOf(meet, p.lift)[1]?.weight ?? 0),
                0,
              ),
            ),
            unit,
          })}
        </p>
      )}
      {meet.notes && <p className="small mt-2 mb-0">{t("card.notes", { notes: meet.notes })}</p>}
    </article>
  );
}

/** /dashboard/tools/reports/meets/:meet_id/card: the printable one-page card for the handler. */
export function MeetCardPage() {
  const id = Number(useParams().meet_id);
  const [{ data: meet }, { data: evidence }] = useSuspenseQueries({
    queries: [meetQuery(id), meetEvidenceQuery(id)],
  });
  return <Card meet={meet} evidence={evidence} />;
}
