import { queryOptions } from "@tanstack/react-query";
import { programSchema, starterProgramSchema, successSchema, type Program } from "@topset/shared";
import { api, ApiError } from "./api-client";
import { t } from "./lib-i18n";
import { routineKeys, useStartPlanned } from "./routines";
import { endSession } from "./session";

// Programs (routines ordered over weeks), read by the routines screens and by the block page, which
// shows the program attached to it as a calendar. Kept on the device with the routines.

const programsAnswer = successSchema(programSchema);

export const programKeys = {
  all: [...routineKeys.all, "programs"] as const,
  list: (blockId?: number) => [...programKeys.all, "list", blockId ?? "all"] as const,
  detail: (id: number) => [...programKeys.all, "detail", id] as const,
  starters: () => [...programKeys.all, "starters"] as const,
};

/** The member's programs; with a block id, only those attached to that block (its calendar). */
export const programsQuery = (blockId?: number) =>
  queryOptions({
    queryKey: programKeys.list(blockId),
    queryFn: async ({ signal }) =>
      (
        await api.send(programsAnswer, "/api/v1/programs", {
          query: blockId === undefined ? {} : { block_id: blockId },
          signal,
        })
      ).data,
  });

/** One program with its weeks and next workout; null when it is not the member's. */
export const programQuery = (id: number) =>
  queryOptions({
    queryKey: programKeys.detail(id),
    queryFn: async ({ signal }): Promise<Program | null> => {
      try {
        return (
          (await api.send(programsAnswer, `/api/v1/programs/${id}`, { auth: false, signal })).data[0] ?? null
        );
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
        if (error instanceof ApiError && error.status === 401) await endSession();
        throw error;
      }
    },
  });

/** The starter programs a lifter can copy and edit. */
export const startersQuery = () =>
  queryOptions({
    queryKey: programKeys.starters(),
    queryFn: async ({ signal }) =>
      (await api.send(successSchema(starterProgramSchema), "/api/v1/programs/starters", { signal })).data,
    staleTime: Infinity,
  });

export async function copyStarter(key: string) {
  const answer = await api.send(programsAnswer, `/api/v1/programs/starters/${key}/copy`, { method: "POST" });
  const program = answer.data[0];
  if (!program) throw new Error(t("programs.programNotSent"));
  return program;
}

/** Attaches a program to a block (its calendar shows on the block page), or detaches it (null). */
export async function attachProgram(id: number, blockId: number | null) {
  const answer = await api.send(programsAnswer, `/api/v1/programs/${id}`, {
    method: "PATCH",
    body: { block_id: blockId },
  });
  return answer.data[0] ?? null;
}

/** Starts the program's next workout and opens its session. */
export const useStartProgram = () => useStartPlanned((id) => `/api/v1/programs/${id}/start`);
