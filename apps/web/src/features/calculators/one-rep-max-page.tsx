import {
  e1rm,
  e1rmRpeTable,
  estimateE1rm,
  oneRepMaxInputSchema,
  type OneRepMaxInput,
  type OneRepMaxSet,
} from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useForm, useWatch } from "react-hook-form";
import { NumberField } from "../../components/number-field";
import { PageTitle } from "../../components/page-title";
import { useE1rmMethod, usePersonalChart } from "../../lib/e1rm-method";
import { repsInput, rpeInput, weightInput } from "./calculator-fields";
import { LoadTable } from "./load-table";
import { useUnit } from "./use-unit";
import "./calculators.css";
import { calculatorIcon } from "../../components/icons";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

/**
 * /dashboard/tools/calculators/one-rep-max-calculator: e1RM by the 3 % formula and by the RPE chart,
 * and by the member's own chart when that is their method.
 */
export function OneRepMaxPage() {
  const t = useT();
  const { label, format } = useUnit();
  const method = useE1rmMethod();
  const chart = usePersonalChart();
  const [set, setSet] = useState<OneRepMaxSet>();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid },
  } = useForm<OneRepMaxInput, unknown, OneRepMaxSet>({
    resolver: formResolver(oneRepMaxInputSchema),
    mode: "onChange",
    defaultValues: { reps: "", weight: "", rpe: "" },
  });
  const typed = useWatch({ control });
  // A blank field shows no message: the disabled button already says something is missing.
  const error = (name: keyof OneRepMaxInput) => (typed[name]?.trim() ? errors[name]?.message : undefined);

  const byFormula = set && e1rm(set);
  const byChart = set && e1rmRpeTable(set);
  const personal = method === "personal";
  const byPersonal = set && personal ? estimateE1rm("personal", set, chart) : undefined;
  const columns = personal ? "col-4" : "col-6";
  return (
    <>
      <PageTitle icon={calculatorIcon} title={t("oneRepMax.title")} subtitle={t("oneRepMax.subtitle")} />
      <form
        className="card border-0 shadow-sm p-3 mb-3"
        onSubmit={(event) => void handleSubmit((values) => setSet(values))(event)}
        noValidate
      >
        <div className="row g-2">
          <div className="col-4">
            <NumberField
              id="orm-reps"
              compact
              decimal
              label={t("common.reps")}
              registration={register("reps")}
              error={error("reps")}
              {...repsInput}
            />
          </div>
          <div className="col-4">
            <NumberField
              id="orm-weight"
              compact
              decimal
              label={t("common.weightWithUnit", { unit: label })}
              registration={register("weight")}
              error={error("weight")}
              {...weightInput}
            />
          </div>
          <div className="col-4">
            <NumberField
              id="orm-rpe"
              compact
              decimal
              label={t("common.rpe")}
              optional
              registration={register("rpe")}
              error={error("rpe")}
              {...rpeInput}
            />
          </div>
        </div>
        <Button type="submit" className="mt-3 w-100" disabled={!isValid}>
          {t("oneRepMax.calculate")}
        </Button>
      </form>

      <section className="row g-2 mb-3" aria-label={t("oneRepMax.estimated")} aria-live="polite">
        <ResultTile
          title={t("oneRepMax.formula")}
          value={byFormula === undefined ? undefined : format(byFormula)}
          chosen={method === "formula"}
          testId="e1rm-formula"
          columns={columns}
        />
        <ResultTile
          title={t("oneRepMax.rpeChart")}
          value={byChart === undefined ? undefined : format(byChart)}
          missing={set ? t("oneRepMax.offTheChart") : undefined}
          chosen={method === "rpe-table"}
          testId="e1rm-chart"
          columns={columns}
        />
        {personal && (
          <ResultTile
            title={t("oneRepMax.yourRpeChart")}
            value={byPersonal === undefined ? undefined : format(byPersonal)}
            missing={set ? t("oneRepMax.offTheChart") : undefined}
            chosen
            testId="e1rm-personal"
            columns={columns}
          />
        )}
      </section>

      {set && <LoadTable e1rm={byChart ?? byFormula!} highlight={set} />}
    </>
  );
}

type ResultTileProps = {
  title: string;
  value?: string;
  missing?: string;
  chosen: boolean;
  testId: string;
  columns: string;
};

function ResultTile({ title, value, missing, chosen, testId, columns }: ResultTileProps) {
  const t = useT();
  return (
    <div className={columns}>
      <div className="card border-0 shadow-sm p-3 h-100 text-center">
        <div className="small text-body-secondary">
          {title}{" "}
          {chosen && (
            <span className="badge text-bg-secondary ms-1" title={t("oneRepMax.yoursTitle")}>
              {t("oneRepMax.yours")}
            </span>
          )}
        </div>
        <div className="calc-result fw-bold" data-testid={testId}>
          {value ??
            (missing ? (
              <span className="fs-6 fw-normal text-body-secondary">{missing}</span>
            ) : (
              t("oneRepMax.placeholder")
            ))}
        </div>
      </div>
    </div>
  );
}
