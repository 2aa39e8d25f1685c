import { queryOptions } from "@tanstack/react-query";
import {
  currentUserSchema,
  secondFactorRequiredSchema,
  successSchema,
  type emailOnlySchema,
  type loginSchema,
  type resetPasswordSchema,
  type secondFactorLoginSchema,
  type signupSchema,
} from "@topset/shared";
import { z } from "zod";
import { api, createApiClient } from "../../lib/api-client";
import { t } from "./i18n";

// NOTE: every call here is public (auth: false): a 401 means "wrong credentials", not "session expired".
const messageAnswer = z.object({ message: z.string().catch("") });
const loginAnswer = successSchema(currentUserSchema).extend({ appVersion: z.string().optional() });

const signedIn = (answer: z.output<typeof loginAnswer>) => {
  const user = answer.data[0];
  if (!user) throw new Error(t("api.noUser"));
  return { kind: "signed-in" as const, user, appVersion: answer.appVersion ?? null };
};

/** The login's 401 that asks for a second factor (decision 047): the step token and the factors it takes. */
const stepAnswer = secondFactorRequiredSchema.required({
  mfa_required: true,
  mfa_token: true,
  mfa_methods: true,
});

/**
 * A client for the password login alone. The shared client turns every non-2xx answer into its message,
 * but the 401 that asks for a second factor carries the step token in its body: this fetch hands that
 * one answer over as a 200 so it can be parsed like any other; a wrong password stays a 401.
 */
const loginClient = createApiClient({
  fetch: async (input, init) => {
    const response = await globalThis.fetch(input, init);
    if (response.status !== 401) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (!stepAnswer.safeParse(body).success) return response;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  },
});

export type LoginResult =
  | ReturnType<typeof signedIn>
  | { kind: "second-factor"; token: string; methods: z.output<typeof stepAnswer>["mfa_methods"] };

export async function login(input: z.output<typeof loginSchema>): Promise<LoginResult> {
  const answer = await loginClient.send(z.union([loginAnswer, stepAnswer]), "/api/auth/login", {
    method: "POST",
    body: input,
    auth: false,
  });
  if ("mfa_token" in answer)
    return { kind: "second-factor", token: answer.mfa_token, methods: answer.mfa_methods };
  return signedIn(answer);
}

/** The second step: the step token and a code from the authenticator app or a recovery code. */
export async function loginSecondFactor(input: z.input<typeof secondFactorLoginSchema>) {
  const answer = await api.send(loginAnswer, "/api/auth/login/second-factor", {
    method: "POST",
    body: input,
    auth: false,
  });
  return signedIn(answer);
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
