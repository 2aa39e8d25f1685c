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

/** The meet's result: total, the three scores, and where it would have placed. */
function Scores({ meet }: { meet: Meet }) {
  if (meet.total_kg == null) return null;
  const total = roundTo(convertWeight(meet.total_kg, "kg", meet.weight_unit), 2);
  return (
    <section className="card card-body mb-3" aria-label="Result">
      <ScoreTiles
        total={`${total} ${meet.weight_unit}`}
        dots={meet.dots}
        ipfGl={meet.ipf_gl}
        wilks={meet.wilks}
      />
      {meet.placement && (
        <p className="small mb-0 mt-2">
          That total would have placed <strong>{meet.placement.place}</strong> of {meet.placement.of} in{" "}
          {meet.placement.federation}, {meet.placement.weight_class} kg, {meet.placement.year}{" "}
          (OpenPowerlifting data).
        </p>
      )}
    </section>
  );
}

function MeetView({ meet, evidence }: { meet: Meet; evidence: MeetEvidence }) {
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
            text: "Attempts saved: they are on the meet-day screen and the card.",
          });
        },
        onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
      },
    );

  const facts = [
    meetDate(meet.date),
    meet.federation,
    meet.equipment,
    meet.weight_class && `${meet.weight_class} class`,
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
          Edit
        </Link>
      </div>
      <Scores meet={meet} />
      <div className="d-flex gap-2 mb-3">
        <Link to={paths.meetDay.href(meet.id)} className="btn btn-primary flex-grow-1 py-2">
          Meet day
        </Link>
        <Link to={paths.meetCard.href(meet.id)} className="btn btn-outline-primary flex-grow-1 py-2">
          Handler’s card
        </Link>
      </div>
      <h3 className="h5 fw-bold">Attempt plan</h3>
      <p className="small text-body-secondary">
        Proposed from your own heavy sets: an opener you make about 95 % of the time, a second about 80 %, a
        third about 50 %. Change any weight and the chances and projection follow.
      </p>
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
          {changed ? "Save my attempts" : "Save these attempts"}
        </Button>
        <Button variant="outline-danger" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </div>
      <ConfirmModal
        show={deleting}
        title="Delete this meet?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onHide={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(meet.id, {
            onSuccess: () => navigate(paths.meets.href(), { replace: true }),
            onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
          })
        }
      >
        {meet.name} and its attempts are deleted. Your training is not touched.
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
