// The data and helpers of the training-log journey (training-log.spec.ts): what the lifter types,
// what the session must hold at the end, and the locators and steps the journey repeats.
import { expect, shot, type Page } from "./fixtures";
import type { Locator } from "@playwright/test";

export type Viewport = { name: string; size: { width: number; height: number }; mobile: boolean };

export const viewports: Viewport[] = [
  { name: "phone", size: { width: 390, height: 844 }, mobile: true },
  { name: "desktop", size: { width: 1280, height: 800 }, mobile: false },
];

/** A set as typed in the add-set modal, and as the set table must show it: [reps, weight, rpe]. */
export type Entry = [reps: number, weight: number, rpe: number];
export const row = ([reps, weight, rpe]: Entry) => [String(reps), String(weight), String(rpe)];

// The journey's lifter works in pounds: the spec sets the account to it (a new account is in kg).
export const UNIT = "lbs";
export const SESSION = "Heavy day";
export const SQUAT = "Back squat";
export const BENCH = "Bench press";
export const CLEAN = "Power clean";

// What is typed, per exercise (12 sets in all).
export const squatSets: Entry[] = [
  [5, 60, 6],
  [5, 80, 7],
  [3, 100, 8],
  [3, 102.5, 8.5],
  [2, 105, 9], // deleted later
];
export const benchSets: Entry[] = [
  [8, 60, 6],
  [6, 70, 7],
  [5, 75, 8], // modified to 77.5 later
  [5, 75, 8.5],
];
export const cleanSets: Entry[] = [
  [3, 60, 6],
  [2, 70, 7.5],
  [1, 80, 9], // duplicated later
];

// What the session holds at the end: still 12 sets.
export const squatFinal: Entry[] = squatSets.slice(0, 4);
export const benchFinal: Entry[] = [benchSets[0]!, benchSets[1]!, [5, 77.5, 8], benchSets[3]!];
export const cleanFinal: Entry[] = [...cleanSets, [1, 80, 9]];

export const LOG_NOTE = "Belt from the third set, knees out";
export const TAG = "belt";
export const SESSION_NOTES = "Felt strong";

/** The card of one exercise log in the session details. */
export const logCard = (page: Page, exercise: string) =>
  page.locator(".log-card").filter({ has: page.getByRole("link", { name: exercise, exact: true }) });

/** The open modal whose text contains `title` (a closing one may still be fading out next to it). */
export const dialog = (page: Page, title: string) => page.getByRole("dialog").filter({ hasText: title });

/** Reps, weight and RPE of every row of a log's set table, as shown. */
export const tableRows = (card: Locator) =>
  card
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((tr) =>
        Array.from(tr.querySelectorAll("td"), (td) => td.textContent?.trim() ?? "").slice(0, 3),
      ),
    );

export async function expectSets(card: Locator, entries: Entry[]) {
  await expect.poll(() => tableRows(card), { message: "the set table" }).toEqual(entries.map(row));
}

export async function addSet(page: Page, exercise: string, [reps, weight, rpe]: Entry) {
  await logCard(page, exercise).getByRole("button", { name: "Add set" }).click();
  const modal = dialog(page, `Add a set to ${exercise}`);
  // The form starts from the last reps and weight typed for this exercise: every field is typed over.
  await modal.getByLabel("Reps").fill(String(reps));
  await modal.getByLabel("Weight").fill(String(weight));
  await modal.getByLabel("RPE (optional)").fill(String(rpe));
  await modal.getByRole("button", { name: "Add set" }).click();
  await expect(modal).toBeHidden();
}

export async function addExercises(page: Page, pick: (modal: Locator) => Promise<void>, submit: string) {
  await page.getByRole("button", { name: "Add a exercise" }).click();
  const modal = dialog(page, "Add a exercise");
  await pick(modal);
  await modal.getByRole("button", { name: submit, exact: true }).click();
  await expect(modal).toBeHidden();
}

/** A full-page screenshot from the top (the sticky header and the fixed bars sit where a person sees them first). */
export async function topShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** A tiny RFC 4180 reader (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      rows.push(cells);
      cells = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || cells.length > 0) rows.push([...cells, cell]);
  return rows;
}
