import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { CurrentUser } from "@topset/shared";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as apiClient from "./api-client";
import { api, ApiError } from "./api-client";
import { authStore, clearAuth, logIn } from "./auth-store";
import { useChangeE1rmMethod, useE1rmMethod } from "./e1rm-method";

vi.mock("./api-client", async (original) => ({
  ...(await original<typeof apiClient>()),
  api: { send: vi.fn() },
}));

const user: CurrentUser = {
  id: 7,
  role: "user",
  username: "ada",
  email: "ada@example.com",
  first_name: null,
  last_name: null,
  bio: null,
  birth_date: null,
  weight: null,
  weight_unit: "kg",
  timezone: null,
  e1rm_method: "formula",
  profile_picture_url: null,
  verified: true,
  deleted: false,
  created_at: "2026-01-01T00:00:00.000Z",
};

function Probe() {
  const method = useE1rmMethod();
  const change = useChangeE1rmMethod();
  return (
    <button type="button" onClick={() => change.mutate({ userId: 7, method: "rpe-table" })}>
      {method}
    </button>
  );
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  clearAuth();
  vi.mocked(api.send).mockReset();
});

describe("the account's e1RM method", () => {
  it("is the account's, 'formula' for a stored user from before it existed", () => {
    logIn({ ...user, e1rm_method: undefined });
    show();
    expect(screen.getByRole("button").textContent).toBe("formula");
  });

  it("switches at once, saves on the account and keeps the server's answer", async () => {
    logIn(user);
    let answer!: (value: unknown) => void;
    vi.mocked(api.send).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    show();
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button").textContent).toBe("rpe-table");
    await waitFor(() =>
      expect(api.send).toHaveBeenCalledWith(
        expect.anything(),
        "/api/v1/users/7/update-personal-information",
        {
          method: "PATCH",
          body: { e1rm_method: "rpe-table" },
        },
      ),
    );
    answer({ status: "success", message: "ok", data: [{ ...user, e1rm_method: "rpe-table" }] });
    await waitFor(() => expect(authStore.get().user?.e1rm_method).toBe("rpe-table"));
  });

  it("goes back to the account's method when the server refuses", async () => {
    logIn(user);
    vi.mocked(api.send).mockRejectedValue(new ApiError("Choose the 3 % formula or the RPE chart", 400));
    show();
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(screen.getByRole("button").textContent).toBe("formula"));
    expect(authStore.get().user?.e1rm_method).toBe("formula");
  });
});
