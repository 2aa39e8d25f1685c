import { Link } from "react-router";
import { CoachNotesBadge } from "../../components/coach-notes-badge";
import { paths } from "../../lib/routing/paths";
import "./tools.css";
import { useT, type ToolsKey } from "./i18n";
import { Icon, type IconSvg } from "../../components/icon";
import {
  awardIcon,
  calculatorIcon,
  calendarRangeIcon,
  eggFriedIcon,
  fileBarGraphIcon,
  fireIcon,
  keyIcon,
  lightbulbIcon,
  moonStarsIcon,
  peopleIcon,
  searchIcon,
  speedometerIcon,
  speedometer2Icon,
  trophyIcon,
  vinylIcon,
} from "../../components/icons";

type Tool = {
  label: ToolsKey;
  icon: IconSvg;
  to: string;
  isNew?: true;
  /** The tile leads to coaching: it carries the unread coach notes. */
  coachNotes?: true;
};

// The tools menu: every tile opens its tool.
const groups: { title: ToolsKey; tools: Tool[] }[] = [
  {
    title: "groups.calculators",
    tools: [
      { label: "tools.oneRepMax", icon: calculatorIcon, to: paths.oneRepMaxCalculator.href(), isNew: true },
      { label: "tools.rpe", icon: speedometer2Icon, to: paths.rpeCalculator.href() },
      { label: "tools.plate", icon: vinylIcon, to: paths.plateCalculator.href() },
      { label: "tools.attemptSelection", icon: trophyIcon, to: paths.attemptSelectionCalculator.href() },
    ],
  },
  {
    title: "groups.reports",
    tools: [
      { label: "tools.insights", icon: lightbulbIcon, to: paths.insights.href(), isNew: true },
      { label: "tools.blocksReview", icon: calendarRangeIcon, to: paths.blocks.href() },
      { label: "tools.openPowerlifting", icon: searchIcon, to: paths.openPowerlifting.href() },
      { label: "tools.trainingReport", icon: fileBarGraphIcon, to: paths.trainingReport.href(), isNew: true },
      { label: "tools.meetReport", icon: awardIcon, to: paths.meets.href(), isNew: true },
      { label: "tools.nutritionReport", icon: eggFriedIcon, to: paths.nutritionReport.href(), isNew: true },
    ],
  },
  {
    title: "groups.others",
    tools: [
      { label: "tools.caloriesTracker", icon: fireIcon, to: paths.caloriesTracker.href() },
      { label: "tools.recovery", icon: moonStarsIcon, to: paths.recoveryTracker.href() },
      { label: "tools.bodyweightTracker", icon: speedometerIcon, to: paths.bodyweightTracker.href() },
      { label: "tools.accessCodes", icon: keyIcon, to: paths.accessCodes.href(), isNew: true },
      { label: "tools.coaching", icon: peopleIcon, to: paths.coach.href(), isNew: true, coachNotes: true },
    ],
  },
];

export function ToolsPage() {
  const t = useT();
  return (
    <>
      <h1 className="h4 fw-bold mb-3">{t("toolsPage.title")}</h1>
      {groups.map((group) => (
        <section key={group.title} className="mb-4" aria-label={t(group.title)}>
          <h2 className="settings-group-title text-uppercase small fw-semibold text-body-secondary px-1 mb-2">
            {t(group.title)}
          </h2>
          <div className="row g-2">
            {group.tools.map((tool) => {
              const body = (
                <>
                  <Icon svg={tool.icon} className="fs-4 d-block mb-1" />
                  <span className="small fw-semibold">{t(tool.label)}</span>
                  {tool.coachNotes && <CoachNotesBadge className="tool-unread" />}
                  {tool.isNew && (
                    <span className="badge text-bg-success tool-badge">{t("toolsPage.new")}</span>
                  )}
                </>
              );
              return (
                <div className="col-6" key={tool.label}>
                  <Link
                    to={tool.to}
                    className="tool-tile card border-0 shadow-sm text-center p-3 text-decoration-none h-100"
                  >
                    {body}
                  </Link>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
}
