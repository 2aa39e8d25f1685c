import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminFactorGate } from "./admin-security";

let settings = { require_admin_2fa: true, caller_has_second_factor: false };
vi.mock("./admin.api", () => ({
  adminKeys: { security: () => ["admin", "security"] },
  adminSecurityQuery: () => ({ queryKey: ["admin", "security"], queryFn: async () => settings }),
  setAdminRequirement: vi.fn(),
}));

afterEach(cleanup);

const gate = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Suspense fallback="loading">
          <AdminFactorGate>
            <p>admin screen</p>
          </AdminFactorGate>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("AdminFactorGate", () => {
  it("holds the admin screen back and leads to the security page while the requirement shuts the admin out", async () => {
    settings = { require_admin_2fa: true, caller_has_second_factor: false };
    gate();
    const link = await screen.findByRole("link", { name: "Set up two-factor sign-in" });
    expect(link.getAttribute("href")).toBe("/dashboard/settings/account/security");
    expect(screen.queryByText("admin screen")).toBeNull();
  });

  it("shows the admin screen to an admin with a factor, or while nothing is required", async () => {
    settings = { require_admin_2fa: true, caller_has_second_factor: true };
    gate();
    expect(await screen.findByText("admin screen")).toBeTruthy();
    cleanup();
    settings = { require_admin_2fa: false, caller_has_second_factor: false };
    gate();
    expect(await screen.findByText("admin screen")).toBeTruthy();
  });
});
