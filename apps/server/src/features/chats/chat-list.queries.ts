import type { Chat } from "@topset/shared";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { chatReads, follows, messages, users } from "../../db/schema/index.js";
import { toChatMessage, toChatUser } from "./chats.queries.js";

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Whom a member can chat with or has chatted with: everyone they follow who follows them back, and
 * every earlier conversation (kept readable after an unfollow or a block), active members only.
 */
function partners(me: number) {
  return sql`with partners as (
      select f.following_id as peer_id from ${follows} f
        join ${follows} b on b.follower_id = f.following_id and b.following_id = f.follower_id
        where f.follower_id = ${me}
      union
      select peer_id from ${chatReads} where user_id = ${me}
    )`;
}

type ListRow = {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_key: string | null;
  updated_at: Date | string;
  message_id: number | null;
  sender_id: number | null;
  text: string | null;
  created_at: Date | string | null;
  unread: number;
};

export async function countChats(db: Db, me: number): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`${partners(me)} select count(*)::int as total from partners p
        join ${users} u on u.id = p.peer_id and not u.deleted`,
  );
  return row?.total ?? 0;
}

/**
 * A page of conversations, newest message first, then the partners never written to by username. The
 * newest message and the unread count come one index probe per partner (messages_pair_idx,
 * messages_recipient_sender_idx).
 */
export async function listChats(
  db: Db,
  me: number,
  page: { limit: number; offset: number },
): Promise<Chat[]> {
  const rows = await rowsOf<ListRow>(
    db,
    sql`${partners(me)}
      select u.id, u.username, u.first_name, u.last_name, u.profile_picture_key, u.updated_at,
        lm.id as message_id, lm.sender_id, lm.text, lm.created_at, coalesce(uc.unread, 0) as unread
      from partners p
      join ${users} u on u.id = p.peer_id and not u.deleted
      left join lateral (
        select m.id, m.sender_id, m.text, m.created_at from ${messages} m
        where least(m.sender_id, m.recipient_id) = least(${me}::int, p.peer_id)
          and greatest(m.sender_id, m.recipient_id) = greatest(${me}::int, p.peer_id)
        order by m.id desc limit 1
      ) lm on true
      left join lateral (
        select count(*)::int as unread from ${messages} m
        join ${chatReads} r on r.user_id = m.recipient_id and r.peer_id = m.sender_id
        where m.recipient_id = ${me} and m.sender_id = p.peer_id and m.id > r.last_read_message_id
      ) uc on true
      order by lm.id desc nulls last, lower(u.username), u.id
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({
    user_id: r.id,
    user: toChatUser({
      id: r.id,
      username: r.username,
      firstName: r.first_name,
      lastName: r.last_name,
      profilePictureKey: r.profile_picture_key,
      updatedAt: new Date(r.updated_at),
    }),
    last_message:
      r.message_id === null
        ? null
        : toChatMessage({
            id: r.message_id,
            senderId: r.sender_id!,
            text: r.text!,
            createdAt: r.created_at!,
          }),
    unread: r.unread,
  }));
}
