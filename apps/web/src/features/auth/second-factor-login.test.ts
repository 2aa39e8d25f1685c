import { afterEach, describe, expect, it, vi } from "vitest";
import { login } from "./auth.api";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const input = { email: "ada@example.test", password: "secret", remember_me: false };

afterEach(() => vi.unstubAllGlobals());

describe("login", () => {
  it("reads the 401 that asks for a second factor as the next step, with its token and factors", async () => {
    const step = {
      status: "fail",
      message: "Enter the code from your authenticator app, a recovery code, or use your passkey.",
      mfa_required: true,
      mfa_token: "step-token",
      mfa_methods: ["totp", "recovery"],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(401, step)),
    );
    await expect(login(input)).resolves.toEqual({
      kind: "second-factor",
      token: "step-token",
      methods: ["totp", "recovery"],
    });
  });

  it("keeps a wrong password a failure with the server's message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(401, { status: "fail", message: "The email or password is wrong!" })),
    );
    await expect(login(input)).rejects.toMatchObject({
      status: 401,
      message: "The email or password is wrong!",
    });
  });

  it("signs in at once when the account has no second factor", async () => {
    const user = {
      id: 1,
      role: "user",
      username: "ada",
      email: "ada@example.test",
      first_name: null,
      last_name: null,
      bio: null,
      birth_date: null,
      weight: null,
      weight_unit: "kg",
      profile_picture_url: null,
      verified: true,
      deleted: false,
      created_at: "2026-01-02T03:04:05.000Z",
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer(200, { status: "success", message: "Logged in", data: [user], appVersion: "1.0.0" }),
      ),
    );
    await expect(login(input)).resolves.toEqual({ kind: "signed-in", user, appVersion: "1.0.0" });
  });
});
