// The header search on a phone: the lifter types a word, sees their own things and members that match,
// opens one by a tap and one by the keyboard; an unknown word says so. Screenshots at 390×844 and
// 320×640, dark (the default) and light.
import { randomBytes } from "node:crypto";
import { baseURL, createMember, expect, login, setDarkMode, shot, test, type Page } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Creates one of the member's things through the API with the page's login cookie: its data[0]. */
async function create(page: Page, url: string, data: object): Promise<{ id: number }> {
  const res = await page.request.post(url, { data, headers: { Origin: baseURL } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data[0];
}

const box = (page: Page) => page.getByRole("combobox", { name: "Search" });
const results = (page: Page) => page.getByRole("listbox", { name: "Search results" });

test("finds the member's things and members as they type, opens them by tap and keyboard", async ({
  page,
  member,
  api,
}) => {
  // A word nobody else's data holds (letters only: the server's names allow them all).
  const word = `Qz${randomBytes(3).toString("hex")}`;
  const other = await createMember(api, word);
  await login(page, member);
  const category = await create(page, "/api/v1/exercise-categories", { name: `${word} lifts` });
  const exercise = await create(page, "/api/v1/exercises", {
    exercise_category_id: category.id,
    name: `${word} squat`,
  });
  const block = await create(page, "/api/v1/blocks", {
    name: `${word} block`,
    start_date: "2026-01-05",
    end_date: "2026-02-01",
  });
  const session = await create(page, "/api/v1/sessions", { name: `${word} day` });

  await page.goto("/dashboard/sessions");
  await box(page).tap();
  await box(page).pressSequentially(word.toLowerCase(), { delay: 40 });
  await expect(results(page)).toBeVisible();
  await expect(box(page)).toHaveAttribute("aria-expanded", "true");
  for (const group of ["Members", "Exercises", "Sessions", "Blocks", "Categories"])
    await expect(results(page).getByRole("group", { name: group })).toBeVisible();
  await expect(page.getByRole("option", { name: new RegExp(other.username) })).toBeVisible();
  await expect(page.getByRole("option", { name: new RegExp(`${word} squat`) })).toBeVisible();
  await shot(page, "search-results-phone-dark", { screen: true });

  // A tap opens the session.
  await page.getByRole("option", { name: new RegExp(`${word} day`) }).tap();
  await expect(page).toHaveURL(`/dashboard/sessions/${session.id}`);
  await expect(results(page)).toBeHidden();
  await page.goBack();
  await expect(box(page)).toHaveValue("");

  // The keyboard: arrows move through the options (the listbox points at the active one), Enter opens.
  await box(page).tap();
  await box(page).pressSequentially(`${word} squ`, { delay: 40 });
  const squat = page.getByRole("option", { name: new RegExp(`${word} squat`) });
  await expect(squat).toBeVisible();
  await box(page).press("ArrowDown");
  await expect(squat).toHaveAttribute("aria-selected", "true");
  await expect(box(page)).toHaveAttribute("aria-activedescendant", (await squat.getAttribute("id"))!);
  await box(page).press("Enter");
  await expect(page).toHaveURL(`/dashboard/exercises/${exercise.id}`);
  await page.goBack();

  // Escape closes the list and keeps the text; nothing found says so.
  await box(page).tap();
  await box(page).pressSequentially(`${word} blo`, { delay: 40 });
  await expect(page.getByRole("option", { name: new RegExp(`${word} block`) })).toBeVisible();
  await box(page).press("Escape");
  await expect(results(page)).toBeHidden();
  await expect(box(page)).toHaveValue(`${word} blo`);
  await box(page).press("ArrowDown");
  await box(page).press("Enter");
  await expect(page).toHaveURL(`/dashboard/blocks/${block.id}`);
  await page.goBack();

  await box(page).tap();
  const unknown = `Xw${randomBytes(4).toString("hex")}`;
  await box(page).pressSequentially(unknown, { delay: 20 });
  await expect(page.getByRole("status").filter({ hasText: `No results for “${unknown}”` })).toBeVisible();
  await shot(page, "search-empty-phone-dark", { screen: true });

  // The narrowest phone, dark then light.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/dashboard/sessions");
  await box(page).tap();
  await box(page).pressSequentially(word, { delay: 40 });
  await expect(page.getByRole("option", { name: new RegExp(`${word} lifts`) }).first()).toBeVisible();
  await shot(page, "search-results-320-dark", { screen: true });
  await setDarkMode(page, false);
  await box(page).tap();
  await box(page).pressSequentially(word, { delay: 40 });
  await expect(page.getByRole("option", { name: new RegExp(`${word} lifts`) }).first()).toBeVisible();
  await shot(page, "search-results-320-light", { screen: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "search-results-phone-light", { screen: true });
});
