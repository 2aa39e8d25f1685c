import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  importJobSchema,
  importQueuedSchema,
  successSchema,
  type ImportJob,
  type WeightUnitInput,
} from "@topset/shared";
import { api } from "../../lib/api-client";
import { t } from "./i18n";

const jobAnswer = successSchema(importJobSchema);
const queuedAnswer = successSchema(importQueuedSchema);

/** The Strong-layout export other apps read (a download, streamed by the server). */
export const strongExportUrl = "/api/v1/exports/strong.csv";

/** How often a running import is asked for its progress. */
const POLL_MS = 700;

export const importKeys = {
  all: ["imports"] as const,
  list: () => ["imports", "list"] as const,
  one: (id: number) => ["imports", id] as const,
};

const isRunning = (job: ImportJob | undefined) => job?.status === "queued" || job?.status === "running";

/** One import, asked again while it runs (the job moves `progress` as it reads and writes). */
export const importQuery = (id: number) =>
  queryOptions({
    queryKey: importKeys.one(id),
    queryFn: async ({ signal }) => {
      const job = (await api.send(jobAnswer, `/api/v1/imports/${id}`, { signal })).data[0];
      if (!job) throw new Error(t("api.noImport"));
      return job;
    },
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
    // A finished import never changes again.
    staleTime: (query) => (isRunning(query.state.data) ? 0 : Infinity),
  });

/** The member's earlier imports, newest first. */
export const importsQuery = () =>
  queryOptions({
    queryKey: importKeys.list(),
    queryFn: async ({ signal }) =>
      (await api.send(jobAnswer, "/api/v1/imports", { signal, query: { perPage: 10 } })).data,
  });

export type ImportUpload = { file: File; weightUnit: WeightUnitInput; timezone: string };

/** Sends the file as a dry run: the job reads and counts, and creates nothing until confirmed. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, weightUnit, timezone }: ImportUpload) => {
      const form = new FormData();
      form.append("weight_unit", weightUnit);
      form.append("timezone", timezone);
      form.append("dry_run", "true");
      form.append("file", file);
      const queued = (await api.send(queuedAnswer, "/api/v1/imports", { method: "POST", body: form }))
        .data[0];
      if (!queued) throw new Error(t("api.noImport"));
      return queued.id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.list() }),
  });
}

/** Turns a finished dry run into the import itself, from the file the server kept. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(queuedAnswer, `/api/v1/imports/${id}/confirm`, { method: "POST" }),
    onSuccess: async (_answer, id) => {
      await queryClient.invalidateQueries({ queryKey: importKeys.one(id) });
      await queryClient.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}

/** After an import lands, every training list and history may have grown. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "imports" });
}
