import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import {
  CHAT_LIST_PAGE_SIZE,
  CHAT_PAGE_SIZE,
  chatBlockSchema,
  chatDetailsSchema,
  chatMessageSchema,
  chatSchema,
  chatUnreadSchema,
  deletedChatMessageSchema,
  successSchema,
  type ChatMessage,
  type Success,
} from "@topset/shared";
import { api } from "../../lib/api-client";
import { chatKeys } from "../../lib/chat-keys";
import { translateText } from "../../lib/i18n";
import { showToast } from "../../lib/ui-store";
import { withMessage, withoutMessage } from "./chat-cache";
import { t } from "./i18n";

const listAnswer = successSchema(chatSchema);
const detailsAnswer = successSchema(chatDetailsSchema);
const messagesAnswer = successSchema(chatMessageSchema);
const unreadAnswer = successSchema(chatUnreadSchema);

export type MessagePages = InfiniteData<Success<ChatMessage>, number | undefined>;

export const chatsQuery = infiniteQueryOptions({
  queryKey: chatKeys.list,
  queryFn: ({ pageParam, signal }) =>
    api.send(listAnswer, "/api/v1/chats", {
      query: { perPage: CHAT_LIST_PAGE_SIZE, currentPage: pageParam },
      signal,
    }),
  initialPageParam: 1,
  getNextPageParam: (last) => {
    const p = last.pagination;
    return p && p.currentPage < p.lastPage ? p.currentPage + 1 : undefined;
  },
});

export const chatQuery = (userId: number) =>
  queryOptions({
    queryKey: chatKeys.chat(userId),
    queryFn: async ({ signal }) => {
      const chat = (await api.send(detailsAnswer, `/api/v1/chats/${userId}`, { signal })).data[0];
      if (!chat) throw new Error(t("errors.noConversation"));
      return chat;
    },
  });

/** Pages newest first: the first is what the screen opens on (and reading it marks the chat read). */
export const messagesQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(userId),
    queryFn: ({ pageParam, signal }) =>
      api.send(messagesAnswer, `/api/v1/chats/${userId}/messages`, {
        query: { perPage: CHAT_PAGE_SIZE, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.data.length < CHAT_PAGE_SIZE ? undefined : last.data[0]?.id),
    // The socket keeps an open conversation current: never refetch (and re-read) it behind the reader's back.
    staleTime: Infinity,
  });

// NOTE: chat writes pass `auth: false`: a 403 here means "blocked" or "no longer follow each other",
// not an ended session, and must not log the member out as a 403 does elsewhere.
const write = { auth: false } as const;

/** Marks the conversation read (a message arrived while it was open); the badge takes the new total. */
export async function markChatRead(userId: number, queryClient: ReturnType<typeof useQueryClient>) {
  const answer = await api.send(unreadAnswer, `/api/v1/chats/${userId}/read`, { method: "POST", ...write });
  queryClient.setQueryData(chatKeys.unread, answer.data[0]?.unread ?? 0);
  await queryClient.invalidateQueries({ queryKey: chatKeys.list });
}

export function useSendMessage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.send(messagesAnswer, `/api/v1/chats/${userId}/messages`, {
        method: "POST",
        body: { text },
        ...write,
      }),
    onSuccess: (answer) => {
      const message = answer.data[0];
      if (message)
        queryClient.setQueryData<MessagePages>(chatKeys.messages(userId), (d) => withMessage(d, message));
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
    onError: (error) => {
      showToast(translateText(error.message));
      // A 403 means the conversation's state changed (a block, an unfollow): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: chatKeys.chat(userId) });
    },
  });
}

export function useDeleteMessage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.send(successSchema(deletedChatMessageSchema), `/api/v1/chats/messages/${id}`, {
        method: "DELETE",
        ...write,
      }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(userId), (d) => withoutMessage(d, id));
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
    onError: (error) => showToast(translateText(error.message)),
  });
}

/** Blocks or unblocks `username` (the toast names them, as the server's answer does). */
export function useBlock(userId: number, username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      api.send(successSchema(chatBlockSchema), `/api/v1/chats/${userId}/block`, {
        method: block ? "POST" : "DELETE",
        ...write,
      }),
    onSuccess: (answer) => {
      const blocked = answer.data[0]?.blocked;
      showToast(
        blocked === undefined
          ? translateText(answer.message)
          : t(blocked ? "toasts.blocked" : "toasts.unblocked", { username }),
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.chat(userId) });
    },
    onError: (error) => showToast(translateText(error.message)),
  });
}
