import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { OidcSettings } from "@topset/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LoginPage } from "./login-page";
import { oidcSettingsQuery } from "./oidc.api";
import { SignupPage } from "./signup-page";

afterEach(cleanup);

function renderPage(page: "login" | "signup", settings: OidcSettings, url = "/login") {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(oidcSettingsQuery.queryKey, settings);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{page === "login" ? <LoginPage /> : <SignupPage />}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const button = () => screen.queryByRole("button", { name: /Continue with/ });

describe("single sign-on on the login and signup pages", () => {
  it("offers the provider above the password form", () => {
    renderPage("login", { enabled: true, name: "Acme SSO", only: false });
    expect(button()?.getAttribute("href")).toBe("/api/auth/oidc/start");
    expect(button()?.textContent).toBe("Continue with Acme SSO");
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByText("or log in with your e-mail")).toBeTruthy();
  });

  it("shows no button when single sign-on is off", () => {
    renderPage("login", { enabled: false, name: "", only: false });
    expect(button()).toBeNull();
    expect(screen.getByLabelText("Password")).toBeTruthy();
  });

  it("with passwords off, shows the provider alone, with its own Remember me", () => {
    renderPage("login", { enabled: true, name: "Acme SSO", only: true });
    expect(screen.queryByLabelText("Password")).toBeNull();
    screen.getByLabelText("Remember me").click();
    expect(button()?.getAttribute("href")).toBe("/api/auth/oidc/start?remember_me=true");
    cleanup();
    renderPage("signup", { enabled: true, name: "Acme SSO", only: true }, "/signup");
    expect(screen.queryByLabelText("Username")).toBeNull();
    expect(screen.getByText("Your account is created the first time you sign in.")).toBeTruthy();
  });

  it("explains a failed sign-in, and a code it does not know", () => {
    renderPage("login", { enabled: true, name: "Acme SSO", only: false }, "/login?sso_error=unverified");
    expect(screen.getByRole("alert").textContent).toMatch(/has not verified your e-mail address/);
    cleanup();
    renderPage("login", { enabled: true, name: "Acme SSO", only: false }, "/login?sso_error=whatever");
    expect(screen.getByRole("alert").textContent).toBe("The single sign-on did not work. Please try again.");
  });
});
