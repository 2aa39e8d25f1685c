import type { WeightUnit } from "@topset/shared";
import { useState } from "react";
import { z } from "zod";
import { authStore, type AuthState } from "./auth-store";
import { createPersistedStore, useStore } from "./store";

/** App settings saved on this device (docs/product.md, "Settings and preferences"). Dark mode is the default. */
const settingsSchema = z.object({
  darkMode: z.boolean().catch(true),
  /**
   * true means pounds. Signed in, the account's unit wins (weightUnitOf); this is the fallback for the
   * public calculators and is kept in step with the account when the lifter changes it in Settings.
   */
  unit: z.boolean().catch(true),
  community: z.boolean().catch(false),
  numberOfSessionsPerWeek: z.number().int().min(1).max(7).catch(4),
  showActivity: z.boolean().catch(false),
  /** The interface language; "auto" follows the browser (lib/i18n, decision 052). */
  language: z.enum(["auto", "en", "de"]).catch("auto"),
  // The e1RM method is not a device setting: it lives on the account (lib/e1rm-method.ts).
});
export type Settings = z.infer<typeof settingsSchema>;

export const SETTINGS_KEY = "topset.settings";

export function parseSettings(raw: unknown): Settings {
  return settingsSchema.parse(typeof raw === "object" && raw !== null ? raw : {});
}

export function createSettingsStore(storage?: Storage) {
  return createPersistedStore(SETTINGS_KEY, parseSettings, storage);
}

export const settingsStore = createSettingsStore();

export const useSettings = <R>(select: (settings: Settings) => R) => useStore(settingsStore, select);

export const unitLabel = (lbs: boolean) => (lbs ? "lbs." : "kg.");

const deviceUnit = (settings: Settings): WeightUnit => (settings.unit ? "lbs" : "kg");

/**
 * The unit every weight is shown and typed in: the signed-in account's `weight_unit` (the same on every
 * device, whatever this device was left on), or this device's setting when nobody is signed in.
 */
export const weightUnitOf = (auth: AuthState, settings: Settings): WeightUnit =>
  auth.isLoggedIn && auth.user ? auth.user.weight_unit : deviceUnit(settings);

/** The user's unit: the account's when signed in, the device setting otherwise. */
export function useWeightUnit(): WeightUnit {
  const auth = useStore(authStore, (state) => state);
  const settings = useSettings((s) => s);
  return weightUnitOf(auth, settings);
}

/**
 * The unit a weight form was opened in, fixed for the form's life: the unit shown beside the field and the
 * unit sent with the typed number can never differ, even if the account's unit changes meanwhile.
 */
export function useEntryUnit(): WeightUnit {
  const unit = useWeightUnit();
  const [opened] = useState(unit);
  return opened;
}

/** Keeps the device setting in step with the account's unit (the fallback once signed out). */
export const rememberDeviceUnit = (unit: WeightUnit) =>
  settingsStore.set((s) => ({ ...s, unit: unit === "lbs" }));
