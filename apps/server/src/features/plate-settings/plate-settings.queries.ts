import { DEFAULT_PLATE_SETTINGS, type PlateSettings, type PlateSettingsInput } from "@topset/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { plateSettings } from "../../db/schema/index.js";

/** The user's saved equipment, or the defaults (`saved: false`) when they never saved any. */
export async function findPlateSettings(db: Db, userId: number): Promise<PlateSettings> {
  const [row] = await db
    .select({ kg: plateSettings.kg, lbs: plateSettings.lbs })
    .from(plateSettings)
    .where(eq(plateSettings.userId, userId));
  return row ? { ...row, saved: true } : { ...DEFAULT_PLATE_SETTINGS, saved: false };
}

/** Replaces the user's equipment whole (one statement, so no read-modify-write race). */
export async function savePlateSettings(
  db: Db,
  userId: number,
  input: PlateSettingsInput,
): Promise<PlateSettings> {
  const values = { kg: input.kg, lbs: input.lbs };
  const [row] = await db
    .insert(plateSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: plateSettings.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning({ kg: plateSettings.kg, lbs: plateSettings.lbs });
  if (!row) throw new Error("upsert returned no row");
  return { ...row, saved: true };
}
