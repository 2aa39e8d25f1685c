import type { FollowEntry } from "@topset/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { follows, users } from "../../db/schema/index.js";

const entryColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};
type EntryRow = { id: number; username: string; firstName: string | null; lastName: string | null };

/** What anyone may see of a user in follow lists: picked field by field, never the e-mail. */
export function toFollowEntry(row: EntryRow): FollowEntry {
  return { id: row.id, username: row.username, first_name: row.firstName, last_name: row.lastName };
}

/** An active (not disabled) user, as far as follow lists show them. */
export async function findActiveUser(db: Db, id: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.deleted, false)));
  return row;
}

/** Inserts the pair; false when it already existed (following twice is a no-op). */
export async function insertFollow(db: Db, pair: { followerId: number; followingId: number }) {
  const rows = await db.insert(follows).values(pair).onConflictDoNothing().returning({ id: follows.id });
  return rows.length > 0;
}

export async function deleteFollow(db: Db, pair: { followerId: number; followingId: number }) {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, pair.followerId), eq(follows.followingId, pair.followingId)))
    .returning({ id: follows.id });
  return rows.length > 0;
}

/** Who follows the user (by follows_following_idx), disabled accounts left out, by username. */
export function listFollowers(db: Db, userId: number) {
  return db
    .select(entryColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(and(eq(follows.followingId, userId), eq(users.deleted, false)))
    .orderBy(asc(users.username), asc(users.id));
}

/** Whom the user follows (by the unique pair index, which starts with follower_id), by username. */
export function listFollowings(db: Db, userId: number) {
  return db
    .select(entryColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followingId))
    .where(and(eq(follows.followerId, userId), eq(users.deleted, false)))
    .orderBy(asc(users.username), asc(users.id));
}
