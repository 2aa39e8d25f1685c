import { QueryClient } from "@tanstack/react-query";
import { CHAT_EVENTS } from "@topset/shared";
import { describe, expect, it, vi } from "vitest";
import { chatKeys } from "./chat-keys";

const listeners = vi.hoisted(() => new Map<string, () => void>());
vi.mock("./presence", () => ({
  onSocketEvent: (event: string, listener: () => void) => {
    listeners.set(event, listener);
    return () => listeners.delete(event);
  },
}));
const { CHAT_LIVE_KEYS, startChatLive } = await import("./chat-live");

describe("chat live updates", () => {
  it("marks the list and the badge stale on every chat event and on reconnect, not an open conversation", () => {
    expect(CHAT_LIVE_KEYS).toEqual([chatKeys.list, chatKeys.unread]);
    const client = new QueryClient();
    for (const key of [chatKeys.list, chatKeys.unread, chatKeys.messages(5)]) client.setQueryData(key, 1);
    startChatLive(client);
    expect([...listeners.keys()].sort()).toEqual([...Object.values(CHAT_EVENTS), "connect"].sort());
    listeners.get(CHAT_EVENTS.message)!();
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(chatKeys.list)).toBe(true);
    expect(stale(chatKeys.unread)).toBe(true);
    expect(stale(chatKeys.messages(5))).toBe(false);
  });
});
