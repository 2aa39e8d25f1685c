import type { ChatMessage, ChatUser } from "@topset/shared";
import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { chatBlocks, chatReads, follows, messages, users } from "../../db/schema/index.js";
import { profilePictureUrl } from "../users/users.queries.js";

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const iso = (v: Date | string) => new Date(v).toISOString();

type MessageRow = { id: number; senderId: number; text: string; createdAt: Date | string };
export type StoredMessage = MessageRow & { recipientId: number };

/** The wire shape: `user_id` is the sender. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return { id: row.id, user_id: row.senderId, text: row.text, created_at: iso(row.createdAt) };
}

/** Both directions of a conversation, in the shape of messages_pair_idx so it serves the scan. */
function inPair(a: number, b: number) {
  return and(
    eq(sql`least(${messages.senderId}, ${messages.recipientId})`, Math.min(a, b)),
    eq(sql`greatest(${messages.senderId}, ${messages.recipientId})`, Math.max(a, b)),
  );
}

type PeerRow = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profilePictureKey: string | null;
  updatedAt: Date;
};

/** What a conversation shows of the other member: picked field by field, never the e-mail. */
export function toChatUser(row: PeerRow): ChatUser {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    profile_picture_url: profilePictureUrl(row),
  };
}

/** An active (not disabled) member one can talk with. */
export async function findChatPeer(db: Db, id: number): Promise<PeerRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePictureKey: users.profilePictureKey,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.deleted, false)));
  return row;
}

/** Both follow each other (two probes of the unique follower/following index). */
export async function followEachOther(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ id: follows.id })
    .from(follows)
    .where(
      or(
        and(eq(follows.followerId, a), eq(follows.followingId, b)),
        and(eq(follows.followerId, b), eq(follows.followingId, a)),
      ),
    );
  return rows.length === 2;
}

/** Who of the two blocked the other, by the blocks' primary key both ways. */
export async function findBlocks(db: Db, me: number, peer: number) {
  const rows = await db
    .select({ blockerId: chatBlocks.blockerId })
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.blockerId, me), eq(chatBlocks.blockedId, peer)),
        and(eq(chatBlocks.blockerId, peer), eq(chatBlocks.blockedId, me)),
      ),
    );
  return { byMe: rows.some((r) => r.blockerId === me), byPeer: rows.some((r) => r.blockerId === peer) };
}

export async function insertBlock(db: Db, blockerId: number, blockedId: number) {
  await db.insert(chatBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number) {
  await db
    .delete(chatBlocks)
    .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
}

/** The message, and both members' conversation rows (the recipient's read marker starts at 0). */
export async function insertMessage(
  db: Db,
  values: { senderId: number; recipientId: number; text: string },
): Promise<StoredMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(messages).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    await tx
      .insert(chatReads)
      .values([
        { userId: values.senderId, peerId: values.recipientId },
        { userId: values.recipientId, peerId: values.senderId },
      ])
      .onConflictDoNothing();
    return row;
  });
}

/** Up to `limit` messages of the pair before the message `before` (the newest without it), oldest first. */
export async function listMessages(
  db: Db,
  q: { me: number; peer: number; before?: number; limit: number },
): Promise<MessageRow[]> {
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      text: messages.text,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(inPair(q.me, q.peer), q.before ? lt(messages.id, q.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(q.limit);
  return rows.reverse();
}

export async function findLastMessage(db: Db, me: number, peer: number): Promise<MessageRow | undefined> {
  const [row] = await listMessages(db, { me, peer, limit: 1 });
  return row;
}

export async function findMessage(db: Db, id: number): Promise<StoredMessage | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** Deletes the message only when the caller sent it. */
export async function deleteOwnMessage(db: Db, q: { id: number; senderId: number }) {
  const [row] = await db
    .delete(messages)
    .where(and(eq(messages.id, q.id), eq(messages.senderId, q.senderId)))
    .returning();
  return row;
}

/** The peer's messages to me after my read marker (messages_recipient_sender_idx). */
export async function countUnreadFrom(db: Db, me: number, peer: number): Promise<number> {
  const [row] = await rowsOf<{ unread: number }>(
    db,
    sql`select count(*)::int as unread from ${messages} m
        join ${chatReads} r on r.user_id = m.recipient_id and r.peer_id = m.sender_id
        where m.recipient_id = ${me} and m.sender_id = ${peer} and m.id > r.last_read_message_id`,
  );
  return row?.unread ?? 0;
}

/** Everything unread for the badge; disabled senders' messages are hidden, so they do not count. */
export async function countUnread(db: Db, me: number): Promise<number> {
  const [row] = await rowsOf<{ unread: number }>(
    db,
    sql`select count(*)::int as unread from ${chatReads} r
        join ${users} u on u.id = r.peer_id and not u.deleted
        join ${messages} m on m.recipient_id = r.user_id and m.sender_id = r.peer_id
          and m.id > r.last_read_message_id
        where r.user_id = ${me}`,
  );
  return row?.unread ?? 0;
}

/** Moves my read marker to the peer's newest message to me. */
export async function markRead(db: Db, me: number, peer: number) {
  await db.execute(
    sql`update ${chatReads} set last_read_message_id = greatest(last_read_message_id, coalesce(
          (select max(m.id) from ${messages} m where m.recipient_id = ${me} and m.sender_id = ${peer}), 0))
        where user_id = ${me} and peer_id = ${peer}`,
  );
}
