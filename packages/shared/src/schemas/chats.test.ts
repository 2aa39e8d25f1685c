import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX, chatMessagesQuerySchema, sendChatMessageSchema } from "./chats.js";

describe("sendChatMessageSchema", () => {
  it.each([
    ["  hello \n", "hello"],
    ["x".repeat(CHAT_MESSAGE_MAX), "x".repeat(CHAT_MESSAGE_MAX)],
  ])("keeps %j trimmed", (text, expected) => {
    expect(sendChatMessageSchema.parse({ text })).toEqual({ text: expected });
  });

  it.each([
    [{ text: "" }, "Message cannot be empty"],
    [{ text: " \t\n " }, "Message cannot be empty"],
    [{ text: "x".repeat(CHAT_MESSAGE_MAX + 1) }, `Message must be at most ${CHAT_MESSAGE_MAX} characters`],
    [{}, "Message is required"],
  ])("refuses %j with a message for the field", (body, message) => {
    const result = sendChatMessageSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["text", message]]);
  });
});

describe("chatMessagesQuerySchema", () => {
  it("opens on the newest 50, cuts perPage to 100 and reads a cursor", () => {
    expect(chatMessagesQuerySchema.parse({})).toEqual({ perPage: 50 });
    expect(chatMessagesQuerySchema.parse({ perPage: "500", before: "42" })).toEqual({
      perPage: 100,
      before: 42,
    });
    expect(chatMessagesQuerySchema.safeParse({ before: "0" }).success).toBe(false);
  });
});
