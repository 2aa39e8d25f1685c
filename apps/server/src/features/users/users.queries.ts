import { eq, sql } from "drizzle-orm";
import type { CurrentUser, PublicProfile } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { preparedPerDb } from "../../db/prepared.js";
import { changelogSubscriptions, users } from "../../db/schema/index.js";

export type UserRow = typeof users.$inferSelect;

// The two lookups behind check-authentication and every profile link: prepared once (db/prepared.ts).
const lookups = preparedPerDb((db: Db) => ({
  byId: db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("user_by_id"),
  byUsername: db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${sql.placeholder("lowerUsername")}`)
    .limit(1)
    .prepare("user_by_username"),
}));

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await lookups(db).byId.execute({ id });
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await lookups(db).byUsername.execute({ lowerUsername: username.toLowerCase() });
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/**
 * The insert, or nothing when the e-mail or the username is already taken: the attempt costs the same
 * either way (the unique indexes decide), which signup relies on.
 */
export async function insertUserIfNew(
  db: Db,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export type UserChanges = Partial<typeof users.$inferInsert>;

export async function updateUser(db: Db, id: number, values: UserChanges) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** The row as changed; `values` must hold at least one field (an empty SET is refused). */
export async function updateUserReturning(db: Db, id: number, values: UserChanges): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/** Changelog mail follows the account's e-mail: the old address may now belong to someone else. */
export async function moveChangelogEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.update(changelogSubscriptions).set({ email }).where(eq(changelogSubscriptions.userId, userId));
}

/** The oldest admin account (who hears from the contact form without ADMIN_EMAIL), if any. */
export async function findFirstAdmin(db: Db): Promise<{ id: number; email: string } | undefined> {
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(users.id)
    .limit(1);
  return admin;
}

export function profilePictureUrl(
  row: Pick<UserRow, "id" | "profilePictureKey" | "updatedAt">,
): string | null {
  return row.profilePictureKey ? `/api/v1/users/${row.id}/picture?v=${row.updatedAt.getTime()}` : null;
}

/**
 * What a write reads from its account: the unit of a weight sent without one, the time zone of a
 * date-time sent without one (null: UTC), and the e1RM method (a member on their personal chart has it
 * refitted after a session).
 */
export async function findAccountSettings(db: Db, id: number) {
  const [row] = await db
    .select({ weightUnit: users.weightUnit, timezone: users.timezone, e1rmMethod: users.e1rmMethod })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? { weightUnit: "kg" as const, timezone: null, e1rmMethod: "formula" as const };
}

/** The only shape of a user that goes to its owner: picked field by field, never the row. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    role: row.role,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    bio: row.bio,
    birth_date: row.birthDate,
    weight: row.weight,
    weight_unit: row.weightUnit,
    timezone: row.timezone,
    e1rm_method: row.e1rmMethod,
    personal_rpe_chart: row.personalRpeChart ?? null,
    profile_picture_url: profilePictureUrl(row),
    verified: row.verified,
    deleted: row.deleted,
    created_at: row.createdAt.toISOString(),
  };
}

/** What another member sees: picked field by field, never the e-mail. */
export function toPublicProfile(row: UserRow): PublicProfile {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    bio: row.bio,
    profile_picture_url: profilePictureUrl(row),
  };
}

/** Username taken by an account other than `exceptId`, ignoring case (the unique index does the same). */
export async function usernameTakenByOther(db: Db, username: string, exceptId: number): Promise<boolean> {
  const row = await findUserByUsername(db, username);
  return Boolean(row && row.id !== exceptId);
}

/** Locks the user row for the rest of the transaction (serialises a user's own concurrent requests). */
export async function lockUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for("update");
  return row;
}

export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
