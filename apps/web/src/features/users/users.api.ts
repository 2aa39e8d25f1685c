import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  currentUserSchema,
  successSchema,
  type CurrentUser,
  type UpdateAccountInfoInput,
  type UpdatePersonalInfoInput,
} from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";
import { updateUser } from "../../lib/auth-store";
import { currentUserQuery } from "../../lib/session";

const userAnswer = successSchema(currentUserSchema);
const messageAnswer = successSchema(z.unknown());

/** The header avatar and every screen read the stored user: refresh both copies at once. */
function storeUser(queryClient: QueryClient, user: CurrentUser | undefined) {
  if (!user) return;
  updateUser(user);
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

function useUserMutation<T>(call: (input: T) => Promise<z.output<typeof userAnswer>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => storeUser(queryClient, answer.data[0]),
  });
}

export function useUploadPicture(userId: number) {
  return useUserMutation((file: File) => {
    const form = new FormData();
    form.append("picture", file);
    return api.send(userAnswer, `/api/v1/users/update-profile-picture/${userId}`, {
      method: "POST",
      body: form,
    });
  });
}

export function useUpdatePersonalInfo(userId: number) {
  return useUserMutation((body: UpdatePersonalInfoInput) =>
    api.send(userAnswer, `/api/v1/users/${userId}/update-personal-information`, { method: "PATCH", body }),
  );
}

export function useUpdateAccountInfo(userId: number) {
  return useUserMutation((body: UpdateAccountInfoInput) =>
    api.send(userAnswer, `/api/v1/users/${userId}/update-account-information`, { method: "PATCH", body }),
  );
}

/** The owner's deletion: the password is checked again on the server. */
export const deleteAccount = (userId: number, password: string) =>
  api.send(messageAnswer, `/api/v1/users/${userId}`, { method: "DELETE", body: { password } });
