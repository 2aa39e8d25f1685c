import { plateSetupSchema, type PlateSetup } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { NumberField } from "../../components/number-field";

type Row = { weight: string; count: string };
type Draft = { bar: string; collar: string; plates: Row[] };

const toDraft = (s: PlateSetup): Draft => ({
  bar: String(s.bar_weight),
  collar: String(s.collar_weight),
  plates: s.plates.map((p) => ({ weight: String(p.weight), count: String(p.count) })),
});

const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** Parses the draft with the shared contract; messages keyed by path ("plates.1.count"). */
function parse(draft: Draft) {
  const result = plateSetupSchema.safeParse({
    bar_weight: num(draft.bar),
    collar_weight: num(draft.collar),
    // Heaviest first, as the calculator and the diagram read them.
    plates: draft.plates.map((p) => ({ weight: num(p.weight), count: num(p.count) })),
  });
  if (result.success) {
    const plates = [...result.data.plates].sort((a, b) => b.weight - a.weight);
    return { setup: { ...result.data, plates }, errors: {} as Record<string, string> };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { setup: undefined, errors };
}

type EquipmentEditorProps = {
  initial: PlateSetup;
  unitLabel: string;
  /** Every valid edit, so the calculator follows the draft before it is saved. */
  onChange: (setup: PlateSetup | undefined) => void;
  onSave: (setup: PlateSetup) => void;
  onReset: () => void;
  saving: boolean;
  dirty: boolean;
};

/** The bar, one collar's weight and the plates on hand (how many fit on each side), editable. */
export function EquipmentEditor({
  initial,
  unitLabel,
  onChange,
  onSave,
  onReset,
  saving,
  dirty,
}: EquipmentEditorProps) {
  const [draft, setDraft] = useState(() => toDraft(initial));
  const { setup, errors } = parse(draft);
  const update = (next: Draft) => {
    setDraft(next);
    onChange(parse(next).setup);
  };
  const setRow = (index: number, row: Partial<Row>) =>
    update({ ...draft, plates: draft.plates.map((r, i) => (i === index ? { ...r, ...row } : r)) });

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        if (setup) onSave(setup);
      }}
      noValidate
    >
      <div className="row g-2 mb-3">
        <div className="col-6">
          <NumberField
            id="plate-bar"
            compact
            decimal
            label="Bar"
            suffix={unitLabel}
            value={draft.bar}
            onChange={(bar) => update({ ...draft, bar })}
            error={errors.bar_weight}
            min={0}
            max={100}
            step="any"
          />
        </div>
        <div className="col-6">
          <NumberField
            id="plate-collar"
            compact
            decimal
            label="Collar, each"
            suffix={unitLabel}
            value={draft.collar}
            onChange={(collar) => update({ ...draft, collar })}
            error={errors.collar_weight}
            min={0}
            max={10}
            step="any"
          />
        </div>
      </div>
      <div className="d-flex gap-2 small fw-semibold mb-1" aria-hidden="true">
        <span className="flex-grow-1">Plate ({unitLabel})</span>
        <span className="plate-count-column">On each side</span>
      </div>
      <ul className="list-unstyled mb-2" aria-label="Plates">
        {draft.plates.map((row, i) => (
          <li key={i} className="d-flex gap-2 align-items-start mb-2">
            <Form.Group className="flex-grow-1" controlId={`plate-weight-${i}`}>
              <Form.Label visuallyHidden>Plate {i + 1} weight</Form.Label>
              <Form.Control
                type="number"
                inputMode="decimal"
                step="any"
                value={row.weight}
                onChange={(e) => setRow(i, { weight: e.target.value })}
                isInvalid={Boolean(errors[`plates.${i}.weight`])}
              />
              <Form.Control.Feedback type="invalid">{errors[`plates.${i}.weight`]}</Form.Control.Feedback>
            </Form.Group>
            <span className="pt-2 text-body-secondary" aria-hidden="true">
              ×
            </span>
            <Form.Group className="plate-count-column" controlId={`plate-count-${i}`}>
              <Form.Label visuallyHidden>Plate {i + 1} count per side</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                step={1}
                min={0}
                max={20}
                value={row.count}
                onChange={(e) => setRow(i, { count: e.target.value })}
                isInvalid={Boolean(errors[`plates.${i}.count`])}
              />
              <Form.Control.Feedback type="invalid">{errors[`plates.${i}.count`]}</Form.Control.Feedback>
            </Form.Group>
            <Button
              variant="outline-secondary"
              aria-label={`Remove plate ${i + 1}`}
              onClick={() => update({ ...draft, plates: draft.plates.filter((_, j) => j !== i) })}
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {errors.plates && <p className="text-danger small">{errors.plates}</p>}
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-secondary"
          onClick={() => update({ ...draft, plates: [...draft.plates, { weight: "", count: "1" }] })}
          disabled={draft.plates.length >= 15}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add a plate
        </Button>
        <Button variant="outline-secondary" onClick={onReset}>
          Defaults
        </Button>
        <Button type="submit" className="ms-auto" disabled={!setup || saving || !dirty}>
          {saving ? "Saving…" : "Save"}
        </Button>
      </div>
    </Form>
  );
}
