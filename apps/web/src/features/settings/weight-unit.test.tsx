import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { CurrentUser } from "@topset/shared";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as apiClient from "../../lib/api-client";
import { api, ApiError } from "../../lib/api-client";
import { authStore, clearAuth, logIn } from "../../lib/auth-store";
import { messages } from "../../lib/messages";
import { settingsStore, useWeightUnit } from "../../lib/settings-store";
import { resetUi, uiStore } from "../../lib/ui-store";
import { unitChangeBody, useChangeWeightUnit } from "./weight-unit";

vi.mock("../../lib/api-client", async (original) => ({
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

const deviceInPounds = (lbs: boolean) => settingsStore.set((s) => ({ ...s, unit: lbs }));

function Probe() {
  const unit = useWeightUnit();
  const change = useChangeWeightUnit();
  const signedIn = authStore.get().user;
  return (
    <button
      type="button"
      disabled={change.isPending}
      onClick={() => signedIn && change.mutate({ user: signedIn, unit: unit === "kg" ? "lbs" : "kg" })}
    >
      {unit}
    </button>
  );
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Probe />
    </QueryClientProvider>,
  );

const shown = () => screen.getByRole("button").textContent;

afterEach(() => {
  cleanup();
  clearAuth();
  resetUi();
  deviceInPounds(true);
  vi.mocked(api.send).mockReset();
});

describe("the unit weights are shown and typed in", () => {
  it("is the account's when signed in, whatever this device was left on", () => {
    deviceInPounds(true);
    logIn(user);
    show();
    expect(shown()).toBe("kg");
    cleanup();
    deviceInPounds(false);
    logIn({ ...user, weight_unit: "lbs" });
    show();
    expect(shown()).toBe("lbs");
  });

  it("is this device's setting when nobody is signed in (the public calculators)", () => {
    deviceInPounds(true);
    show();
    expect(shown()).toBe("lbs");
    cleanup();
    deviceInPounds(false);
    show();
    expect(shown()).toBe("kg");
  });

  it("follows the account as soon as the stored user changes (a session check from another device)", async () => {
    logIn(user);
    show();
    expect(shown()).toBe("kg");
    logIn({ ...user, weight_unit: "lbs" });
    await waitFor(() => expect(shown()).toBe("lbs"));
  });
});

describe("changing the account's unit", () => {
  it("waits for the server, then keeps its answer on the account and on this device", async () => {
    logIn(user);
    deviceInPounds(false);
    let answer!: (value: unknown) => void;
    vi.mocked(api.send).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    show();
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() =>
      expect(api.send).toHaveBeenCalledWith(
        expect.anything(),
        "/api/v1/users/7/update-personal-information",
        {
          method: "PATCH",
          body: { weight_unit: "lbs" },
        },
      ),
    );
    // Pending: still the account's unit until the server has it.
    expect(shown()).toBe("kg");
    expect(screen.getByRole("button")).toHaveProperty("disabled", true);
    answer({ status: "success", message: "ok", data: [{ ...user, weight_unit: "lbs" }] });
    await waitFor(() => expect(shown()).toBe("lbs"));
    expect(authStore.get().user?.weight_unit).toBe("lbs");
    expect(settingsStore.get().unit).toBe(true);
  });

  it.each([
    ["offline", new ApiError(messages.networkError, 0)],
    ["a server error", new ApiError(messages.internalError, 500)],
  ])("leaves the unit as it was and says so when %s", async (_case, error) => {
    logIn(user);
    deviceInPounds(false);
    vi.mocked(api.send).mockRejectedValue(error);
    show();
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() =>
      expect(uiStore.get().toast?.message).toContain("The unit could not be changed, it stays kg."),
    );
    expect(uiStore.get().toast?.message).toContain(error.message);
    expect(shown()).toBe("kg");
    expect(authStore.get().user?.weight_unit).toBe("kg");
    expect(settingsStore.get().unit).toBe(false);
  });

  it("sends the account's bodyweight converted, so 80 kg never becomes 80 lbs", () => {
    expect(unitChangeBody({ ...user, weight: 80 }, "lbs")).toEqual({ weight_unit: "lbs", weight: 176.37 });
    expect(unitChangeBody({ ...user, weight: 176.37, weight_unit: "lbs" }, "kg")).toEqual({
      weight_unit: "kg",
      weight: 80,
    });
    expect(unitChangeBody(user, "lbs")).toEqual({ weight_unit: "lbs" });
  });
});
