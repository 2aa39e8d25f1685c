import { useSuspenseQuery } from "@tanstack/react-query";
import type { RosterAthlete } from "@topset/shared";
import { useState, useTransition } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../components/icon";
import { clipboardPlusIcon, keyIcon, peopleIcon } from "../../components/icons";
import { NumberedPagination } from "../../components/numbered-pagination";
import { paths } from "../../lib/routing/paths";
import { AssignProgramModal } from "./assign-program-modal";
import "./coaching.css";
import { rosterQuery } from "./coaching.api";
import { RosterRow } from "./roster-row";
import { useT } from "./i18n";

/**
 * /dashboard/coach: every athlete I coach on one page, with this week's figures and the flags worth a
 * look; tick athletes to assign them one of my programs at once.
 */
export function RosterPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [turning, startTurning] = useTransition();
  const { data: answer } = useSuspenseQuery(rosterQuery(page));
  const [picked, setPicked] = useState<Map<number, RosterAthlete>>(new Map());
  const [assigning, setAssigning] = useState(false);
  const athletes = answer.data;
  const pickable = athletes.filter((a) => a.scope === "coach");
  const allPicked = pickable.length > 0 && pickable.every((a) => picked.has(a.id));

  const toggle = (a: RosterAthlete) =>
    setPicked((now) => {
      const next = new Map(now);
      if (next.has(a.id)) next.delete(a.id);
      else next.set(a.id, a);
      return next;
    });
  const toggleAll = () => setPicked(allPicked ? new Map() : new Map(pickable.map((a) => [a.id, a])));

  if (athletes.length === 0 && page === 1) {
    return (
      <>
        <EmptyState
          icon={peopleIcon}
          action={<Link to={paths.accessCodes.href()}>{t("rosterPage.redeem")}</Link>}
        >
          {t("rosterPage.empty")}
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-2 small">
        <span className="text-body-secondary flex-grow-1" aria-live="polite">
          {picked.size > 0 ? t("rosterPage.selected", { count: picked.size }) : t("rosterPage.thisWeek")}
        </span>
        <Link to={paths.accessCodes.href()} className="btn btn-outline-secondary btn-sm text-nowrap">
          <Icon svg={keyIcon} className="me-1" />
          {t("rosterPage.codes")}
        </Link>
        <Button
          size="sm"
          className="text-nowrap"
          disabled={picked.size === 0}
          onClick={() => setAssigning(true)}
        >
          <Icon svg={clipboardPlusIcon} className="me-1" />
          {t("rosterPage.assignProgram")}
        </Button>
      </div>
      <div className={`table-responsive mb-3${turning ? " opacity-50" : ""}`}>
        <table
          className="table table-sm table-hover roster-table mb-0"
          aria-label={t("rosterPage.tableLabel")}
        >
          <thead className="small text-body-secondary">
            <tr>
              <th scope="col" className="roster-check">
                <Form.Check
                  id="roster-pick-all"
                  aria-label={t("rosterPage.selectAll")}
                  checked={allPicked}
                  disabled={pickable.length === 0}
                  onChange={toggleAll}
                />
              </th>
              <th scope="col">{t("rosterPage.athlete")}</th>
              <th scope="col" className="d-none d-md-table-cell">
                {t("rosterPage.lastSession")}
              </th>
              <th scope="col" className="d-none d-md-table-cell text-end">
                {t("rosterPage.sessions")}
              </th>
              <th scope="col" className="d-none d-md-table-cell text-end">
                {t("rosterPage.sets")}
              </th>
              <th
                scope="col"
                className="d-none d-md-table-cell text-end"
                title={t("rosterPage.rpeDeviationTitle")}
              >
                {t("rosterPage.rpeDeviation")}
              </th>
              <th scope="col" className="text-end">
                <span className="visually-hidden">{t("rosterPage.unreadComments")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {athletes.map((a) => (
              <RosterRow key={a.id} athlete={a} selected={picked.has(a.id)} onToggle={toggle} />
            ))}
          </tbody>
        </table>
      </div>
      <NumberedPagination
        current={page}
        last={answer.pagination?.lastPage ?? 1}
        disabled={turning}
        onChange={(next) => startTurning(() => setPage(next))}
      />
      <AssignProgramModal
        athletes={[...picked.values()]}
        show={assigning}
        onHide={() => setAssigning(false)}
        onDone={() => {
          setAssigning(false);
          setPicked(new Map());
        }}
      />
    </>
  );
}
