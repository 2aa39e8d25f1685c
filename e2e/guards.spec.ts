import type { BrowserContext } from "@playwright/test";
import { apiContext, createMember, expect, login, profilePath, shot, test, type Page } from "./fixtures";

test("a logged-out visitor on a dashboard page logs in first, then lands on that page", async ({
  page,
  member,
}) => {
  await page.goto("/dashboard/sessions");
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await login(page, member, { from: null });
  await expect(page).toHaveURL(/\/dashboard\/sessions$/);
  await expect(page.getByRole("button", { name: /add a session/i }).first()).toBeVisible();
  await page.goto("/dashboard/tools");
  await expect(page).toHaveURL(/\/dashboard\/tools$/);
  await shot(page, "dashboard-tools-dark");
});

test("a logged-in member opening login or signup goes to the profile", async ({ page, member }) => {
  await login(page, member);
  await expect(page).toHaveURL(profilePath(member));
  for (const path of ["/login", "/signup", "/dashboard/login", "/dashboard/signup"]) {
    await page.goto(path);
    await expect(page, `${path} forwards to the profile`).toHaveURL(profilePath(member));
  }
  await expect(page.getByText(`@${member.username}`)).toBeVisible();
});

test("a member opening an admin page gets the 404 page", async ({ page, member }) => {
  await login(page, member);
  for (const path of ["/admin", "/admin/users"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { name: "Oops! You weren't supposed to see this" })).toBeVisible();
  }
});

test("another member's block page shows the unauthorized screen", async ({ page, member, api }) => {
  // The block page is real now (docs/decisions/004-block-page.md): someone else's block is refused.
  const other = await createMember(api, "o");
  const signedIn = await api.post("/api/auth/login", {
    data: { email: other.email, password: other.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const created = await api.post("/api/v1/blocks", {
    data: { name: "Not yours", start_date: "2026-01-05", end_date: "2026-02-01" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number }[] };

  await login(page, member);
  await page.goto(`/dashboard/blocks/${data[0]!.id}`);
  await expect(page).toHaveURL(/\/dashboard\/unauthorized/);
  await expect(
    page.getByRole("heading", { name: "You do not have proper permission to view this page." }),
  ).toBeVisible();
  await expect(page.getByText("Not yours")).toHaveCount(0);
});

/** Logs the browser's session out on the server from another client, as a second device would. */
async function endSessionElsewhere(context: BrowserContext, clientIp: string) {
  const session = (await context.cookies()).find((c) => c.name === "topset_session");
  expect(session, "the login set the session cookie").toBeTruthy();
  const other = await apiContext(clientIp);
  const logout = await other.get("/api/auth/logout", {
    headers: { Cookie: `${session!.name}=${session!.value}` },
  });
  expect(logout.ok()).toBe(true);
  await other.dispose();
}

async function expectLoggedOutOnPublicSite(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("navigation").first().getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: "App" })).toHaveCount(0);
}

test.describe("a member whose session ended on the server", () => {
  test.beforeEach(async ({ page, member, context, clientIp }) => {
    await login(page, member);
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "App" })).toBeVisible();
    await endSessionElsewhere(context, clientIp);
  });

  test("is logged out when a public page is opened", async ({ page }) => {
    await page.goto("/features");
    await expectLoggedOutOnPublicSite(page);
  });

  test("is logged out on the next public page reached by a link", async ({ page }) => {
    await page.getByRole("navigation").first().getByRole("link", { name: "Features" }).click();
    await expectLoggedOutOnPublicSite(page);
  });
});

test("an admin's login lands on the admin area", async ({ page, admin }) => {
  await login(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin home" })).toBeVisible();
});
