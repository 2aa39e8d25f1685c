import { z } from "zod";
import { idParam, MAX_DB_INT } from "./common.js";
import { currentPageSchema, perPageSchema } from "./envelope.js";

// Chat between members who follow each other (docs/product.md, "Community"; decision 032).

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_PAGE_SIZE = 50;
export const CHAT_LIST_PAGE_SIZE = 50;

/** One message; `user_id` is its sender. */
export const chatMessageSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  text: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the list shows of the other member: never the e-mail. */
export const chatUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** One conversation in the list: `unread` counts the other member's messages not read yet. */
export const chatSchema = z.object({
  user_id: z.number(),
  user: chatUserSchema,
  last_message: chatMessageSchema.nullable(),
  unread: z.number().int(),
});
export type Chat = z.infer<typeof chatSchema>;

/** One conversation as its screen opens it: the list's row, plus what the caller may do in it. */
export const chatDetailsSchema = chatSchema.extend({
  /** Both follow each other, neither blocked the other: a message would be accepted. */
  can_write: z.boolean(),
  /** The caller blocked this member (whether they blocked the caller is not told). */
  blocked: z.boolean(),
});
export type ChatDetails = z.infer<typeof chatDetailsSchema>;

export const chatUnreadSchema = z.object({ unread: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

export const chatUserParamSchema = z.object({ userId: idParam });

export const chatListQuerySchema = z.object({
  perPage: perPageSchema(CHAT_LIST_PAGE_SIZE),
  currentPage: currentPageSchema,
});

/**
 * A page of a conversation: the `perPage` messages just before the message `before` (the newest ones
 * without it), answered oldest to newest. A page shorter than `perPage` is the beginning.
 */
export const chatMessagesQuerySchema = z.object({
  perPage: perPageSchema(CHAT_PAGE_SIZE),
  before: z.coerce
    .number({ error: "before must be a message id" })
    .int("before must be a message id")
    .positive("before must be a message id")
    .max(MAX_DB_INT, "before must be a message id")
    .optional(),
});
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

export const sendChatMessageSchema = z.object({
  text: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message cannot be empty")
    .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
});
export type SendChatMessageInput = z.input<typeof sendChatMessageSchema>;

export const chatBlockSchema = z.object({ user_id: z.number(), blocked: z.boolean() });
export const deletedChatMessageSchema = z.object({ id: z.number() });

/**
 * Socket events the server pushes to both members' sockets (every tab, on every server copy). The
 * browser never sends chat over the socket: writes go through the HTTP API, which checks and limits them.
 */
export const CHAT_EVENTS = {
  /** A new message: `ChatMessageEvent`. */
  message: "chat:message",
  /** A message was deleted by its sender: `ChatDeletedEvent`. */
  deleted: "chat:deleted",
  /** The member read a conversation (in another tab): `{ user_id }` of the other member. */
  read: "chat:read",
} as const;

export const chatMessageEventSchema = chatMessageSchema.extend({ recipient_id: z.number() });
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;
export type ChatDeletedEvent = { id: number; user_id: number; recipient_id: number };
export type ChatReadEvent = { user_id: number };
