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
import { translateText } from "../../lib/i18n";
import { useT, weightText } from "./i18n";

/** /dashboard/tools/calculators/plate-calculator: plates per side for a target, with the member's equipment. */
export function PlateCalculatorPage() {
  const t = useT();
  return (
    <>
      <PageTitle icon={vinylIcon} title={t("plate.title")} subtitle={t("plate.subtitle")} />
      <Suspense fallback={<PageSpinner />}>
        <PlateCalculator />
      </Suspense>
    </>
  );
}

function PlateCalculator() {
  const t = useT();
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
      showToast(translateText(answer.message));
    },
  });

  const wanted = check(calculatorWeightSchema, target);
  const result =
    current && wanted.value !== undefined ? loadBar(toBarSetup(current), wanted.value) : undefined;

  return (
    <>
      <section className="card border-0 shadow-sm p-3 mb-3" aria-label={t("common.target")}>
        <NumberField
          id="plate-target"
          compact
          decimal
          label={t("plate.targetWeight")}
          suffix={label}
          value={target}
          onChange={setTarget}
          error={wanted.error}
          {...weightInput}
        />
      </section>

      <section
        className="card border-0 shadow-sm p-3 mb-3"
        aria-label={t("plate.platesPerSide")}
        aria-live="polite"
        data-testid="plate-result"
      >
        {!current && <p className="mb-0 text-body-secondary">{t("plate.fixEquipment")}</p>}
        {current && !result && <p className="mb-0 text-body-secondary">{t("plate.enterTarget")}</p>}
        {result?.status === "exact" && (
          <LoadingView
            title={t("plate.exactTitle", { weight: format(result.loading.total) })}
            loading={result.loading}
            collar={current!.collar_weight}
          />
        )}
        {result?.status === "below-bar" && (
          <p className="mb-0" role="status">
            {t(current!.collar_weight > 0 ? "plate.belowBarWithCollars" : "plate.belowBar", {
              weight: format(wanted.value!),
              base: format(result.base),
            })}
          </p>
        )}
        {result?.status === "no-plates" && (
          <p className="mb-0" role="status">
            {t("plate.noPlates", { unit, base: format(result.base) })}
          </p>
        )}
        {result?.status === "inexact" && (
          <>
            <p className="mb-2" role="status">
              {t("plate.inexact", { weight: format(wanted.value!) })}
            </p>
            <div className="row g-2">
              <div className="col-md-6">
                <LoadingView
                  title={t("plate.below", { weight: format(result.below.total) })}
                  loading={result.below}
                  collar={current!.collar_weight}
                  testId="plate-below"
                />
              </div>
              <div className="col-md-6">
                {result.above ? (
                  <LoadingView
                    title={t("plate.above", { weight: format(result.above.total) })}
                    loading={result.above}
                    collar={current!.collar_weight}
                    testId="plate-above"
                  />
                ) : (
                  <p className="small text-body-secondary mb-0">{t("plate.nothingHeavier")}</p>
                )}
              </div>
            </div>
          </>
        )}
      </section>

      <section className="card border-0 shadow-sm p-3 mb-3" aria-labelledby="equipment-title">
        <h2 id="equipment-title" className="h6 fw-semibold mb-2">
          {t("plate.equipmentTitle", { unit })}{" "}
          {!saved.saved && <span className="badge text-bg-secondary ms-1">{t("plate.defaults")}</span>}
          {dirty && <span className="badge text-bg-warning ms-1">{t("plate.notSaved")}</span>}
        </h2>
        <FormAlert
          alert={mutation.error ? { variant: "danger", text: translateText(mutation.error.message) } : null}
        />
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
  const t = useT();
  const { unit } = useUnit();
  const text = perSideText(loading.perSide);
  const eachSide = t("plate.eachSide", { plates: text });
  return (
    <div data-testid={testId}>
      <div className="fw-semibold">{title}</div>
      <BarDiagram perSide={loading.perSide} collar={collar} unit={unit} label={eachSide} />
      <div className="small text-body-secondary" data-testid={`${testId}-text`}>
        {collar > 0
          ? t("plate.eachSideWithCollar", { plates: text, collar: weightText(collar), unit })
          : eachSide}
      </div>
    </div>
  );
}
