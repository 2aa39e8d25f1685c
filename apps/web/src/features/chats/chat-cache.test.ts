import type { ChatMessage } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { allMessages, withMessage, withoutMessage } from "./chat-cache";

const m = (id: number): ChatMessage => ({
  id,
  user_id: 1,
  text: `m${id}`,
  created_at: "2026-01-01T00:00:00.000Z",
});
const page = (...ids: number[]) => ({ status: "success" as const, message: "Messages", data: ids.map(m) });
const pages = (...p: ReturnType<typeof page>[]) => ({ pages: p, pageParams: p.map(() => undefined) });

describe("chat cache", () => {
  it("adds a message to the newest page once, in id order", () => {
    const data = pages(page(3, 4), page(1, 2));
    const once = withMessage(data, m(6));
    expect(allMessages(once!).map((x) => x.id)).toEqual([1, 2, 3, 4, 6]);
    expect(withMessage(once, m(6))).toBe(once);
    expect(allMessages(withMessage(once, m(5))!).map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("removes a message from whichever page holds it", () => {
    const data = pages(page(3, 4), page(1, 2));
    expect(allMessages(withoutMessage(data, 2)!).map((x) => x.id)).toEqual([1, 3, 4]);
  });

  it("leaves a conversation that is not loaded alone", () => {
    expect(withMessage(undefined, m(1))).toBeUndefined();
    expect(withoutMessage(undefined, 1)).toBeUndefined();
  });
});
