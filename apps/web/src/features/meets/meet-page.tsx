import { useSuspenseQueries } from "@tanstack/react-query";
import { convertWeight, roundTo, type CompetitionLift, type Meet, type MeetEvidence } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { ConfirmModal } from "../../components/confirm-modal";
import { errorText, FormAlert, type FormAlertState } from "../../components/form-alert";
import { PlannedLift, Projection, ScoreTiles } from "./attempt-planner";
import { attemptInputs, planMeet, type AttemptMap } from "./meet-plan";
import { meetDate } from "./meets-page";
import { meetEvidenceQuery, meetQuery, useDeleteMeet, useUpdateMeet } from "./meets.api";
import "./meets.css";
import { Rich } from "../../lib/i18n";
import { useT, weightText } from "./i18n";

/** The meet's result: total, the three scores, and where it would have placed. */
function Scores({ meet }: { meet: Meet }) {
  const t = useT();
  if (meet.total_kg == null) return null;
  const total = roundTo(convertWeight(meet.total_kg, "kg", meet.weight_unit), 2);
  return (
    <section className="card card-body mb-3" aria-label={t("meetPage.result")}>
      <ScoreTiles
        total={`${weightText(total)} ${meet.weight_unit}`}
        dots={meet.dots}
        ipfGl={meet.ipf_gl}
        wilks={meet.wilks}
      />
      {meet.placement && (
        <p className="small mb-0 mt-2">
          <Rich
            text={t("meetPage.placement", {
              place: meet.placement.place,
              of: meet.placement.of,
              federation: meet.placement.federation,
              weightClass: meet.placement.weight_class,
              year: meet.placement.year,
            })}
            tags={{ strong: (text) => <strong>{text}</strong> }}
          />
        </p>
      )}
    </section>
  );
}

function MeetView({ meet, evidence }: { meet: Meet; evidence: MeetEvidence }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdateMeet(meet.id);
  const remove = useDeleteMeet();
  const [chosen, setChosen] = useState<Record<string, AttemptMap>>({});
  const [alert, setAlert] = useState<FormAlertState>(null);
  const [deleting, setDeleting] = useState(false);
  const plans = planMeet(meet, evidence, chosen);
  const changed = Object.keys(chosen).length > 0;

  const choose = (lift: CompetitionLift) => (n: 1 | 2 | 3, weight: number | null) =>
    setChosen((all) => {
      const mine = { ...all[lift] };
      if (weight == null) delete mine[n];
      else
        mine[n] = {
          weight,
          made: meet.attempts.find((a) => a.lift === lift && a.attempt === n)?.made ?? null,
        };
      return { ...all, [lift]: mine };
    });

  const save = () =>
    update.mutate(
      { attempts: attemptInputs(plans, chosen) },
      {
        onSuccess: () => {
          setChosen({});
          setAlert({
            variant: "success",
            text: t("meetPage.saved"),
          });
        },
        onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
      },
    );

  const facts = [
    meetDate(meet.date),
    meet.federation,
    meet.equipment,
    meet.weight_class && t("meetPage.weightClass", { weightClass: meet.weight_class }),
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <div className="meet-page">
      <div className="d-flex align-items-start justify-content-between gap-2">
        <div>
          <h2 className="h4 fw-bold mb-0">{meet.name}</h2>
          <p className="small text-body-secondary mb-3">{facts}</p>
        </div>
        <Link to={paths.editMeet.href(meet.id)} className="btn btn-sm btn-outline-secondary flex-shrink-0">
          {t("meetPage.edit")}
        </Link>
      </div>
      <Scores meet={meet} />
      <div className="d-flex gap-2 mb-3">
        <Link to={paths.meetDay.href(meet.id)} className="btn btn-primary flex-grow-1 py-2">
          {t("meetPage.meetDay")}
        </Link>
        <Link to={paths.meetCard.href(meet.id)} className="btn btn-outline-primary flex-grow-1 py-2">
          {t("meetPage.handlersCard")}
        </Link>
      </div>
      <h3 className="h5 fw-bold">{t("meetPage.attemptPlan")}</h3>
      <p className="small text-body-secondary">{t("meetPage.planIntro")}</p>
      {plans.map((plan) => (
        <PlannedLift
          key={plan.lift}
          meet={meet}
          plan={plan}
          chosen={chosen[plan.lift] ?? {}}
          onChoose={choose(plan.lift)}
        />
      ))}
      <Projection meet={meet} plans={plans} />
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <div className="d-flex gap-2 mb-4">
        <Button className="flex-grow-1 py-2" onClick={save} disabled={update.isPending}>
          {changed ? t("meetPage.saveMine") : t("meetPage.saveThese")}
        </Button>
        <Button variant="outline-danger" onClick={() => setDeleting(true)}>
          {t("meetPage.delete")}
        </Button>
      </div>
      <ConfirmModal
        show={deleting}
        title={t("meetPage.deleteTitle")}
        confirmLabel={t("meetPage.delete")}
        pending={remove.isPending}
        onHide={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(meet.id, {
            onSuccess: () => navigate(paths.meets.href(), { replace: true }),
            onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
          })
        }
      >
        {t("meetPage.deleteBody", { name: meet.name })}
      </ConfirmModal>
    </div>
  );
}

/** /dashboard/tools/reports/meets/:meet_id: the result, the attempt plan, and the way to meet day. */
export function MeetPage() {
  const id = Number(useParams().meet_id);
  const [{ data: meet }, { data: evidence }] = useSuspenseQueries({
    queries: [meetQuery(id), meetEvidenceQuery(id)],
  });
  return <MeetView meet={meet} evidence={evidence} />;
}
