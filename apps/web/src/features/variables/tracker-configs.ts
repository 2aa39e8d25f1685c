import {
  bodyweightEntrySchema,
  caloriesEntrySchema,
  createBodyweightSchema,
  createCaloriesSchema,
  createRecoverySchema,
  recoveryEntrySchema,
  type BodyweightEntry,
  type CaloriesEntry,
  type RecoveryEntry,
  type TrackerKind,
  type WeightUnit,
} from "@topset/shared";
import type { z } from "zod";
import {
  blankIfZero,
  dateCell,
  trendClass,
  trendIn,
  trendText,
  weightIn,
  type TrackerColumn,
  type TrackerRow,
} from "./tracker-view";
import { fireIcon, moonStarsIcon, speedometerIcon } from "../../components/icons";
import type { IconSvg } from "../../components/icon";
import { t } from "./i18n";

/** One number input of an add modal, with its bounds (docs/product.md, "Validation and limits"). */
export type AddField = {
  name: string;
  label: string;
  min: number;
  max: number;
  step: number | "any";
  suffix?: string;
  required: boolean;
};

/**
 * Everything that makes one tracker different from the other two; the screen itself is shared. Its
 * texts are getters and functions, so they are read in the language on screen.
 */
export type TrackerConfig<T extends TrackerRow> = {
  kind: TrackerKind;
  title: string;
  icon: IconSvg;
  /** The word of the success message: 'Bodyweight ID (s) ... were removed!'. */
  noun: string;
  entrySchema: z.ZodType<T>;
  columns: (unit: WeightUnit) => TrackerColumn<T>[];
  chart: (unit: WeightUnit) => { label: string; value: (row: T) => number | null }[];
  add: {
    title: string;
    fields: (unit: WeightUnit) => AddField[];
    schema: z.ZodType<Record<string, unknown>>;
    /** Extra fields of the request (the unit the weight was typed in). */
    extra?: (unit: WeightUnit) => Record<string, unknown>;
  };
  deleteTitle: string;
};

const omitUser = { user_id: true } as const;

export const bodyweightTracker: TrackerConfig<BodyweightEntry> = {
  kind: "bodyweight",
  get title() {
    return t("bodyweight.title");
  },
  icon: speedometerIcon,
  get noun() {
    return t("bodyweight.noun");
  },
  entrySchema: bodyweightEntrySchema,
  columns: (unit) => [
    { header: t("columns.id"), value: (row) => row.id },
    { header: t("bodyweight.weight", { unit }), value: (row) => weightIn(row, unit), numeric: true },
    {
      header: t("bodyweight.trend"),
      value: (row) => trendText(trendIn(row, unit)),
      className: (row) => trendClass(trendIn(row, unit)),
      csv: (row) => trendIn(row, unit),
      numeric: true,
    },
    { header: t("columns.date"), value: dateCell },
  ],
  chart: (unit) => [{ label: t("bodyweight.chart", { unit }), value: (row) => weightIn(row, unit) }],
  add: {
    get title() {
      return t("bodyweight.addTitle");
    },
    fields: (unit) => [
      {
        name: "body_weight",
        label: t("bodyweight.field"),
        min: 1,
        max: 1000,
        step: "any",
        suffix: unit,
        required: true,
      },
    ],
    schema: createBodyweightSchema.omit({ ...omitUser, body_weight_unit: true }),
    extra: (unit) => ({ body_weight_unit: unit }),
  },
  get deleteTitle() {
    return t("bodyweight.deleteTitle");
  },
};

export const caloriesTracker: TrackerConfig<CaloriesEntry> = {
  kind: "calories",
  get title() {
    return t("calories.title");
  },
  icon: fireIcon,
  get noun() {
    return t("calories.noun");
  },
  entrySchema: caloriesEntrySchema,
  columns: () => [
    { header: t("columns.id"), value: (row) => row.id },
    { header: t("calories.prior"), value: (row) => row.calories_prior_session, numeric: true },
    { header: t("calories.total"), value: (row) => row.total_calories, numeric: true },
    { header: t("columns.date"), value: dateCell },
  ],
  chart: () => [
    { label: t("calories.chartPrior"), value: (row) => row.calories_prior_session },
    { label: t("calories.chartTotal"), value: (row) => row.total_calories },
  ],
  add: {
    get title() {
      return t("calories.addTitle");
    },
    fields: () => [
      {
        name: "calories_prior_session",
        label: t("calories.prior"),
        min: 0,
        max: 5000,
        step: 1,
        suffix: "kcal",
        required: true,
      },
      {
        name: "total_calories",
        label: t("calories.total"),
        min: 1,
        max: 5000,
        step: 1,
        suffix: "kcal",
        required: false,
      },
    ],
    schema: createCaloriesSchema.omit(omitUser),
  },
  get deleteTitle() {
    return t("calories.deleteTitle");
  },
};

export const recoveryTracker: TrackerConfig<RecoveryEntry> = {
  kind: "recovery",
  get title() {
    return t("recovery.title");
  },
  icon: moonStarsIcon,
  get noun() {
    return t("recovery.noun");
  },
  entrySchema: recoveryEntrySchema,
  columns: () => [
    { header: t("columns.id"), value: (row) => row.id },
    { header: t("recovery.stress"), value: (row) => blankIfZero(row.stress_level), numeric: true },
    { header: t("recovery.sleep"), value: (row) => blankIfZero(row.hours_of_sleep), numeric: true },
    { header: t("recovery.sessionRpe"), value: (row) => blankIfZero(row.session_rpe), numeric: true },
    { header: t("columns.date"), value: dateCell },
  ],
  chart: () => [
    { label: t("recovery.chartSleep"), value: (row) => row.hours_of_sleep },
    { label: t("recovery.chartStress"), value: (row) => row.stress_level },
  ],
  add: {
    get title() {
      return t("recovery.addTitle");
    },
    fields: () => [
      {
        name: "stress_level",
        label: t("recovery.fieldStress"),
        min: 1,
        max: 10,
        step: 1,
        suffix: "1-10",
        required: true,
      },
      {
        name: "hours_of_sleep",
        label: t("recovery.fieldSleep"),
        min: 1,
        max: 24,
        step: 1,
        suffix: t("recovery.hours"),
        required: true,
      },
    ],
    schema: createRecoverySchema.omit(omitUser),
  },
  get deleteTitle() {
    return t("recovery.deleteTitle");
  },
};
