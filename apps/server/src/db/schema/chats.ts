import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, users } from "./users.js";

/**
 * A chat message from sender_id to recipient_id (decision 032). A conversation is the pair, read through
 * the expression index on (least, greatest, id) so both directions come back in one ordered scan.
 */
export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A conversation, newest first, paged by id.
    index("messages_pair_idx").on(
      sql`least(${t.senderId}, ${t.recipientId})`,
      sql`greatest(${t.senderId}, ${t.recipientId})`,
      t.id,
    ),
    // Unread counts: a recipient's messages from one sender after the read marker.
    index("messages_recipient_sender_idx").on(t.recipientId, t.senderId, t.id),
    // Deleting an account, and the sender's side of the cascade.
    index("messages_sender_idx").on(t.senderId),
    check("messages_not_self_check", sql`${t.senderId} <> ${t.recipientId}`),
  ],
);

/**
 * One row per member and conversation partner, made by the first message either way: the read marker
 * (the newest message from peer_id that user_id has read) and the member's list of past conversations.
 */
export const chatReads = pgTable(
  "chat_reads",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    peerId: integer("peer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadMessageId: integer("last_read_message_id").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "chat_reads_pk", columns: [t.userId, t.peerId] }),
    // The cascade when the peer's account is deleted.
    index("chat_reads_peer_idx").on(t.peerId),
  ],
);

/** blocker_id blocked blocked_id: no messages either way while the row exists. */
export const chatBlocks = pgTable(
  "chat_blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "chat_blocks_pk", columns: [t.blockerId, t.blockedId] }),
    index("chat_blocks_blocked_idx").on(t.blockedId),
    check("chat_blocks_not_self_check", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
