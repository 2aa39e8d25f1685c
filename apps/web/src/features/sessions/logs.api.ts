import type {
  createLogsSchema,
  createTagSchema,
  logNoteSchema,
  setInputSchema,
  updateLogSchema,
  updateSetSchema,
} from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";

// The calls beneath a session: its logs (exercises), their sets, notes and tags.
const messageAnswer = z.object({ message: z.string().catch("") }).loose();
type Out<S extends z.ZodType> = z.output<S>;

export const addLogs = (input: Out<typeof createLogsSchema>) =>
  api.send(messageAnswer, "/api/v1/logs/multiple", { method: "POST", body: input });

export const deleteLog = (logId: number) =>
  api.send(messageAnswer, `/api/v1/logs/${logId}`, { method: "DELETE" });

/** Saves a log's view state (collapsed, notes column shown). */
export const updateLog = (logId: number, input: Out<typeof updateLogSchema>) =>
  api.send(messageAnswer, `/api/v1/logs/${logId}`, { method: "PATCH", body: input });

export const addSet = (input: Out<typeof setInputSchema>) =>
  api.send(messageAnswer, "/api/v1/sets", { method: "POST", body: input });

export const updateSet = (setId: number, input: Out<typeof updateSetSchema>) =>
  api.send(messageAnswer, `/api/v1/sets/${setId}`, { method: "PATCH", body: input });

export const deleteSet = (setId: number) =>
  api.send(messageAnswer, `/api/v1/sets/${setId}`, { method: "DELETE" });

export const updateLogNote = (
  ids: { exerciseId: number; sessionId: number; logId: number },
  input: Out<typeof logNoteSchema>,
) =>
  api.send(
    messageAnswer,
    `/api/v1/exercises/${ids.exerciseId}/sessions/${ids.sessionId}/update-exercise-note/${ids.logId}`,
    { method: "PATCH", body: input },
  );

export const addTag = (input: Out<typeof createTagSchema>) =>
  api.send(messageAnswer, "/api/v1/tags", { method: "POST", body: input });

export const deleteTag = (tagId: number) =>
  api.send(messageAnswer, `/api/v1/tags/${tagId}`, { method: "DELETE" });
