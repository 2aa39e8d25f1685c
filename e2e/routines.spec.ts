// A routine on a phone: built with the thumb (exercise, three sets, linear progression), started from
// its page, each planned set done with one tap, completed; the next start plans the progressed load.
import { expect, login, shot, test } from "./fixtures";
import { logCard } from "./training-log.helpers";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SQUAT = "Back squat";

test("build a routine, start it, do its sets in one tap each, and the next start progresses", async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  await login(page, member);

  await test.step("build it", async () => {
    await page.goto("/dashboard/routines");
    await page.getByRole("link", { name: "New routine" }).tap();
    await page.getByLabel("Name").fill("Squat day");
    await page.getByLabel("Add an exercise").selectOption({ label: SQUAT });
    const squat = page.getByRole("region", { name: SQUAT });
    await squat.getByLabel("Set 1 weight", { exact: true }).fill("100");
    await squat.getByRole("button", { name: `Add a set to ${SQUAT}` }).tap();
    await squat.getByRole("button", { name: `Add a set to ${SQUAT}` }).tap();
    await squat.getByLabel("Progression").selectOption("linear");
    await expect(squat.getByRole("spinbutton", { name: /^Increment/ })).toHaveValue("2.5");
    await shot(page, "routine-builder", { screen: true });
    await page.getByRole("button", { name: "Save routine" }).tap();
    await expect(page.getByRole("heading", { name: "Squat day" })).toBeVisible();
    await expect(page.getByRole("region", { name: SQUAT }).getByRole("listitem")).toHaveText([
      "5 × 100 kg",
      "5 × 100 kg",
      "5 × 100 kg",
    ]);
  });

  await test.step("start it and do each planned set in one tap", async () => {
    await page.getByRole("button", { name: "Start", exact: true }).tap();
    await expect(page).toHaveURL(/\/dashboard\/sessions\/\d+$/);
    const card = logCard(page, SQUAT);
    await expect(card.locator("tbody tr.set-planned")).toHaveCount(3);
    await shot(page, "routine-session-planned", { screen: true });
    for (let left = 2; left >= 0; left -= 1) {
      await card.getByRole("button", { name: /^Done 5 × 100 kg/ }).tap();
      await expect(card.locator("tbody tr.set-planned")).toHaveCount(left);
    }
    await page.getByRole("button", { name: "Complete", exact: true }).tap();
    const complete = page.getByRole("dialog", { name: "Complete the session" });
    await complete.getByRole("button", { name: "Session effort 8", exact: true }).tap();
    await complete.getByRole("button", { name: "Complete", exact: true }).tap();
    await expect(complete).toBeHidden();
  });

  await test.step("the next start adds the increment, and says why", async () => {
    await page.goto("/dashboard/routines");
    await page.getByRole("link", { name: /Squat day/ }).tap();
    const squat = page.getByRole("region", { name: SQUAT });
    await expect(squat.getByText(/^\+2\.5 kg/)).toBeVisible();
    await expect(squat.getByRole("listitem")).toHaveText(["5 × 102.5 kg", "5 × 102.5 kg", "5 × 102.5 kg"]);
    await page.getByRole("button", { name: "Start", exact: true }).tap();
    await expect(logCard(page, SQUAT).getByRole("button", { name: /^Done 5 × 102\.5 kg/ })).toBeVisible();
  });
});
