import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import Nav from "react-bootstrap/Nav";
import { Link, useParams, useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { PageSpinner } from "../../components/page-spinner";
import { athletesQuery } from "../../lib/coaching";
import { formatLongDate, Rich } from "../../lib/i18n";
import { paths } from "../../lib/routing/paths";
import { AthleteInsights } from "./athlete-insights";
import { AthletePrograms } from "./athlete-programs";
import { AthleteSessions } from "./athlete-sessions";
import { AthleteWeek } from "./athlete-week";
import "./coaching.css";
import { useT } from "./i18n";
import { StopCoachingButton } from "./stop-coaching-button";

const TABS = [
  { key: "week", label: "athletePage.tabs.week" },
  { key: "programs", label: "athletePage.tabs.programs" },
  { key: "insights", label: "athletePage.tabs.insights" },
  { key: "sessions", label: "athletePage.tabs.sessions" },
] as const;
type Tab = (typeof TABS)[number]["key"];
const isTab = (value: string | null): value is Tab => TABS.some((each) => each.key === value);

/**
 * /dashboard/tools/others/access-codes/athletes/:athlete_id: one athlete as their coach sees them: the
 * week planned beside done, their programs (mine editable with a coach grant), insights and sessions.
 * The tab is in the URL (`?tab=`), so Back returns to it.
 */
export function AthletePage() {
  const t = useT();
  const athleteId = Number(useParams().athlete_id);
  const [search, setSearch] = useSearchParams();
  const wanted = search.get("tab");
  const tab: Tab = isTab(wanted) ? wanted : "week";
  const { data: athletes } = useSuspenseQuery(athletesQuery());
  const athlete = athletes.find((a) => a.id === athleteId);
  if (!athlete) {
    return (
      <EmptyState action={<Link to={paths.coach.href()}>{t("athletePage.backToAthletes")}</Link>}>
        {t("athletePage.noLongerCoach")}
      </EmptyState>
    );
  }
  const canWrite = athlete.scope === "coach";
  return (
    <div className="athlete-page">
      <div className="d-flex align-items-start gap-2 mb-2">
        <div className="flex-grow-1 min-w-0">
          <h1 className="h4 fw-bold mb-0 text-break">{athlete.username}</h1>
          <div className="small text-body-secondary">
            <Rich
              text={t(canWrite ? "athletePage.coachSince" : "athletePage.readSince", {
                date: formatLongDate(athlete.since),
              })}
              tags={{ all: (text) => <Link to={paths.coach.href()}>{text}</Link> }}
            />
          </div>
        </div>
        <StopCoachingButton athleteId={athlete.id} username={athlete.username} />
      </div>
      {!canWrite && (
        <p className="small border rounded-3 bg-body-tertiary px-3 py-2" role="note">
          {t("athletePage.readNote")}
        </p>
      )}
      <Nav
        variant="underline"
        fill
        className="coach-tabs mb-3 flex-nowrap overflow-x-auto"
        activeKey={tab}
        onSelect={(key) => {
          if (!isTab(key)) return;
          const next = new URLSearchParams(search);
          next.set("tab", key);
          setSearch(next, { replace: true });
        }}
      >
        {TABS.map((each) => (
          <Nav.Item key={each.key}>
            <Nav.Link eventKey={each.key} as="button" type="button">
              {t(each.label)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Suspense fallback={<PageSpinner />}>
        {tab === "week" && <AthleteWeek athleteId={athlete.id} />}
        {tab === "programs" && <AthletePrograms athleteId={athlete.id} canWrite={canWrite} />}
        {tab === "insights" && <AthleteInsights athleteId={athlete.id} />}
        {tab === "sessions" && <AthleteSessions athleteId={athlete.id} username={athlete.username} />}
      </Suspense>
    </div>
  );
}
