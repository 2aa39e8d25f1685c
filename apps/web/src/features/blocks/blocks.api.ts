import { queryOptions } from "@tanstack/react-query";
import { blockDetailsSchema, blockSchema, successSchema, type createBlockSchema } from "@topset/shared";
import type { z } from "zod";
import { api, ApiError } from "../../lib/api-client";
import { endSession } from "../../lib/session";

const blocksAnswer = successSchema(blockSchema);
const blockAnswer = successSchema(blockDetailsSchema);

/** Query keys: everything under "blocks" is refreshed together after a change. */
export const blockKeys = {
  all: ["blocks"] as const,
  list: () => [...blockKeys.all, "list"] as const,
  detail: (id: number) => [...blockKeys.all, "detail", id] as const,
};

/** The member's training blocks, newest first; `message` is the server's text for an empty list. */
export const blocksQuery = () =>
  queryOptions({
    queryKey: blockKeys.list(),
    queryFn: async ({ signal }) => {
      const answer = await api.send(blocksAnswer, "/api/v1/blocks", { signal });
      return { blocks: answer.data, message: answer.message };
    },
  });

/**
 * One block with its sessions, best e1RM per lift and weekly volume; null when it is not the member's
 * (403/404), so the screen can send the user to the unauthorized page.
 * NOTE: auth: false because the api client logs out on any 403, and a 403 here only means "not yours".
 */
export const blockQuery = (id: number) =>
  queryOptions({
    queryKey: blockKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.send(blockAnswer, `/api/v1/blocks/${id}`, { auth: false, signal });
        return answer.data[0] ?? null;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
        if (error instanceof ApiError && error.status === 401) void endSession();
        throw error;
      }
    },
  });

export const createBlock = (input: z.input<typeof createBlockSchema>) =>
  api.send(blocksAnswer, "/api/v1/blocks", { method: "POST", body: input });
