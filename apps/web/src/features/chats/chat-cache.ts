import type { ChatMessage, Success } from "@topset/shared";
import type { InfiniteData } from "@tanstack/react-query";

type Pages<P = unknown> = InfiniteData<Success<ChatMessage>, P>;

/**
 * A message added to the newest page (pages run newest first, each page oldest to newest). The same
 * message comes back twice, as the send's answer and as the socket's event: it is kept once.
 */
export function withMessage<P>(data: Pages<P> | undefined, message: ChatMessage): Pages<P> | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.data.some((m) => m.id === message.id))) return data;
  const merged = [...newest.data, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, data: merged }, ...older] };
}

export function withoutMessage<P>(data: Pages<P> | undefined, id: number): Pages<P> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.filter((m) => m.id !== id) })),
  };
}

/** Every loaded message, oldest first. */
export const allMessages = <P>(data: Pages<P>): ChatMessage[] =>
  [...data.pages].reverse().flatMap((page) => page.data);
