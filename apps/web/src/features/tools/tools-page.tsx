import { Link } from "react-router";
import { paths } from "../../app/paths";
import "./tools.css";

type Tool = { label: string; icon: string; to: string; note?: string };

// The tools menu: every tile opens its tool (coach access joins it when access codes land).
const groups: { title: string; tools: Tool[] }[] = [
  {
    title: "Calculators",
    tools: [
      { label: "One-rep max", icon: "bi-calculator", to: paths.oneRepMaxCalculator.href(), note: "new" },
      { label: "RPE", icon: "bi-speedometer2", to: paths.rpeCalculator.href() },
      { label: "Plate", icon: "bi-vinyl", to: paths.plateCalculator.href() },
      { label: "Attempt selection", icon: "bi-trophy", to: paths.attemptSelectionCalculator.href() },
    ],
  },
  {
    title: "Reports",
    tools: [
      { label: "Blocks review", icon: "bi-calendar-range", to: paths.blocks.href() },
      { label: "Open Powerlifting", icon: "bi-search", to: paths.openPowerlifting.href() },
      { label: "Training report", icon: "bi-file-bar-graph", to: paths.trainingReport.href(), note: "new" },
      { label: "Meet report", icon: "bi-award", to: paths.meets.href(), note: "new" },
      { label: "Nutrition report", icon: "bi-egg-fried", to: paths.nutritionReport.href(), note: "new" },
    ],
  },
  {
    title: "Others",
    tools: [
      { label: "Calories tracker", icon: "bi-fire", to: paths.caloriesTracker.href() },
      { label: "Recovery", icon: "bi-moon-stars", to: paths.recoveryTracker.href() },
      { label: "Bodyweight tracker", icon: "bi-speedometer", to: paths.bodyweightTracker.href() },
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
                  <i className={`bi ${tool.icon} fs-4 d-block mb-1`} aria-hidden="true" />
                  <span className="small fw-semibold">{tool.label}</span>
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
