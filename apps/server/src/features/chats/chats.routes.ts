import {
  CHAT_EVENTS,
  chatBlockSchema,
  chatDetailsSchema,
  chatListQuerySchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatSchema,
  chatUnreadSchema,
  chatUserParamSchema,
  deletedChatMessageSchema,
  idParamSchema,
  sendChatMessageSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { badRequest, forbidden, notFound, tooManyRequests } from "../../lib/http-errors.js";
import { pageOf } from "../../lib/pagination.js";
import { me, refuseCrossSiteGet } from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import { countChats, listChats } from "./chat-list.queries.js";
import {
  countUnread,
  countUnreadFrom,
  deleteBlock,
  deleteOwnMessage,
  findBlocks,
  findChatPeer,
  findLastMessage,
  findMessage,
  followEachOther,
  insertBlock,
  insertMessage,
  listMessages,
  markRead,
  toChatMessage,
  toChatUser,
} from "./chats.queries.js";

const MINUTE = 60_000;
/** Messages a member may send (docs/product.md, "Validation and limits"): a lively chat, not a flood. */
export const chatSendLimit = { max: 30, timeWindow: MINUTE };
/** Deletes, blocks and unblocks: the social-writes ceiling (300 per 3 h), as follows and comments. */
export const chatWriteLimit = { max: 300, timeWindow: 180 * MINUTE };

const CANNOT_WRITE = "You can only message members who follow you and whom you follow.";
const BLOCKED = "You cannot message this member.";

/** Mounted under /api/v1 behind requireUser. Who acts is always the session's member (decision 032). */
export const chatsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["chats"];
  const sendLimiter = createAccountLimiter(app, "chat-send", chatSendLimit);
  const writeLimiter = createAccountLimiter(app, "chat-write", chatWriteLimit);

  /** The other member of a conversation: never the caller, always an active member (else 404). */
  async function peerOf(myId: number, userId: number) {
    if (userId === myId) {
      throw badRequest("You cannot chat with yourself.", [
        { msg: "You cannot chat with yourself.", path: "userId" },
      ]);
    }
    const peer = await findChatPeer(db, userId);
    if (!peer) throw notFound("User");
    return peer;
  }

  /** Marks the conversation read when something was unread, and tells the member's other tabs. */
  async function read(myId: number, peerId: number) {
    if ((await countUnreadFrom(db, myId, peerId)) === 0) return;
    await markRead(db, myId, peerId);
    app.presence.notify([myId], CHAT_EVENTS.read, { user_id: peerId });
  }

  app.get(
    "/chats",
    { schema: { tags, querystring: chatListQuerySchema, response: { 200: successSchema(chatSchema) } } },
    async (req) => {
      const { perPage, currentPage } = req.query;
      const myId = me(req).id;
      const [total, chats] = await Promise.all([
        countChats(db, myId),
        listChats(db, myId, { limit: perPage, offset: (currentPage - 1) * perPage }),
      ]);
      return ok("Chats", chats, pageOf(total, perPage, currentPage, chats.length));
    },
  );

  app.get(
    "/chats/unread",
    { schema: { tags, response: { 200: successSchema(chatUnreadSchema) } } },
    async (req) => ok("Unread messages", [{ unread: await countUnread(db, me(req).id) }]),
  );

  app.get(
    "/chats/:userId",
    { schema: { tags, params: chatUserParamSchema, response: { 200: successSchema(chatDetailsSchema) } } },
    async (req) => {
      const myId = me(req).id;
      const peer = await peerOf(myId, req.params.userId);
      const [last, unread, mutual, blocks] = await Promise.all([
        findLastMessage(db, myId, peer.id),
        countUnreadFrom(db, myId, peer.id),
        followEachOther(db, myId, peer.id),
        findBlocks(db, myId, peer.id),
      ]);
      return ok("Chat", [
        {
          user_id: peer.id,
          user: toChatUser(peer),
          last_message: last ? toChatMessage(last) : null,
          unread,
          can_write: mutual && !blocks.byMe && !blocks.byPeer,
          blocked: blocks.byMe,
        },
      ]);
    },
  );

  app.get(
    "/chats/:userId/messages",
    {
      schema: {
        tags,
        params: chatUserParamSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: successSchema(chatMessageSchema) },
      },
      // It marks the conversation read: a link on another site must not be able to.
      onRequest: refuseCrossSiteGet(deps.config),
    },
    async (req) => {
      const myId = me(req).id;
      const peer = await peerOf(myId, req.params.userId);
      const { perPage, before } = req.query;
      const rows = await listMessages(db, { me: myId, peer: peer.id, before, limit: perPage });
      // Opening the conversation (its newest page) reads it; scrolling back through older pages does not.
      if (before === undefined) await read(myId, peer.id);
      return ok("Messages", rows.map(toChatMessage));
    },
  );

  app.post(
    "/chats/:userId/messages",
    {
      schema: {
        tags,
        params: chatUserParamSchema,
        body: sendChatMessageSchema,
        response: { 201: successSchema(chatMessageSchema) },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const myId = me(req).id;
      const peer = await peerOf(myId, req.params.userId);
      if (!(await sendLimiter(req, String(myId)))) throw tooManyRequests();
      const [mutual, blocks] = await Promise.all([
        followEachOther(db, myId, peer.id),
        findBlocks(db, myId, peer.id),
      ]);
      if (blocks.byMe || blocks.byPeer) throw forbidden(BLOCKED);
      if (!mutual) throw forbidden(CANNOT_WRITE);
      const row = await insertMessage(db, { senderId: myId, recipientId: peer.id, text: req.body.text });
      const message = toChatMessage(row);
      app.presence.notify([myId, peer.id], CHAT_EVENTS.message, { ...message, recipient_id: peer.id });
      return reply.status(201).send(ok("Message sent.", [message]));
    },
  );

  app.post(
    "/chats/:userId/read",
    { schema: { tags, params: chatUserParamSchema, response: { 200: successSchema(chatUnreadSchema) } } },
    async (req) => {
      const myId = me(req).id;
      const peer = await peerOf(myId, req.params.userId);
      await read(myId, peer.id);
      return ok("Conversation read.", [{ unread: await countUnread(db, myId) }]);
    },
  );

  app.delete(
    "/chats/messages/:id",
    { schema: { tags, params: idParamSchema, response: { 200: successSchema(deletedChatMessageSchema) } } },
    async (req) => {
      const myId = me(req).id;
      if (!(await writeLimiter(req, String(myId)))) throw tooManyRequests();
      const deleted = await deleteOwnMessage(db, { id: req.params.id, senderId: myId });
      if (deleted) {
        const event = { id: deleted.id, user_id: myId, recipient_id: deleted.recipientId };
        app.presence.notify([myId, deleted.recipientId], CHAT_EVENTS.deleted, event);
        return ok("Message deleted.", [{ id: deleted.id }]);
      }
      // The other member's message in my conversation: mine to read, not to delete. Anyone else's: unknown.
      const other = await findMessage(db, req.params.id);
      if (other?.recipientId === myId) throw forbidden("You can only delete your own messages.");
      throw notFound("Message");
    },
  );

  // NOTE: a new object per route: the API docs name each operation on its own schema object.
  const blockSchema = () => ({
    schema: { tags, params: chatUserParamSchema, response: { 200: successSchema(chatBlockSchema) } },
  });
  async function setBlocked(req: FastifyRequest, userId: number, blocked: boolean) {
    const myId = me(req).id;
    const peer = await peerOf(myId, userId);
    if (!(await writeLimiter(req, String(myId)))) throw tooManyRequests();
    if (blocked) await insertBlock(db, myId, peer.id);
    else await deleteBlock(db, myId, peer.id);
    const message = blocked ? `You blocked ${peer.username}.` : `You unblocked ${peer.username}.`;
    return ok(message, [{ user_id: peer.id, blocked }]);
  }
  app.post("/chats/:userId/block", blockSchema(), (req) => setBlocked(req, req.params.userId, true));
  app.delete("/chats/:userId/block", blockSchema(), (req) => setBlocked(req, req.params.userId, false));
};
