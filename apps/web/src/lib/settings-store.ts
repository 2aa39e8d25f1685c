import type { WeightUnit } from "@topset/shared";
import { z } from "zod";
import { createPersistedStore, useStore } from "./store";

/** App settings saved on this device (docs/product.md, "Settings and preferences"). Dark mode is the default. */
const settingsSchema = z.object({
  darkMode: z.boolean().catch(true),
  /** true means pounds. */
  unit: z.boolean().catch(true),
  community: z.boolean().catch(false),
  numberOfSessionsPerWeek: z.number().int().min(1).max(7).catch(4),
  showActivity: z.boolean().catch(false),
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

/** The user's unit preference (settings: true means pounds). */
export const useWeightUnit = (): WeightUnit => useSettings((s) => (s.unit ? "lbs" : "kg"));
