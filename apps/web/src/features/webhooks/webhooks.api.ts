import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  successSchema,
  webhookDeliverySchema,
  webhookSchema,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type Webhook,
} from "@topset/shared";
import { api } from "../../lib/api-client";
import { t } from "./i18n";

const webhooksAnswer = successSchema(webhookSchema);
const deliveriesAnswer = successSchema(webhookDeliverySchema);
export const DELIVERIES_PER_PAGE = 10;

export const webhookKeys = {
  all: ["webhooks"] as const,
  list: () => [...webhookKeys.all, "list"] as const,
  deliveries: (id: number) => [...webhookKeys.all, "deliveries", id] as const,
  deliveriesPage: (id: number, page: number) => [...webhookKeys.deliveries(id), page] as const,
};

export const webhooksQuery = () =>
  queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: async ({ signal }) => (await api.send(webhooksAnswer, "/api/v1/webhooks", { signal })).data,
  });

/** One page of a webhook's deliveries, newest first, with the pagination to page on. */
export const deliveriesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveriesPage(id, page),
    queryFn: async ({ signal }) => {
      const answer = await api.send(deliveriesAnswer, `/api/v1/webhooks/${id}/deliveries`, {
        signal,
        query: { perPage: DELIVERIES_PER_PAGE, currentPage: page },
      });
      return { deliveries: answer.data, lastPage: answer.pagination?.lastPage ?? 1 };
    },
  });

function useListUpdate() {
  const client = useQueryClient();
  return (change: (list: Webhook[]) => Webhook[]) =>
    client.setQueryData<Webhook[]>(webhookKeys.list(), (list = []) => change(list));
}

/** The answer holds the signing secret: the only copy the app will ever get. */
export function useCreateWebhook() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: async (input: CreateWebhookInput) => {
      const created = (await api.send(webhooksAnswer, "/api/v1/webhooks", { method: "POST", body: input }))
        .data[0];
      if (!created) throw new Error(t("api.noNewWebhook"));
      return created;
    },
    // Listed without its secret: the page keeps the secret apart, for as long as it is shown.
    onSuccess: ({ secret: _secret, ...created }) => update((list) => [created, ...list]),
  });
}

export function useUpdateWebhook() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateWebhookInput & { id: number }) => {
      const changed = (
        await api.send(webhooksAnswer, `/api/v1/webhooks/${id}`, { method: "PATCH", body: input })
      ).data[0];
      if (!changed) throw new Error(t("api.noWebhook"));
      return changed;
    },
    onSuccess: (changed) => update((list) => list.map((w) => (w.id === changed.id ? changed : w))),
  });
}

export function useDeleteWebhook() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: (id: number) =>
      api.send(successSchema(webhookDeliverySchema.pick({ id: true })), `/api/v1/webhooks/${id}`, {
        method: "DELETE",
      }),
    onSuccess: (_answer, id) => update((list) => list.filter((w) => w.id !== id)),
  });
}

/** Queues a test (`ping`); its delivery shows on the deliveries' first page. */
export function useSendTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(deliveriesAnswer, `/api/v1/webhooks/${id}/ping`, { method: "POST" }),
    onSuccess: (_answer, id) => client.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}

export function useRetryDelivery(webhookId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api.send(deliveriesAnswer, `/api/v1/webhooks/${webhookId}/deliveries/${deliveryId}/retry`, {
        method: "POST",
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) }),
  });
}
