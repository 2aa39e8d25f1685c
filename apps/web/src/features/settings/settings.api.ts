import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successSchema } from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";

const messageAnswer = successSchema(z.unknown());

export function useDeleteAllData(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The password is checked again on the server: an open session alone cannot wipe the log.
    mutationFn: (password: string) =>
      api.send(messageAnswer, `/api/v1/users/${userId}/data`, { method: "DELETE", body: { password } }),
    // Sessions, trackers, videos and blocks are gone: every cached list is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useRequestDataExport(userId: number) {
  return useMutation({
    mutationFn: () => api.send(messageAnswer, `/api/v1/users/${userId}/download-user-data`),
  });
}
