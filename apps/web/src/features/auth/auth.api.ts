import { queryOptions } from "@tanstack/react-query";
import {
  currentUserSchema,
  successSchema,
  type emailOnlySchema,
  type loginSchema,
  type resetPasswordSchema,
  type signupSchema,
} from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";

// NOTE: every call here is public (auth: false): a 401 means "wrong credentials", not "session expired".
const messageAnswer = z.object({ message: z.string().catch("") });
const loginAnswer = successSchema(currentUserSchema).extend({ appVersion: z.string().optional() });

export async function login(input: z.output<typeof loginSchema>) {
  const answer = await api.send(loginAnswer, "/api/auth/login", { method: "POST", body: input, auth: false });
  const user = answer.data[0];
  if (!user) throw new Error("The server did not send the user back. Please try again.");
  return { user, appVersion: answer.appVersion ?? null };
}

export const signup = (input: z.output<typeof signupSchema>) =>
  api.send(messageAnswer, "/api/auth/signup", { method: "POST", body: input, auth: false });

export const reverify = (email: string) =>
  api.send(messageAnswer, "/api/auth/reverify", { query: { email }, auth: false });

export const verifyEmail = (uid: string, token: string) =>
  api.send(messageAnswer, `/api/auth/verify-email/${encodeURIComponent(uid)}`, {
    query: { token },
    auth: false,
  });

/**
 * The verification call of /verify-email/{uid}: its failure is one of the screen's two answers, so it
 * resolves with the message. A token works once, so the call never repeats (no retry, refetch or expiry).
 */
export const verifyEmailQuery = (uid: string, token: string) =>
  queryOptions({
    queryKey: ["auth", "verify-email", uid, token] as const,
    queryFn: () =>
      verifyEmail(uid, token).then(
        () => ({ verified: true as const }),
        (error: unknown) => ({ verified: false as const, error }),
      ),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const forgetPassword = (input: z.output<typeof emailOnlySchema>) =>
  api.send(messageAnswer, "/api/auth/forget-password", { method: "POST", body: input, auth: false });

export const resetPassword = (input: z.output<typeof resetPasswordSchema>) =>
  api.send(messageAnswer, "/api/auth/reset-password", { method: "POST", body: input, auth: false });
