import { expect, login, outbox, profilePath, shot, test, uniqueName } from "./fixtures";

test("a visitor signs up, verifies the e-mail from the outbox, logs in and logs out", async ({ page }) => {
  const username = uniqueName("new");
  const user = { username, email: `${username}@e2e.test`, password: "first-squat-100kg" };

  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  const create = page.getByRole("button", { name: "Create account" });
  await expect(create, "the agree box is required").toBeDisabled();
  await page.getByRole("checkbox", { name: /I agree to the terms/ }).check();
  await shot(page, "signup-dark");
  await create.click();
  const note = page.getByRole("alert");
  await expect(note).toContainText(`We sent an email to ${user.email}`);
  await expect(note).toContainText("check your spam folder");
  await expect(
    page.getByLabel("Username"),
    "the form clears so a second click cannot sign up twice",
  ).toHaveValue("");

  // Before the link is opened, the login says so and offers a new mail.
  await login(page, user, { expectLoggedIn: false });
  await expect(page.getByRole("alert")).toContainText("verify your account");
  await expect(page.getByRole("button", { name: "Click here" })).toBeVisible();

  const mail = await outbox.waitFor(user.email, (m) => m.links.some((l) => l.includes("/verify-email/")));
  expect(mail.subject).toContain("Verify");
  const link = mail.links.find((l) => l.includes("/verify-email/"))!;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verification success!" })).toBeVisible();
  await expect(page.getByText("we have successfully verified your email address")).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, user, { from: null });
  await expect(page).toHaveURL(profilePath(user));
  await expect(page.getByText(`@${user.username}`)).toBeVisible();
  await shot(page, "profile-dark");

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

  // The session is gone for real: a protected URL asks for a login again.
  await page.goto("/dashboard/sessions");
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await expect(page.getByLabel("Email")).toBeVisible();
});
