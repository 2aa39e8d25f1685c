import { randomUUID } from "node:crypto";
import {
  PRESENCE_EVENTS,
  type ChatDeletedEvent,
  type ChatMessageEvent,
  type ChatReadEvent,
  type CoachCommentEvent,
  type OnlineUser,
} from "@topset/shared";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { Server, type Socket } from "socket.io";
import type { AppDeps } from "../../deps.js";
import { queueingOptions, watchConnection } from "../../lib/redis.js";
import { namesOwnOrigin, sessionCookieName } from "../../plugins/auth.js";
import { findLiveSession } from "../../sign-in/auth-sessions.queries.js";
import { findUserById, profilePictureUrl } from "../users/users.queries.js";
import { liveSessionIds } from "./presence.queries.js";
import {
  createMemoryPresenceStore,
  createRedisPresenceStore,
  toOnlineUsers,
  type PresenceStore,
} from "./presence-store.js";

type SocketAuth = { userId: number; role: "user" | "admin"; username: string; sessionId: number };
/** What a browser may send: its own announcement and its goodbye; any payload is only a hint. */
type ClientEvents = {
  onlineUser: (payload?: unknown) => void;
  userDisconnected: (payload?: unknown) => void;
};
/** What a browser hears: an admin the whole online list on every change; a member their chat events. */
type ServerEvents = {
  onlineUser: (users: OnlineUser[]) => void;
  "chat:message": (message: ChatMessageEvent) => void;
  "chat:deleted": (event: ChatDeletedEvent) => void;
  "chat:read": (event: ChatReadEvent) => void;
  "coach:comment": (event: CoachCommentEvent) => void;
};
/** The events other features may push to members (names: CHAT_EVENTS in packages/shared). */
export type MemberEvents = Omit<ServerEvents, "onlineUser">;
type PresenceSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketAuth>;

/** What the rest of the app may ask of presence. */
export type Presence = {
  list(): Promise<OnlineUser[]>;
  /** Re-checks every local socket's login session now (also runs on a timer). */
  checkSessions(): Promise<void>;
  /** Ends a user's sockets on every copy (an admin disabled them). */
  disconnectUser(userId: number): void;
  /** Pushes an event to every socket of these members, on every copy (through the Redis adapter). */
  notify<E extends keyof MemberEvents>(
    userIds: number[],
    event: E,
    payload: Parameters<MemberEvents[E]>[0],
  ): void;
};

declare module "fastify" {
  interface FastifyInstance {
    presence: Presence;
  }
}

const ADMINS = "admins";
const userRoom = (id: number) => `user:${id}`;
const sessionRoom = (id: number) => `session:${id}`;
const SESSION_CHECK_MS = 30_000;
const HEARTBEAT_MS = 15_000;
/** A browser sends a handful of events per page view; a flood (each costs a query) closes the socket. */
export const PRESENCE_EVENT_LIMIT = { max: 30, windowMs: 10_000 } as const;
/** 64 KB: presence messages are a few bytes, so anything larger is refused before it is parsed. */
export const PRESENCE_MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * socket.io on the app's own HTTP server at /socket.io (docs/product.md, "API conventions"), authenticated by the
 * session cookie. Members announce themselves; only admins hear who is online.
 */
