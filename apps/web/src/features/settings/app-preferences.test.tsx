import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { CurrentUser } from "@topset/shared";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client";
import { clearAuth, logIn } from "../../lib/auth-store";
import { settingsStore } from "../../lib/settings-store";
import { AppPreferences } from "./app-preferences";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: { send: vi.fn(), request: vi.fn() },
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

afterEach(() => {
  cleanup();
  clearAuth();
  vi.mocked(api.send).mockReset();
});

describe("AppPreferences e1RM method", () => {
  it("offers the personal RPE chart beside the formula and the standard chart, and saves it on the account", async () => {
    logIn(user);
    vi.mocked(api.send).mockResolvedValue({ status: "success", message: "ok", data: [user] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ul>
            <AppPreferences isAdmin={false} />
          </ul>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const select = screen.getByRole("combobox", { name: "e1RM method" }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ["formula", "3% formula"],
      ["rpe-table", "RPE chart"],
      ["personal", "Personal RPE chart"],
    ]);
    fireEvent.change(select, { target: { value: "personal" } });
    await waitFor(() => expect(api.send).toHaveBeenCalled());
    const [, path, options] = vi.mocked(api.send).mock.calls[0]!;
    expect(path).toBe("/api/v1/users/7/update-personal-information");
    expect(options).toMatchObject({ method: "PATCH", body: { e1rm_method: "personal" } });
  });
});

describe("AppPreferences language", () => {
  it("offers Automatic and each language in its own words, and choosing Deutsch sets the device setting", () => {
    settingsStore.set((s) => ({ ...s, language: "auto" }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ul>
            <AppPreferences isAdmin={false} />
          </ul>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const select = screen.getByRole("combobox", { name: "Language" }) as HTMLSelectElement;
    expect(select.id).toBe("settings-language");
    expect(select.value).toBe("auto");
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ["auto", "Automatic (browser)"],
      ["en", "English"],
      ["de", "Deutsch"],
    ]);
    fireEvent.change(select, { target: { value: "de" } });
    expect(settingsStore.get().language).toBe("de");
    expect(select.value).toBe("de");
    settingsStore.set((s) => ({ ...s, language: "auto" }));
  });
});

describe("AppPreferences admin maintenance", () => {
  const renderAsAdmin = (security: { require_admin_2fa: boolean; caller_has_second_factor: boolean }) => {
    logIn({ ...user, role: "admin" });
    vi.mocked(api.send).mockImplementation(async (_schema, path) => {
      if (path === "/api/admin/security") return { status: "success", message: "ok", data: [security] };
      return { status: "success", message: "Cache cleared", data: [] };
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ul>
            <AppPreferences isAdmin />
          </ul>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it("offers an admin the admin rows when the two-factor requirement lets them in", async () => {
    renderAsAdmin({ require_admin_2fa: true, caller_has_second_factor: true });
    expect(await screen.findByText("Clear all cache")).toBeTruthy();
    expect(screen.getByText("Refresh indexes")).toBeTruthy();
    expect(screen.queryByTestId("admin-powers-shut-out")).toBeNull();
  });

  it("shows an admin the requirement shuts out how to lift it, and never calls the admin API (its 403 would log out)", async () => {
    renderAsAdmin({ require_admin_2fa: true, caller_has_second_factor: false });
    const note = await screen.findByTestId("admin-powers-shut-out");
    expect(note.textContent).toContain("need a second factor");
    expect(screen.getByRole("link", { name: "Set one up" }).getAttribute("href")).toBe(
      "/dashboard/settings/account/security",
    );
    expect(screen.queryByText("Clear all cache")).toBeNull();
    expect(screen.queryByText("Refresh indexes")).toBeNull();
    const paths = vi.mocked(api.send).mock.calls.map(([, path]) => path);
    expect(paths).toEqual(["/api/admin/security"]);
  });
});
