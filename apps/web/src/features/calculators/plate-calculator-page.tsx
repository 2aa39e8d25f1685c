import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import {
  calculatorWeightSchema,
  DEFAULT_PLATE_SETTINGS,
  loadBar,
  toBarSetup,
  type Loading,
  type PlateSettings,
  type PlateSetup,
  type WeightUnit,
} from "@topset/shared";
import { Suspense, useState } from "react";
import { FormAlert } from "../../components/form-alert";
import { NumberField } from "../../components/number-field";
import { PageSpinner } from "../../components/page-spinner";
import { PageTitle } from "../../components/page-title";
import { showToast } from "../../lib/ui-store";
import { BarDiagram, perSideText } from "./bar-diagram";
import { check, weightInput } from "./calculator-fields";
import { EquipmentEditor } from "./equipment-editor";
import { sessionKeys } from "../../lib/training-session";
import { plateSettingsKey, plateSettingsQuery, savePlateSettings } from "./plate-settings.api";
import { useUnit } from "./use-unit";
import "./calculators.css";
import { vinylIcon } from "../../components/icons";

/** /dashboard/tools/calculators/plate-calculator: plates per side for a target, with the member's equipment. */
export function PlateCalculatorPage() {
  return (
    <>
      <PageTitle icon={vinylIcon} title="Plate calculator" subtitle="What to load on each side of the bar" />
      <Suspense fallback={<PageSpinner />}>
        <PlateCalculator />
      </Suspense>
    </>
  );
}

function PlateCalculator() {
  const { data: saved } = useSuspenseQuery(plateSettingsQuery());
  const { unit, label, format } = useUnit();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState("");
  // The calculator follows the editor's latest valid draft; `editor` remounts it after a reset or save.
  const [draft, setDraft] = useState<{ unit: WeightUnit; setup?: PlateSetup }>();
  const [editor, setEditor] = useState(0);
  const current = draft?.unit === unit ? draft.setup : saved[unit];
  const dirty = draft?.unit === unit && JSON.stringify(draft.setup) !== JSON.stringify(saved[unit]);

  const mutation = useMutation({
    mutationFn: (setup: PlateSetup) => savePlateSettings({ kg: saved.kg, lbs: saved.lbs, [unit]: setup }),
    onSuccess: (answer) => {
      const next = answer.data[0];
      if (next) queryClient.setQueryData<PlateSettings>(plateSettingsKey, next);
      // The session screens keep their own copy (steppers, plates per side): it follows at once.
      void queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, "options", "plates"] });
      setDraft(undefined);
      setEditor((n) => n + 1);
      showToast(answer.message);
    },
  });

  const wanted = check(calculatorWeightSchema, target);
  const result =
    current && wanted.value !== undefined ? loadBar(toBarSetup(current), wanted.value) : undefined;

  return (
    <>
      <section className="card border-0 shadow-sm p-3 mb-3" aria-label="Target">
        <NumberField
          id="plate-target"
          compact
          decimal
          label="Target weight"
          suffix={label}
          value={target}
          onChange={setTarget}
          error={wanted.error}
          {...weightInput}
        />
      </section>

      <section
        className="card border-0 shadow-sm p-3 mb-3"
        aria-label="Plates per side"
        aria-live="polite"
        data-testid="plate-result"
      >
        {!current && <p className="mb-0 text-body-secondary">Fix the equipment below to calculate.</p>}
        {current && !result && (
          <p className="mb-0 text-body-secondary">Enter a target weight to see the plates for each side.</p>
        )}
        {result?.status === "exact" && (
          <LoadingView
            title={`${format(result.loading.total)}: plates per side`}
            loading={result.loading}
            collar={current!.collar_weight}
          />
        )}
        {result?.status === "below-bar" && (
          <p className="mb-0" role="status">
            {format(wanted.value!)} is lighter than the bar{current!.collar_weight > 0 && " with its collars"}{" "}
            ({format(result.base)}).
          </p>
        )}
        {result?.status === "no-plates" && (
          <p className="mb-0" role="status">
            No plates are set up for {unit}, so only the bar ({format(result.base)}) can be loaded. Add plates
            below.
          </p>
        )}
        {result?.status === "inexact" && (
          <>
            <p className="mb-2" role="status">
              {format(wanted.value!)} cannot be loaded exactly with these plates. The nearest weights:
            </p>
            <div className="row g-2">
              <div className="col-md-6">
                <LoadingView
                  title={`Below: ${format(result.below.total)}`}
                  loading={result.below}
                  collar={current!.collar_weight}
                  testId="plate-below"
                />
              </div>
              <div className="col-md-6">
                {result.above ? (
                  <LoadingView
                    title={`Above: ${format(result.above.total)}`}
                    loading={result.above}
                    collar={current!.collar_weight}
                    testId="plate-above"
                  />
                ) : (
                  <p className="small text-body-secondary mb-0">
                    Nothing heavier: these plates are all on the bar.
                  </p>
                )}
              </div>
            </div>
          </>
        )}
      </section>

      <section className="card border-0 shadow-sm p-3 mb-3" aria-labelledby="equipment-title">
        <h2 id="equipment-title" className="h6 fw-semibold mb-2">
          Your equipment ({unit}){" "}
          {!saved.saved && <span className="badge text-bg-secondary ms-1">defaults</span>}
          {dirty && <span className="badge text-bg-warning ms-1">not saved</span>}
        </h2>
        <FormAlert alert={mutation.error ? { variant: "danger", text: mutation.error.message } : null} />
        <EquipmentEditor
          key={`${unit}-${editor}`}
          initial={draft?.unit === unit && draft.setup ? draft.setup : saved[unit]}
          unitLabel={label}
          onChange={(setup) => setDraft({ unit, setup })}
          onSave={(setup) => mutation.mutate(setup)}
          onReset={() => {
            setDraft({ unit, setup: DEFAULT_PLATE_SETTINGS[unit] });
            setEditor((n) => n + 1);
          }}
          saving={mutation.isPending}
          dirty={dirty}
        />
      </section>
    </>
  );
}

type LoadingViewProps = { title: string; loading: Loading; collar: number; testId?: string };

function LoadingView({ title, loading, collar, testId = "plate-exact" }: LoadingViewProps) {
  const { unit } = useUnit();
  const text = perSideText(loading.perSide);
  return (
    <div data-testid={testId}>
      <div className="fw-semibold">{title}</div>
      <BarDiagram perSide={loading.perSide} collar={collar} unit={unit} label={`Each side: ${text}`} />
      <div className="small text-body-secondary" data-testid={`${testId}-text`}>
        Each side: {text}
        {collar > 0 && `, then a ${collar} ${unit} collar`}
      </div>
    </div>
  );
}
