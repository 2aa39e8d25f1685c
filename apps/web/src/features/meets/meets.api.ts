import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  meetEvidenceSchema,
  meetSchema,
  successSchema,
  type CreateMeetInput,
  type Meet,
  type UpdateMeetInput,
} from "@topset/shared";
import { api } from "../../lib/api-client";
import { t } from "./i18n";

const meetAnswer = successSchema(meetSchema);
const evidenceAnswer = successSchema(meetEvidenceSchema);

export const meetKeys = {
  all: ["meets"] as const,
  list: () => ["meets", "list"] as const,
  one: (id: number) => ["meets", "one", id] as const,
  evidence: (id: number) => ["meets", "evidence", id] as const,
};

const first = <T>(answer: { data: T[] }) => {
  const item = answer.data[0];
  if (!item) throw new Error(t("api.noMeet"));
  return item;
};

/** The member's meets, newest first (a lifter records a few a year: one page of 50 holds years). */
export const meetsQuery = () =>
  queryOptions({
    queryKey: meetKeys.list(),
    queryFn: async ({ signal }) =>
      (await api.send(meetAnswer, "/api/v1/meets", { signal, query: { perPage: 50 } })).data,
  });

export const meetQuery = (id: number) =>
  queryOptions({
    queryKey: meetKeys.one(id),
    queryFn: async ({ signal }) => first(await api.send(meetAnswer, `/api/v1/meets/${id}`, { signal })),
  });

/** What the planner reads from the member's training for this meet. */
export const meetEvidenceQuery = (id: number) =>
  queryOptions({
    queryKey: meetKeys.evidence(id),
    queryFn: async ({ signal }) =>
      first(await api.send(evidenceAnswer, `/api/v1/meets/${id}/evidence`, { signal })),
  });

function useMeetMutation<V>(send: (vars: V) => Promise<Meet>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (meet) => {
      queryClient.setQueryData(meetKeys.one(meet.id), meet);
      return queryClient.invalidateQueries({ queryKey: meetKeys.list() });
    },
  });
}

export const useCreateMeet = () =>
  useMeetMutation(async (body: CreateMeetInput) =>
    first(await api.send(meetAnswer, "/api/v1/meets", { method: "POST", body })),
  );

export const useUpdateMeet = (id: number) =>
  useMeetMutation(async (body: UpdateMeetInput) =>
    first(await api.send(meetAnswer, `/api/v1/meets/${id}`, { method: "PATCH", body })),
  );

export function useDeleteMeet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request(`/api/v1/meets/${id}`, { method: "DELETE" }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: meetKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: meetKeys.list() });
    },
  });
}
