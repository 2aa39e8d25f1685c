import type { SessionDetails } from "@topset/shared";
import Card from "react-bootstrap/Card";
import { SetTable } from "../../../components/set-table";
import { useWeightUnit } from "../../../lib/settings-store";
import { CoachCommentsSection } from "./coach-comments/coach-comments-section";
import { SessionSummaryCard } from "./session-summary-card";
import { useT } from "./i18n";

/**
 * Someone else's session as their coach reads it (docs/decisions/033-coach-access.md): the summary and
 * every log with its sets, tags and notes, and no control that would change anything.
 */
export function SessionReadOnlyView({ session }: { session: SessionDetails }) {
  const t = useT();
  const unit = useWeightUnit();
  return (
    <div className="session-details" aria-label={t("readOnly.label")}>
      <p className="small text-body-secondary">{t("readOnly.intro", { name: session.username })}</p>
      <SessionSummaryCard session={session} />
      <h2 className="h6 fw-bold mb-2">{t("readOnly.exercises")}</h2>
      {session.logs.length === 0 ? (
        <p className="text-body-secondary small py-3 text-center">{t("readOnly.noExercises")}</p>
      ) : (
        <div className="vstack gap-3">
          {session.logs.map((log) => (
            <Card key={log.id} className="border-0 shadow-sm">
              <Card.Body>
                <h3 className="h6 fw-bold mb-1 text-break">
                  {log.name}
                  {log.private && (
                    <span className="badge text-bg-secondary ms-2">{t("readOnly.private")}</span>
                  )}
                </h3>
                {log.tags.length > 0 && (
                  <p className="small mb-1">{log.tags.map((tag) => `#${tag.name}`).join(" ")}</p>
                )}
                {log.notes && <p className="small text-body-secondary mb-2">{log.notes}</p>}
                <SetTable
                  sets={log.sets}
                  unit={unit}
                  showNotes={log.sets_notes_visibility}
                  locked={session.end_date !== null}
                />
              </Card.Body>
            </Card>
          ))}
        </div>
      )}
      <CoachCommentsSection session={session} asCoach />
    </div>
  );
}
