// The calculators give the expected numbers for fixed inputs, and the plate
// calculator's equipment, saved per user, survives a reload. The lifter's account is set to pounds first
// (a new one is in kg), then to kilograms, as the Settings switch would.
import fs from "node:fs";
import { expect, login, saveSettings, setAccountUnit, setDarkMode, test, type Page } from "./fixtures";

const SHOTS = "/tmp/shots/calculators";
const TOOLS = "/dashboard/tools";
const CALC = "/dashboard/tools/calculators";

/**
 * Dark (the default) and light on the desktop window, then dark on a 390×844 phone. The theme is a
 * saved setting applied at load, so each reload clears the inputs: `refill` types them again.
 */
async function screenshots(page: Page, name: string, refill: () => Promise<void>) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true });
  await setDarkMode(page, false);
  await refill();
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, fullPage: true });
  await saveSettings(page, { darkMode: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await refill();
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test("the tools menu opens every calculator; one-rep max, RPE and attempts give the expected numbers", async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  await login(page, member);
  await setAccountUnit(page, "lbs");
  await page.goto(TOOLS);
  await page.getByRole("link", { name: "Blocks review" }).click();
  await expect(page).toHaveURL(/\/dashboard\/sessions\/blocks$/);
  await page.goto(TOOLS);
  await expect(page.getByRole("link", { name: /Open Powerlifting/ })).toHaveAttribute(
    "href",
    "/dashboard/tools/reports/open-powerlifting",
  );
  await expect(page.getByRole("link", { name: /Training report/ })).toHaveAttribute(
    "href",
    "/dashboard/tools/reports/training",
  );

  // One-rep max: 3 × 100 @ 8 → 100 + 3 % × (3 + 2 − 1) × 100 = 112 by the formula; 100 / 86.3 % by the chart.
  await page.getByRole("link", { name: "One-rep max" }).click();
  await expect(page).toHaveURL(`${CALC}/one-rep-max-calculator`);
  const calculate = page.getByRole("button", { name: "Calculate" });
  await expect(calculate).toBeDisabled();
  const reps = page.getByRole("spinbutton", { name: "Reps" });
  await reps.fill("3");
  await expect(calculate).toBeDisabled();
  await page.getByRole("spinbutton", { name: "Weight (lbs.)" }).fill("100");
  await page.getByRole("spinbutton", { name: /RPE/ }).fill("8");
  await calculate.click();
  await expect(page.getByTestId("e1rm-formula")).toHaveText("112 lbs.");
  await expect(page.getByTestId("e1rm-chart")).toHaveText("115.9 lbs.");
  // Row 5 reps: 115.9 × 81.1 % at RPE 8 = 94 → 95 lb to the nearest 5 lb; 1 @ 10 is the e1RM itself → 115.
  const table = page.getByTestId("load-table");
  await expect(table.getByRole("row").nth(5)).toHaveText(["5", "100", "95", "95", "90", "90"].join(""));
  await expect(table.getByRole("row").nth(1)).toContainText("115");
  // The calculator's bounds: reps 1 to 24.
  await reps.fill("25");
  await expect(page.getByText("Reps must be at most 24")).toBeVisible();
  await expect(calculate).toBeDisabled();
  const oneRepMax = async () => {
    await reps.fill("3");
    await page.getByRole("spinbutton", { name: "Weight (lbs.)" }).fill("100");
    await page.getByRole("spinbutton", { name: /RPE/ }).fill("8");
    await calculate.click();
    await expect(page.getByTestId("e1rm-formula")).toHaveText("112 lbs.");
  };
  await oneRepMax();
  await screenshots(page, "one-rep-max", oneRepMax);

  // RPE: the same set → 5 reps @ 8 is 81.1 % of 115.9 = 94 lbs., 95 lbs. to load.
  await page.goto(TOOLS);
  await page.getByRole("link", { name: "RPE", exact: true }).click();
  await expect(page).toHaveURL(`${CALC}/rpe-calculator`);
  const known = page.getByRole("region", { name: "What you know" });
  await known.getByLabel("Reps").fill("3");
  await known.getByLabel("Weight (lbs.)").fill("100");
  await known.getByLabel("RPE").fill("8");
  const target = page.getByRole("region", { name: "Target" });
  await target.getByLabel("Reps").fill("5");
  await target.getByLabel("RPE").fill("8");
  await expect(page.getByTestId("rpe-load")).toHaveText("95 lbs.");
  await expect(page.getByTestId("rpe-load-detail")).toContainText(
    "94 lbs. exactly · 81.1 % of an e1RM of 115.9 lbs.",
  );
  await page.getByRole("tab", { name: "From an e1RM" }).click();
  await page.getByLabel("e1RM").fill("200");
  // 200 × 81.1 % = 162.2 → 160 lbs.
  await expect(page.getByTestId("rpe-load")).toHaveText("160 lbs.");
  await target.getByLabel("Reps").fill("13");
  await expect(page.getByText("The RPE chart covers 1 to 12 reps at RPE 6 to 10.")).toBeVisible();
  await target.getByLabel("Reps").fill("5");
  await screenshots(page, "rpe", async () => {
    await known.getByLabel("Reps").fill("3");
    await known.getByLabel("Weight (lbs.)").fill("100");
    await known.getByLabel("RPE").fill("8");
    await target.getByLabel("Reps").fill("5");
    await target.getByLabel("RPE").fill("8");
    await expect(page.getByTestId("rpe-load")).toHaveText("95 lbs.");
  });

  // Attempts from an e1RM of 500 lb: 91 % = 455, 96 % = 480, 102 % = 510.
  await page.goto(TOOLS);
  await page.getByRole("link", { name: "Attempt selection" }).click();
  await expect(page).toHaveURL(`${CALC}/attempt-selection-calculator`);
  await page.getByLabel("Your e1RM").fill("500");
  await expect(page.getByTestId("attempt-opener")).toHaveText("455");
  await expect(page.getByTestId("attempt-second")).toHaveText("480");
  await expect(page.getByTestId("attempt-third")).toHaveText("510");
  // From a goal of 405 lb: 368.55 rounded down to 365, 388.8 → 390, the goal itself.
  await page.getByRole("tab", { name: "From a goal" }).click();
  await page.getByLabel(/Your goal/).fill("405");
  await expect(page.getByTestId("attempt-opener")).toHaveText("365");
  await expect(page.getByTestId("attempt-second")).toHaveText("390");
  await expect(page.getByTestId("attempt-third")).toHaveText("405");
  // In kilograms the steps are 2.5 kg: 200 → 180, 192.5, 205.
  await setAccountUnit(page, "kg");
  await page.getByLabel("Your e1RM").fill("200");
  await expect(page.getByTestId("attempt-opener")).toHaveText("180");
  await expect(page.getByTestId("attempt-second")).toHaveText("192.5");
  await expect(page.getByTestId("attempt-third")).toHaveText("205");
  await screenshots(page, "attempts", async () => {
    await page.getByLabel("Your e1RM").fill("200");
    await expect(page.getByTestId("attempt-third")).toHaveText("205");
  });
});

test("the plate calculator loads the bar, explains what cannot be loaded, and keeps saved equipment", async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  await login(page, member);
  await setAccountUnit(page, "lbs");
  await page.goto(TOOLS);
  await page.getByRole("link", { name: "Plate" }).click();
  await expect(page).toHaveURL(`${CALC}/plate-calculator`);
  const result = page.getByTestId("plate-result");
  const targetField = page.getByLabel("Target weight");

  // Default pound equipment: a 45 lb bar, 45s, 35s, 25s, 10s, 5s and 2.5s.
  await expect(page.getByText("defaults", { exact: true })).toBeVisible();
  await targetField.fill("315");
  await expect(page.getByTestId("plate-exact-text")).toHaveText("Each side: 3 × 45");
  await targetField.fill("317");
  await expect(result).toContainText("317 lbs. cannot be loaded exactly with these plates.");
  await expect(page.getByTestId("plate-below")).toContainText("Below: 315 lbs.");
  await expect(page.getByTestId("plate-above")).toContainText("Above: 320 lbs.");
  await expect(page.getByTestId("plate-above-text")).toHaveText("Each side: 3 × 45, 1 × 2.5");
  await targetField.fill("40");
  await expect(result).toContainText("40 lbs. is lighter than the bar (45 lbs.).");
  await targetField.fill("317");
  await screenshots(page, "plate", () => targetField.fill("317"));

  // A 55 lb bar, saved; after a reload 315 needs 130 a side: 2 × 45, 35 and 5 (the fewest plates).
  await page.getByLabel("Bar").fill("55");
  await expect(page.getByText("not saved")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Plate settings have been saved!")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Bar")).toHaveValue("55");
  await expect(page.getByText("defaults", { exact: true })).toHaveCount(0);
  await targetField.fill("315");
  await expect(page.getByTestId("plate-exact-text")).toHaveText("Each side: 2 × 45, 1 × 35, 1 × 5");

  // Kilograms have their own equipment: a 20 kg bar with 2.5 kg collars; 142.5 = 20 + 5 + 2 × 58.75.
  await setAccountUnit(page, "kg");
  await expect(page.getByLabel("Bar")).toHaveValue("20");
  await page.getByLabel("Collar, each").fill("2.5");
  await targetField.fill("142.5");
  await expect(page.getByTestId("plate-exact-text")).toHaveText(
    "Each side: 2 × 25, 1 × 5, 1 × 2.5, 1 × 1.25, then a 2.5 kg collar",
  );
  // No plates at all: only the bar can be loaded.
  for (let left = await page.getByRole("button", { name: /Remove plate/ }).count(); left > 0; left--) {
    await page
      .getByRole("button", { name: /Remove plate/ })
      .first()
      .click();
  }
  await expect(result).toContainText("No plates are set up for kg, so only the bar (25 kg.) can be loaded.");
});
