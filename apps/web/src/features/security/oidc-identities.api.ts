import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { oidcIdentitySchema, oidcSettingsSchema, successSchema, type OidcIdentity } from "@topset/shared";
import { api } from "../../lib/api-client";

const identitiesAnswer = successSchema(oidcIdentitySchema);
const settingsAnswer = successSchema(oidcSettingsSchema);

export const oidcIdentityKeys = { all: ["security", "oidc-identities"] as const };

/** The member's links to the single sign-on provider, with the provider's name (decision 049). */
export const oidcIdentitiesQuery = () =>
  queryOptions({
    queryKey: oidcIdentityKeys.all,
    queryFn: async ({ signal }) => {
      const [links, settings] = await Promise.all([
        api.send(identitiesAnswer, "/api/v1/oidc/identities", { signal }),
        api.send(settingsAnswer, "/api/auth/oidc", { signal, auth: false }),
      ]);
      return { identities: links.data, provider: settings.data[0] ?? null };
    },
  });

export function useRemoveOidcIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.send(identitiesAnswer, `/api/v1/oidc/identities/${id}`, { method: "DELETE" }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<{ identities: OidcIdentity[]; provider: unknown }>(
        oidcIdentityKeys.all,
        (current) =>
          current ? { ...current, identities: current.identities.filter((link) => link.id !== id) } : current,
      );
    },
  });
}
