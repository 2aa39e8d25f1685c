import { Link } from "react-router";
import { CoachNotesBadge } from "../../components/coach-notes-badge";
import { paths } from "../../lib/routing/paths";
import "./tools.css";
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
  label: string;
  icon: IconSvg;
  to: string;
  note?: string;
  /** The tile leads to coaching: it carries the unread coach notes. */
  coachNotes?: true;
};

// The tools menu: every tile opens its tool.
const groups: { title: string; tools: Tool[] }[] = [
  {
    title: "Calculators",
    tools: [
      { label: "One-rep max", icon: calculatorIcon, to: paths.oneRepMaxCalculator.href(), note: "new" },
      { label: "RPE", icon: speedometer2Icon, to: paths.rpeCalculator.href() },
      { label: "Plate", icon: vinylIcon, to: paths.plateCalculator.href() },
      { label: "Attempt selection", icon: trophyIcon, to: paths.attemptSelectionCalculator.href() },
    ],
  },
  {
    title: "Reports",
    tools: [
      { label: "Insights", icon: lightbulbIcon, to: paths.insights.href(), note: "new" },
      { label: "Blocks review", icon: calendarRangeIcon, to: paths.blocks.href() },
      { label: "Open Powerlifting", icon: searchIcon, to: paths.openPowerlifting.href() },
      { label: "Training report", icon: fileBarGraphIcon, to: paths.trainingReport.href(), note: "new" },
      { label: "Meet report", icon: awardIcon, to: paths.meets.href(), note: "new" },
      { label: "Nutrition report", icon: eggFriedIcon, to: paths.nutritionReport.href(), note: "new" },
    ],
  },
  {
    title: "Others",
    tools: [
      { label: "Calories tracker", icon: fireIcon, to: paths.caloriesTracker.href() },
      { label: "Recovery", icon: moonStarsIcon, to: paths.recoveryTracker.href() },
      { label: "Bodyweight tracker", icon: speedometerIcon, to: paths.bodyweightTracker.href() },
      { label: "Access codes", icon: keyIcon, to: paths.accessCodes.href(), note: "new" },
      { label: "Coaching", icon: peopleIcon, to: paths.coach.href(), note: "new", coachNotes: true },
    ],
  },
];

export function ToolsPage() {
  return (
    <>
      <h1 className="h4 fw-bold mb-3">Tools</h1>
      {groups.map((group) => (
        <section key={group.title} className="mb-4" aria-label={group.title}>
          <h2 className="settings-group-title text-uppercase small fw-semibold text-body-secondary px-1 mb-2">
            {group.title}
          </h2>
          <div className="row g-2">
            {group.tools.map((tool) => {
              const body = (
                <>
                  <Icon svg={tool.icon} className="fs-4 d-block mb-1" />
                  <span className="small fw-semibold">{tool.label}</span>
                  {tool.coachNotes && <CoachNotesBadge className="tool-unread" />}
                  {tool.note && <span className="badge text-bg-success tool-badge">{tool.note}</span>}
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
