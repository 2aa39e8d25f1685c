import type { OnlineUser } from "@topset/shared";
import type { Redis } from "ioredis";

/** One open socket of a signed-in user, as this server copy saw it connect. */
export type PresenceEntry = {
  socketId: string;
  userId: number;
  username: string;
  pictureUrl: string | null;
  agent: string;
  connectedAt: number;
};

/**
 * Who is online, per socket. In memory for one process; in Redis when copies share the load, where
 * each copy owns one hash that expires unless the copy keeps beating, so a crashed copy's sockets go
 * away on their own (docs/decisions/009-presence-and-cli.md).
 */
export type PresenceStore = {
  add(entry: PresenceEntry): Promise<void>;
  /** True when the socket was listed. */
  remove(socketId: string): Promise<boolean>;
  all(): Promise<PresenceEntry[]>;
  /** Keeps this copy's entries alive; true when another copy's entries were found dead and dropped. */
  heartbeat(): Promise<boolean>;
  /** Drops every entry of this copy (shutdown). */
  clear(): Promise<void>;
};

/** One row per person: several tabs count once, the newest connection speaks for them. */
export function toOnlineUsers(entries: PresenceEntry[]): OnlineUser[] {
  const byUser = new Map<number, { newest: PresenceEntry; first: number; count: number }>();
  for (const e of entries) {
    const seen = byUser.get(e.userId);
    if (!seen) {
      byUser.set(e.userId, { newest: e, first: e.connectedAt, count: 1 });
      continue;
    }
    seen.count += 1;
    seen.first = Math.min(seen.first, e.connectedAt);
    if (e.connectedAt >= seen.newest.connectedAt) seen.newest = e;
  }
  return [...byUser.values()]
    .map(({ newest, first, count }) => ({
      id: newest.userId,
      username: newest.username,
      profile_picture_url: newest.pictureUrl,
      agent: newest.agent,
      socket_id: newest.socketId,
      connections: count,
      since: new Date(first).toISOString(),
    }))
    .sort((a, b) => a.username.localeCompare(b.username));
}

export function createMemoryPresenceStore(): PresenceStore {
  const entries = new Map<string, PresenceEntry>();
  return {
    add: async (entry) => void entries.set(entry.socketId, entry),
    remove: async (socketId) => entries.delete(socketId),
    all: async () => [...entries.values()],
    heartbeat: async () => false,
    clear: async () => entries.clear(),
  };
}

const PREFIX = "topset:presence";

/** How long a copy's entries outlive its last heartbeat. */
export const PRESENCE_TTL_MS = 45_000;

export function createRedisPresenceStore(
  redis: Redis,
  serverId: string,
  ttlMs = PRESENCE_TTL_MS,
): PresenceStore {
  const servers = `${PREFIX}:servers`;
  const own = `${PREFIX}:server:${serverId}`;

  const beat = () => redis.multi().zadd(servers, Date.now(), serverId).pexpire(own, ttlMs).exec();

  return {
    async add(entry) {
      await redis
        .multi()
        .hset(own, entry.socketId, JSON.stringify(entry))
        .pexpire(own, ttlMs)
        .zadd(servers, Date.now(), serverId)
        .exec();
    },
    async remove(socketId) {
      return (await redis.hdel(own, socketId)) > 0;
    },
    async all() {
      const alive = await redis.zrangebyscore(servers, Date.now() - ttlMs, "+inf");
      if (alive.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const id of alive) pipeline.hvals(`${PREFIX}:server:${id}`);
      const results = (await pipeline.exec()) ?? [];
      return results.flatMap(([err, values]) =>
        err ? [] : (values as string[]).map((v) => JSON.parse(v) as PresenceEntry),
      );
    },
    async heartbeat() {
      await beat();
      // A copy that stopped beating: its hash has expired already (or will); forget its name too.
      const dropped = await redis.zremrangebyscore(servers, "-inf", Date.now() - ttlMs);
      return dropped > 0;
    },
    async clear() {
      await redis.multi().del(own).zrem(servers, serverId).exec();
    },
  };
}
