import fs from "node:fs";
import {
  apiContext,
  baseURL,
  expect,
  login,
  newBrowserContext,
  profilePath,
  setDarkMode,
  test,
  type Page,
} from "./fixtures";

// The admin area: the admin lands on /admin, finds a member, edits and disables them, and the
// member's open browser is logged out on its next request.
const SHOTS = "/tmp/shots/admin";

/** Dark (the default), light, and a 390×844 phone in dark, each after `ready` is visible. */
async function screenshots(page: Page, name: string, ready: () => Promise<void>) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await ready();
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true, animations: "disabled" });
  await setDarkMode(page, false);
  await ready();
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, fullPage: true, animations: "disabled" });
  await setDarkMode(page, true);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true, animations: "disabled" });
  if (size) await page.setViewportSize(size);
}

test("the admin finds a member, edits and disables them; the member's browser is logged out", async ({
  page,
  browser,
  admin,
  member,
}, testInfo) => {
  // A long journey: two browsers and three screenshots of five screens.
  test.setTimeout(120_000);
  // The member is logged in, in a browser of their own.
  const memberContext = await newBrowserContext(browser, testInfo);
  const memberPage = await memberContext.newPage();
  await login(memberPage, member);
  await expect(memberPage).toHaveURL(new RegExp(`${profilePath(member)}$`));
  // Something for the sessions moderation list (kept when the account is disabled).
  const created = await memberContext.request.post("/api/v1/sessions", {
    data: { name: "Heavy singles" },
    headers: { Origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The admin logs in and lands on the admin home.
  await login(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin home" })).toBeVisible();
  await expect(page.getByTestId("stat-users")).toHaveText(/^\d+$/);

  // The activity log starts collapsed and opens on click.
  const toggle = page.getByRole("button", { name: "Show activities" });
  await expect(page.getByRole("list", { name: "Log entries" })).toHaveCount(0);
  await toggle.click();
  // The journeys' server logs at "warn", so the list may well be empty: the panel still answers.
  await expect(page.getByRole("heading", { name: "Activity log" })).toBeVisible();
  await expect(page.getByText(/latest \d+ entr(y|ies)/)).toBeVisible();
  await page.getByRole("button", { name: "Refresh the activity log" }).click();
  await expect(page.getByRole("button", { name: "Refresh the activity log" })).toBeEnabled();
  await screenshots(page, "home", async () => {
    await expect(page.getByTestId("stat-videos")).toHaveText(/^\d+$/);
  });
  await page.getByRole("button", { name: "Hide activities" }).click();

  // Clear the cache: the spec's answer.
  await page.getByRole("button", { name: "Clear All Cache" }).click();
  await expect(page.getByText("All cache in the systems has been cleared!")).toBeVisible();

  // Users: search is disabled while empty; the member is found by search.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeDisabled();
  await page.getByRole("searchbox", { name: "Search users" }).fill(member.username);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.locator("tr", { hasText: member.username });
  await expect(row).toHaveCount(1);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  // Modify: the first name changes (only it is sent); username and e-mail are read-only.
  await page.getByRole("button", { name: `Modify ${member.username}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(member.email)).toBeVisible();
  await dialog.getByLabel("First name").fill("Edited");
  const patch = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/api/v1/users/"));
  await dialog.getByRole("button", { name: "Save" }).click();
  expect((await patch).postDataJSON()).toEqual({ first_name: "Edited" });
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: `Modify ${member.username}` }).click();
  await expect(page.getByRole("dialog").getByLabel("First name")).toHaveValue("Edited");
  await screenshots(page, "modify-user", async () => {
    if (!(await page.getByRole("dialog").isVisible()))
      await page.getByRole("button", { name: `Modify ${member.username}` }).click();
    await expect(page.getByRole("dialog").getByLabel("First name")).toBeVisible();
  });
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  // Disable: select the row, confirm the modal listing its id; the row greys in place.
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog");
  const id = await row.getAttribute("data-user-id");
  await expect(confirm.getByText(`${id}`, { exact: true })).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveClass(/is-disabled/);
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();

  // The member's open browser is logged out on its next request.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/login/);
  await memberContext.close();

  // The full list, then the moderation screens.
  await page.getByRole("searchbox", { name: "Search users" }).fill("");
  await screenshots(page, "users", async () => {
    await expect(page.locator("tbody tr").first()).toBeVisible();
  });
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Videos" }).click();
  await screenshots(page, "videos", async () => {
    await expect(page.getByRole("heading", { name: "Videos" })).toBeVisible();
  });
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Sessions" }).click();
  await screenshots(page, "sessions", async () => {
    await expect(page.locator("tbody tr").first()).toBeVisible();
  });

  // Moderation: the member's session opens, then goes with everything beneath it.
  const sessionRow = page.locator("tr", { hasText: member.username });
  await sessionRow.getByRole("button", { name: /^Open session/ }).click();
  await expect(page.getByRole("dialog").getByText("No exercises logged.")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await sessionRow.getByRole("button", { name: /^Delete session/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/SessionID: \d+ has been deleted!/)).toBeVisible();
  await expect(sessionRow).toHaveCount(0);
});

test("the admin adds a user, who sets a password from the mail and logs in", async ({
  page,
  admin,
  outbox,
  clientIp,
}) => {
  await login(page, admin);
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog");
  const username = `new_${Date.now().toString(36)}`;
  const email = `${username}@e2e.test`;
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("tr", { hasText: username })).toBeVisible();

  const mail = await outbox.waitFor(email, (m) => /account was created/.test(m.subject));
  const link = new URL(mail.links.find((l) => l.includes("/reset-password/"))!);
  const api = await apiContext(clientIp);
  const reset = await api.post("/api/auth/reset-password", {
    data: {
      uid: link.pathname.split("/").at(-1),
      token: link.searchParams.get("token"),
      newPassword: "my-own-password-42",
      newConfirmedPassword: "my-own-password-42",
    },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const loggedIn = await api.post("/api/auth/login", { data: { email, password: "my-own-password-42" } });
  expect(loggedIn.status(), await loggedIn.text()).toBe(200);
  await api.dispose();
});
