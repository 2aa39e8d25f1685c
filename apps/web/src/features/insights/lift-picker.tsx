import Form from "react-bootstrap/Form";
import type { Lift } from "./lift-order";
import { useT } from "./i18n";

type LiftPickerProps = { lifts: readonly Lift[]; value: number; onChange: (id: number) => void };

/** The lift the per-lift insights read: the most logged lately first, then every other exercise. */
export function LiftPicker({ lifts, value, onChange }: LiftPickerProps) {
  const t = useT();
  const logged = lifts.filter((l) => l.uses > 0);
  const rest = lifts.filter((l) => l.uses === 0);
  const options = (list: readonly Lift[]) =>
    list.map((l) => (
      <option key={l.id} value={l.id}>
        {l.name}
      </option>
    ));
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor="insights-lift" className="small fw-semibold mb-1">
        {t("picker.lift")}
      </Form.Label>
      <Form.Select id="insights-lift" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {logged.length > 0 && <optgroup label={t("picker.mostLogged")}>{options(logged)}</optgroup>}
        {rest.length > 0 &&
          (logged.length > 0 ? (
            <optgroup label={t("picker.otherExercises")}>{options(rest)}</optgroup>
          ) : (
            options(rest)
          ))}
      </Form.Select>
    </Form.Group>
  );
}
