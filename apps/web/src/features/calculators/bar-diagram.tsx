import type { PlateStock, WeightUnit } from "@topset/shared";
import { t, useT, weightText } from "./i18n";

/**
 * Colours of competition plates (IPF for kg); pound plates by the same order of size. Light plates
 * are drawn in steel grey. Heights and widths grow with the weight so the bar reads at a glance.
 */
const KG_COLOURS: Record<string, string> = {
  "50": "#198754",
  "25": "#dc3545",
  "20": "#0d6efd",
  "15": "#e0b000",
  "10": "#198754",
  "5": "#f8f9fa",
  "2.5": "#212529",
};
const LB_COLOURS: Record<string, string> = {
  "55": "#dc3545",
  "45": "#0d6efd",
  "35": "#e0b000",
  "25": "#198754",
  "10": "#f8f9fa",
  "5": "#212529",
};
const STEEL = "#8d959c";
const DARK_TEXT = new Set(["#f8f9fa", "#e0b000"]);

function plateLook(weight: number, unit: WeightUnit) {
  const heaviest = unit === "kg" ? 25 : 55;
  const share = Math.min(weight / heaviest, 1);
  const colour = (unit === "kg" ? KG_COLOURS : LB_COLOURS)[String(weight)] ?? STEEL;
  return {
    height: `${2.2 + 4.8 * Math.sqrt(share)}rem`,
    width: `${0.7 + 0.9 * share}rem`,
    background: colour,
    color: DARK_TEXT.has(colour) ? "#212529" : "#fff",
  };
}

type BarDiagramProps = { perSide: PlateStock[]; collar: number; unit: WeightUnit; label: string };

/** One sleeve of the bar as loaded: the stop, the plates heaviest first, then the collar. */
export function BarDiagram({ perSide, collar, unit, label }: BarDiagramProps) {
  const t = useT();
  const plates = perSide.flatMap((p) => Array.from({ length: p.count }, () => p.weight));
  return (
    <div className="bar-diagram" role="img" aria-label={label}>
      <span className="bar-diagram-shaft" />
      <span className="bar-diagram-stop" />
      {plates.map((weight, i) => (
        <span key={i} className="bar-diagram-plate" style={plateLook(weight, unit)}>
          {weightText(weight)}
        </span>
      ))}
      {collar > 0 && (
        <span
          className="bar-diagram-collar"
          title={t("plate.collar", { collar: weightText(collar), unit })}
        />
      )}
      <span className="bar-diagram-sleeve" />
    </div>
  );
}

/** "2 × 25, 1 × 15" for screen readers and the text line under the diagram. */
export const perSideText = (perSide: PlateStock[]) =>
  perSide.length === 0
    ? t("plate.noPlatesPerSide")
    : perSide.map((p) => t("plate.platesCount", { count: p.count, weight: weightText(p.weight) })).join(", ");
