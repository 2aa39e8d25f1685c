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

/** Everything that makes one tracker different from the other two; the screen itself is shared. */
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
  title: "Bodyweight tracker",
  icon: speedometerIcon,
  noun: "Bodyweight",
  entrySchema: bodyweightEntrySchema,
  columns: (unit) => [
    { header: "ID", value: (row) => row.id },
    { header: `Weight (${unit})`, value: (row) => weightIn(row, unit), numeric: true },
    {
      header: "Trend",
      value: (row) => trendText(trendIn(row, unit)),
      className: (row) => trendClass(trendIn(row, unit)),
      csv: (row) => trendIn(row, unit),
      numeric: true,
    },
    { header: "Date", value: dateCell },
  ],
  chart: (unit) => [{ label: `Bodyweight (${unit})`, value: (row) => weightIn(row, unit) }],
  add: {
    title: "Add a bodyweight",
    fields: (unit) => [
      {
        name: "body_weight",
        label: "Bodyweight",
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
  deleteTitle: "Delete bodyweight",
};

export const caloriesTracker: TrackerConfig<CaloriesEntry> = {
  kind: "calories",
  title: "Calories tracker",
  icon: fireIcon,
  noun: "Calories",
  entrySchema: caloriesEntrySchema,
  columns: () => [
    { header: "ID", value: (row) => row.id },
    { header: "Calories prior to session", value: (row) => row.calories_prior_session, numeric: true },
    { header: "Total calories", value: (row) => row.total_calories, numeric: true },
    { header: "Date", value: dateCell },
  ],
  chart: () => [
    { label: "Prior to session (kcal)", value: (row) => row.calories_prior_session },
    { label: "Total (kcal)", value: (row) => row.total_calories },
  ],
  add: {
    title: "Add calories",
    fields: () => [
      {
        name: "calories_prior_session",
        label: "Calories prior to session",
        min: 0,
        max: 5000,
        step: 1,
        suffix: "kcal",
        required: true,
      },
      {
        name: "total_calories",
        label: "Total calories",
        min: 1,
        max: 5000,
        step: 1,
        suffix: "kcal",
        required: false,
      },
    ],
    schema: createCaloriesSchema.omit(omitUser),
  },
  deleteTitle: "Delete calories",
};

export const recoveryTracker: TrackerConfig<RecoveryEntry> = {
  kind: "recovery",
  title: "Recovery",
  icon: moonStarsIcon,
  noun: "Recovery",
  entrySchema: recoveryEntrySchema,
  columns: () => [
    { header: "ID", value: (row) => row.id },
    { header: "Stress Level", value: (row) => blankIfZero(row.stress_level), numeric: true },
    { header: "Hours Of Sleep", value: (row) => blankIfZero(row.hours_of_sleep), numeric: true },
    { header: "Session RPE", value: (row) => blankIfZero(row.session_rpe), numeric: true },
    { header: "Date", value: dateCell },
  ],
  chart: () => [
    { label: "Sleep (hrs)", value: (row) => row.hours_of_sleep },
    { label: "Stress (1-10)", value: (row) => row.stress_level },
  ],
  add: {
    title: "Add a recovery",
    fields: () => [
      {
        name: "stress_level",
        label: "Stress level",
        min: 1,
        max: 10,
        step: 1,
        suffix: "1-10",
        required: true,
      },
      {
        name: "hours_of_sleep",
        label: "Hours of sleep",
        min: 1,
        max: 24,
        step: 1,
        suffix: "hrs",
        required: true,
      },
    ],
    schema: createRecoverySchema.omit(omitUser),
  },
  deleteTitle: "Delete recovery",
};