export async function registerPresence(app: FastifyInstance, deps: AppDeps & { redis?: Redis }) {
  const { config, logger, redis } = deps;
  const db = deps.database.db;
  const cookieName = sessionCookieName(config);
  const serverId = randomUUID();
  const appHost = new URL(config.appUrl).host;
  const store: PresenceStore = redis
    ? createRedisPresenceStore(redis, serverId)
    : createMemoryPresenceStore();

  const io = new Server<ClientEvents, ServerEvents, Record<string, never>, SocketAuth>(app.server, {
    path: "/socket.io",
    serveClient: false,
    // Clients only send tiny announcements; a bigger frame closes the socket (default would be 1 MB).
    maxHttpBufferSize: PRESENCE_MAX_MESSAGE_BYTES,
    // Browsers always send Origin with a WebSocket upgrade and with a cross-origin poll; same-origin
    // polls may omit it. Anything that names another origin is refused, as with the CSRF check.
    allowRequest: (req, callback) =>
      callback(
        null,
        req.headers["sec-fetch-site"] !== "cross-site" &&
          namesOwnOrigin(req.headers, appHost, { referer: false }) !== false,
      ),
  });

  let pubSub: Redis[] = [];
  if (redis) {
    const pub = redis.duplicate({ lazyConnect: true, ...queueingOptions });
    const sub = redis.duplicate({ lazyConnect: true, ...queueingOptions });
    pubSub = [pub, sub];
    for (const client of pubSub) watchConnection(client, logger, "presence Redis");
    await Promise.all(pubSub.map((client) => client.connect()));
    io.adapter(createAdapter(pub, sub, { key: "topset:socket.io" }));
  }

  const list = async () => toOnlineUsers(await store.all());

  // Several changes in a burst (a reload closes and opens a socket) make one push.
  let pushTimer: NodeJS.Timeout | undefined;
  // Set on close: the sockets closed then would push a list through a Redis client about to quit, and
  // a publish sent after its quit fails where nobody can catch it (inside the adapter).
  let closing = false;
  const pushList = () => {
    if (closing) return;
    pushTimer ??= setTimeout(() => {
      pushTimer = undefined;
      list().then(
        (users) => closing || io.to(ADMINS).emit(PRESENCE_EVENTS.online, users),
        (err: unknown) => logger.error({ err }, "presence list failed"),
      );
    }, 50);
  };
  const guarded = (what: string, work: () => Promise<unknown>) =>
    work().catch((err: unknown) => logger.error({ err }, `presence ${what} failed`));

  io.use((socket, next) => {
    void (async () => {
      const token = app.parseCookie(socket.request.headers.cookie ?? "")[cookieName];
      const session = token && token.length <= 100 ? await findLiveSession(db, token) : undefined;
      if (!session) return next(new Error("Please log in to continue."));
      socket.data = {
        userId: session.user.id,
        role: session.user.role,
        username: session.user.username,
        sessionId: session.sessionId,
      };
      next();
    })().catch((err: unknown) => {
      logger.error({ err }, "socket authentication failed");
      next(new Error("Please try again later."));
    });
  });

  async function announce(socket: PresenceSocket, payload: unknown) {
    const { userId } = socket.data;
    const row = await findUserById(db, userId);
    if (!row || row.deleted || !socket.connected) return;
    // The browser's own header, not the payload: a client cannot dress up as another device.
    const header = socket.request.headers["user-agent"];
    const claimed = (payload as { agent?: unknown } | null)?.agent;
    const agent = (header ?? (typeof claimed === "string" ? claimed : "")).slice(0, 300);
    await store.add({
      socketId: socket.id,
      userId,
      username: row.username,
      pictureUrl: profilePictureUrl(row),
      agent,
      connectedAt: Date.now(),
    });
    // NOTE: the socket may have closed while the row was read; its leave ran first, so undo the add.
    if (!socket.connected) await store.remove(socket.id);
    else pushList();
  }

  async function leave(socket: PresenceSocket) {
    if (await store.remove(socket.id)) pushList();
  }

  io.on("connection", (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    if (socket.data.role === "admin") {
      void socket.join(ADMINS);
      guarded("list", async () => socket.emit(PRESENCE_EVENTS.online, await list()));
    }
    // Per-socket rate limit (B17): past the ceiling the socket is closed, not just ignored.
    let windowStart = Date.now();
    let events = 0;
    socket.use((_packet, next) => {
      const now = Date.now();
      if (now - windowStart > PRESENCE_EVENT_LIMIT.windowMs) {
        windowStart = now;
        events = 0;
      }
      if (++events > PRESENCE_EVENT_LIMIT.max) {
        socket.disconnect(true);
        return;
      }
      next();
    });
    // One announcement per connection: repeats would only cost a query and a push each.
    let announced = false;
    socket.on(PRESENCE_EVENTS.online, (payload: unknown) => {
      if (announced) return;
      announced = true;
      void guarded("announce", () => announce(socket, payload));
    });
    socket.on(PRESENCE_EVENTS.disconnected, () => {
      announced = false;
      void guarded("leave", () => leave(socket));
    });
    socket.on("disconnect", () => void guarded("leave", () => leave(socket)));
  });

  async function checkSessions() {
    const sockets = [...io.of("/").sockets.values()];
    const live = await liveSessionIds(db, [...new Set(sockets.map((s) => s.data.sessionId))]);
    for (const socket of sockets) if (!live.has(socket.data.sessionId)) socket.disconnect(true);
  }

  const sessionTimer = setInterval(() => void guarded("session check", checkSessions), SESSION_CHECK_MS);
  const heartbeatTimer = setInterval(
    () => void guarded("heartbeat", async () => (await store.heartbeat()) && pushList()),
    HEARTBEAT_MS,
  );
  sessionTimer.unref();
  heartbeatTimer.unref();

  // Logging out ends that session's sockets at once, on whichever copy holds them. A callback hook,
  // not an async one: it runs after every response, and all but the logout's return at once.
  app.addHook("onResponse", (request, _reply, done) => {
    if (request.authSessionId && request.routeOptions.url === "/api/auth/logout") {
      io.in(sessionRoom(request.authSessionId)).disconnectSockets(true);
    }
    done();
  });

  // NOTE: before Fastify closes the HTTP server: open WebSockets would otherwise keep it from closing.
  app.addHook("preClose", async () => {
    closing = true;
    clearInterval(sessionTimer);
    clearInterval(heartbeatTimer);
    clearTimeout(pushTimer);
    io.local.disconnectSockets(true);
    io.engine.close();
    await guarded("clear", () => store.clear());
  });
  app.addHook("onClose", async () => {
    await Promise.all([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    await Promise.all(pubSub.map((client) => client.quit().catch(() => client.disconnect())));
  });

  app.decorate<Presence>("presence", {
    list,
    checkSessions,
    disconnectUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    notify: (userIds, event, payload) => {
      // A cast: socket.io cannot match emit's arguments to a generic event name (notify's type does it).
      const rooms = io.to(userIds.map(userRoom)) as unknown as { emit(e: string, p: unknown): boolean };
      rooms.emit(event, payload);
    },
  });
}
