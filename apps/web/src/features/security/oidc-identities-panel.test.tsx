import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { OidcIdentity } from "@topset/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OidcIdentitiesPanel } from "./oidc-identities-panel";
import { oidcIdentityKeys } from "./oidc-identities.api";

afterEach(cleanup);

const link: OidcIdentity = {
  id: 4,
  issuer: "https://id.example.org/realms/gym",
  email: "ada@example.org",
  created_at: "2025-03-01T10:00:00.000Z",
  last_login_at: null,
};

function renderPanel(identities: OidcIdentity[], enabled: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(oidcIdentityKeys.all, {
    identities,
    provider: { enabled, name: enabled ? "Gym ID" : "", only: false },
  });
  return render(
    <QueryClientProvider client={client}>
      <OidcIdentitiesPanel />
    </QueryClientProvider>,
  );
}

describe("OidcIdentitiesPanel", () => {
  it("lists each link with its e-mail, provider host and a Remove button", () => {
    renderPanel([link], true);
    expect(screen.getByRole("heading", { name: "Single sign-on" })).toBeTruthy();
    expect(screen.getByText("ada@example.org")).toBeTruthy();
    expect(screen.getByText("id.example.org")).toBeTruthy();
    expect(screen.getByText(/last sign-in never/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove" })).toBeTruthy();
  });

  it("invites a link when single sign-on is on and none exists", () => {
    renderPanel([], true);
    expect(
      screen.getByText('Use "Continue with Gym ID" on the login page to link your account.'),
    ).toBeTruthy();
  });

  it("shows nothing on a site without single sign-on and without links", () => {
    const { container } = renderPanel([], false);
    expect(container.textContent).toBe("");
  });
});
