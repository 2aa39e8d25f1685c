import { queryOptions, type QueryClient } from "@tanstack/react-query";
import {
  deletedVariableSchema,
  successSchema,
  TRACKER_PER_PAGE,
  type CreateVariableInput,
  type TrackerKind,
} from "@topset/shared";
import type { z } from "zod";
import { api } from "../../lib/api-client";
import { t } from "./i18n";

/** The CSV's "all pages" asks for this page size. */
const ALL_ROWS = 999_999_999_999_999;

export const trackerKeys = {
  all: ["trackers"] as const,
  kind: (kind: TrackerKind) => [...trackerKeys.all, kind] as const,
  page: (kind: TrackerKind, userId: number, page: number) =>
    [...trackerKeys.kind(kind), userId, page] as const,
};

export type TrackerPageData<T> = { rows: T[]; total: number; lastPage: number; message: string };

/** One page (25 rows, newest first) of the user's tracker. */
export const trackerPageQuery = <S extends z.ZodType>(
  kind: TrackerKind,
  entry: S,
  userId: number,
  page: number,
) =>
  queryOptions({
    queryKey: trackerKeys.page(kind, userId, page),
    queryFn: async ({ signal }): Promise<TrackerPageData<z.output<S>>> => {
      const answer = await api.send(successSchema(entry), `/api/v1/variables/${kind}/${userId}`, {
        query: { perPage: TRACKER_PER_PAGE, currentPage: page, cache: false },
        signal,
      });
      return {
        rows: answer.data,
        total: answer.pagination?.total ?? answer.data.length,
        lastPage: answer.pagination?.lastPage ?? 1,
        message: answer.message,
      };
    },
  });

/** Every entry of the tracker (the CSV's "all pages"). */
export async function fetchAllEntries<S extends z.ZodType>(kind: TrackerKind, entry: S, userId: number) {
  const answer = await api.send(successSchema(entry), `/api/v1/variables/${kind}/${userId}`, {
    query: { perPage: ALL_ROWS, currentPage: 1, cache: false },
  });
  return answer.data;
}

export async function createEntry<S extends z.ZodType>(entry: S, body: CreateVariableInput) {
  const answer = await api.send(successSchema(entry), "/api/v1/variables", { method: "POST", body });
  const created = answer.data[0];
  if (!created) throw new Error(t("addModal.noEntry"));
  return created;
}

/** One call per selected row, in parallel. Resolves with the ids that went. */
export async function deleteEntries(ids: readonly number[], userId: number) {
  const answers = await Promise.all(
    ids.map((id) =>
      api.send(successSchema(deletedVariableSchema), `/api/v1/variables/${id}`, {
        method: "DELETE",
        query: { user_id: userId },
      }),
    ),
  );
  return answers.flatMap((answer) => answer.data.map((row) => row.id));
}

/** Puts a new entry at the top of page 1, and marks the other pages and screens stale. */
export async function showAddedEntry<T>(client: QueryClient, kind: TrackerKind, userId: number, entry: T) {
  client.setQueryData<TrackerPageData<T>>(trackerKeys.page(kind, userId, 1), (old) =>
    old
      ? {
          ...old,
          rows: [entry, ...old.rows].slice(0, TRACKER_PER_PAGE),
          total: old.total + 1,
          lastPage: Math.max(1, Math.ceil((old.total + 1) / TRACKER_PER_PAGE)),
        }
      : old,
  );
  await client.invalidateQueries({ queryKey: trackerKeys.kind(kind), refetchType: "none" });
}

/**
 * Takes the removed entries out of every cached page of the tracker at once; the pages are then
 * refetched, since the rows after them move up a page.
 */
export async function dropRemovedEntries<T extends { id: number }>(
  client: QueryClient,
  kind: TrackerKind,
  removed: readonly number[],
) {
  const gone = new Set(removed);
  client.setQueriesData<TrackerPageData<T>>({ queryKey: trackerKeys.kind(kind) }, (old) => {
    if (!old) return old;
    const rows = old.rows.filter((row) => !gone.has(row.id));
    const total = Math.max(0, old.total - removed.length);
    return { ...old, rows, total, lastPage: Math.max(1, Math.ceil(total / TRACKER_PER_PAGE)) };
  });
  await client.invalidateQueries({ queryKey: trackerKeys.kind(kind) });
}
