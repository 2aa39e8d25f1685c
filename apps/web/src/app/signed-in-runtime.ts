import type { QueryClient } from "@tanstack/react-query";
import { trainingWriteHandlers } from "../features/training/writes/apply-answer";
import { startSync } from "../lib/outbox/sync";
import { startChatLive } from "../lib/chat-live";
import { startPresence } from "../lib/presence";
import { startQueryPersistence } from "../lib/query-persist";

/**
 * What only a signed-in member needs, in a chunk of its own (decision 026): the training data kept on
 * the device (restored before it resolves), the real-time connection and the outbox of queued writes.
 * The public site never loads it; main.tsx starts it at boot when a login is stored, else at login.
 * Once started, each part follows the login state by itself.
 */
export async function startSignedInRuntime(queryClient: QueryClient, version: string) {
  await startQueryPersistence(queryClient, version).catch(() => undefined);
  // The real-time connection follows the login state (spec section 4 Real time).
  startPresence();
  // New chat messages mark the unread badge and the conversation list stale.
  startChatLive(queryClient);
  // Training writes queued with no signal go out when it returns (lib/outbox).
  startSync(trainingWriteHandlers(queryClient));
}
