import type { SetRow, WeightUnit } from "@topset/shared";
import { shownWeight } from "../../../lib/set-rows";
import { changedPlates, platesFor, type Plates } from "./next-set";
import { useT } from "./i18n";

type Props = { plates: Plates; weight: number; previous: SetRow | undefined; unit: WeightUnit };

/** "Per side: 25 25 10 1.25", with the plates to change since the previous set highlighted. */
export function PlatesLine({ plates, weight, previous, unit }: Props) {
  const t = useT();
  const now = platesFor(plates, weight);
  if (!plates.setup) return null;
  if (!now) {
    return <p className="plates-line small text-body-secondary mb-1">{t("plates.notLoadable")}</p>;
  }
  if (now.length === 0)
    return <p className="plates-line small text-body-secondary mb-1">{t("plates.emptyBar")}</p>;
  const before = previous ? platesFor(plates, shownWeight(previous, unit)) : null;
  const changed = changedPlates(now, before);
  return (
    <p className="plates-line small mb-1">
      <span className="visually-hidden">{t("plates.perSideLabel", { plates: now.join(", "), unit })}</span>
      <span className="text-body-secondary me-1" aria-hidden="true">
        {t("plates.perSide")}
      </span>
      {now.map((plate, i) => (
        <span key={i} className={`plate${changed[i] ? " plate-changed" : ""}`} aria-hidden="true">
          {plate}
        </span>
      ))}
    </p>
  );
}
