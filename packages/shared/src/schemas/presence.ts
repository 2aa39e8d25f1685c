import { z } from "zod";

/**
 * One signed-in person in the admin's Online users list (docs/product.md, "Admin"). A person with several
 * tabs or devices counts once; `connections` says how many sockets they hold. Never an e-mail.
 */
export const onlineUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profile_picture_url: z.string().nullable(),
  agent: z.string(),
  /** The socket of the newest connection, as the spec's client expects. */
  socket_id: z.string(),
  connections: z.number().int().min(1),
  /** When the first of these connections came online (ISO). */
  since: z.string(),
});
export type OnlineUser = z.infer<typeof onlineUserSchema>;

/** Socket event names: the same two names both ways. */
export const PRESENCE_EVENTS = { online: "onlineUser", disconnected: "userDisconnected" } as const;

/** Socket reconnection backoff: 1 s growing to 5 s; a connection attempt gives up after 20 s. */
export const SOCKET_RECONNECT = { delayMs: 1000, delayMaxMs: 5000, timeoutMs: 20_000 } as const;
