import type { QueryClient } from "@tanstack/react-query";
import { trainingWriteHandlers } from "../features/training/writes/apply-answer";
import { startSync } from "../lib/outbox/sync";
import { afterFirstScreen } from "../lib/first-screen";
import { startQueryPersistence } from "../lib/query-persist";

/**
 * What only a signed-in member needs, in a chunk of its own (decision 026): the training data kept on
 * the device (restored before it resolves), the real-time connection and the outbox of queued writes.
 * The public site never loads it; main.tsx starts it at boot when a login is stored, else at login.
 * Once started, each part follows the login state by itself.
 */
export async function startSignedInRuntime(queryClient: QueryClient, version: string) {
  await startQueryPersistence(queryClient, version).catch(() => undefined);
  // The real-time connection follows the login state (spec section 4 Real time). socket.io (about
  // 12 KB compressed) is not drawn on the first screen: it loads once that screen has painted, which
  // still puts a member in the admin's Online users within a second of login (decision 053).
  afterFirstScreen(() => void startLive(queryClient).catch(() => undefined));
  // Training writes queued with no signal go out when it returns (lib/outbox).
  startSync(trainingWriteHandlers(queryClient));
}

/** The live connection and what follows it (chat badges), in their own chunks. */
async function startLive(queryClient: QueryClient) {
  const [{ startPresence }, { startChatLive }] = await Promise.all([
    import("../lib/presence"),
    import("../lib/chat-live"),
  ]);
  startPresence();
  // New chat messages mark the unread badge and the conversation list stale.
  startChatLive(queryClient);
}
