// The training log on a phone and on a desktop window: categories and exercises, a session of three
// exercises and twelve sets (one duplicated, one modified, one deleted), a note and a tag, completion
// with RPE 8.5 and notes; then the locked details, the exercise page (history, chart) and its CSV.
// The data typed and the repeated steps are in training-log.helpers.ts.
import fs from "node:fs/promises";
import { expect, login, setAccountUnit, shot, test } from "./fixtures";
import { BENCH, CLEAN, LOG_NOTE, SESSION, SESSION_NOTES, SQUAT, TAG, UNIT } from "./training-log.helpers";
import { benchFinal, benchSets, cleanFinal, cleanSets, squatFinal, squatSets } from "./training-log.helpers";
import { addExercises, addSet, dialog, expectSets, logCard, parseCsv, row } from "./training-log.helpers";
import { topShot, viewports } from "./training-log.helpers";

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name} (${viewport.size.width}×${viewport.size.height})`, () => {
    test.use({ viewport: viewport.size, isMobile: viewport.mobile, hasTouch: viewport.mobile });

    test("a lifter logs a whole session, completes it, and finds it on the exercise page and in the CSV", async ({
      page,
      member,
    }) => {
      // The longest journey (about a minute alone): room for a busy two-core CI machine.
      test.setTimeout(150_000);
      const vp = viewport.name;
      await login(page, member);
      // The sets are typed in pounds: the lifter's account is put in pounds (a new one is in kg).
      await setAccountUnit(page, UNIT);

      await test.step("categories and exercises", async () => {
        await page.goto("/dashboard/sessions/categories?model=true");
        const addCategory = dialog(page, "Add a category");
        await addCategory.getByLabel("Name").fill("Olympic, Strongman");
        await addCategory.getByRole("button", { name: "Add", exact: true }).click();
        await expect(addCategory).toBeHidden();
        const categories = page.getByRole("list", { name: "Categories" });
        await expect(categories.getByRole("link", { name: /Olympic/ })).toBeVisible();
        await expect(categories.getByRole("link", { name: /Strongman/ })).toBeVisible();

        await page.goto("/dashboard/sessions/exercises?model=true");
        const addExercise = dialog(page, "Add an exercise");
        await addExercise.getByLabel("Category").selectOption({ label: "Olympic" });
        await addExercise.getByLabel("Name").fill("Power clean, Snatch");
        await addExercise.getByRole("button", { name: "Add", exact: true }).click();
        await expect(addExercise).toBeHidden();
        const exercises = page.getByRole("list", { name: "Exercises" });
        await expect(exercises.getByRole("link", { name: `${CLEAN} Olympic` })).toBeVisible();
        await expect(exercises.getByRole("link", { name: "Snatch Olympic" })).toBeVisible();
        await expect(
          exercises.getByRole("link", { name: `${SQUAT} Squat` }),
          "the default exercises are there too",
        ).toBeVisible();
      });

      await test.step("start a session", async () => {
        await page.goto("/dashboard/sessions");
        await expect(page.getByText(/There are no session with videos available/)).toBeVisible();
        await page.getByRole("button", { name: "Add a session" }).click();
        const addSession = dialog(page, "Add a session");
        await addSession.getByLabel("Session name").fill(SESSION);
        await addSession.getByRole("button", { name: "Add", exact: true }).click();
        await expect(page).toHaveURL(/\/dashboard\/sessions\/\d+$/);
        await expect(page.getByRole("heading", { name: SESSION })).toBeVisible();
        await expect(page.getByText("in progress")).toBeVisible();
        await expect(page.getByRole("img", { name: "Session RPE: none" })).toBeVisible();
      });

      await test.step("add three exercises: one alone, two at once", async () => {
        await addExercises(
          page,
          async (modal) => {
            await modal.getByLabel("Category").selectOption({ label: "Squat" });
            await modal.getByRole("radio", { name: SQUAT, exact: true }).check();
          },
          "Add",
        );
        await expect(logCard(page, SQUAT)).toBeVisible();
        await addExercises(
          page,
          async (modal) => {
            await modal.getByLabel("Choose several").check();
            await expect(
              modal.getByRole("checkbox", { name: `${SQUAT} (already in this session)` }),
              "an exercise of the session is shown taken",
            ).toBeDisabled();
            await modal.getByRole("checkbox", { name: BENCH, exact: true }).check();
            await modal.getByRole("checkbox", { name: CLEAN, exact: true }).check();
          },
          "Add 2 exercises",
        );
        for (const name of [SQUAT, BENCH, CLEAN]) {
          await expect(logCard(page, name).getByText("No sets yet.")).toBeVisible();
        }
      });

      await test.step("log twelve sets", async () => {
        for (const [name, sets] of [
          [SQUAT, squatSets],
          [BENCH, benchSets],
          [CLEAN, cleanSets],
        ] as const) {
          for (const [i, set] of sets.entries()) {
            await addSet(page, name, set);
            await expectSets(logCard(page, name), sets.slice(0, i + 1));
          }
        }
      });

      await test.step("the last set again in one tap, modify one, delete one", async () => {
        const clean = logCard(page, CLEAN);
        // The set entry starts from the previous set: "Log set" logs it again as shown.
        await clean.getByRole("button", { name: /^Log set/ }).click();
        await expectSets(clean, cleanFinal);

        const bench = logCard(page, BENCH);
        await bench.getByRole("row", { name: `Set 3: 5 × 75 ${UNIT}. Modify` }).click();
        const modify = dialog(page, `Modify set of ${BENCH}`);
        await expect(modify.getByLabel("Reps")).toHaveValue("5");
        await expect(modify.getByLabel("Weight")).toHaveValue("75");
        await expect(modify.getByLabel("RPE (optional)")).toHaveValue("8");
        await modify.getByLabel("Weight").fill("77.5");
        await modify.getByRole("button", { name: "Save", exact: true }).click();
        await expect(modify).toBeHidden();
        await expectSets(bench, benchFinal);

        const squat = logCard(page, SQUAT);
        await squat.getByRole("row", { name: `Set 5: 2 × 105 ${UNIT}. Modify` }).click();
        const remove = dialog(page, `Modify set of ${SQUAT}`);
        await remove.getByRole("button", { name: "Delete", exact: true }).click();
        await expect(remove).toBeHidden();
        const toast = page.getByRole("alert").filter({ hasText: "The set has been deleted!" });
        await expect(toast).toBeVisible();
        await toast.getByRole("button", { name: "Close" }).click();
        await expect(toast).toBeHidden();
        await expectSets(squat, squatFinal);
        await expect(squat.getByText(`4 sets · 1,307.5 ${UNIT} volume`)).toBeVisible();
      });

      await test.step("a note and a tag", async () => {
        await logCard(page, SQUAT)
          .getByRole("button", { name: `More for ${SQUAT}` })
          .click();
        await page.getByRole("button", { name: "Add note" }).click();
        const note = dialog(page, `Note for ${SQUAT}`);
        await note.getByLabel("Note", { exact: true }).fill(LOG_NOTE);
        await note.getByRole("button", { name: "Save note" }).click();
        await expect(note).toBeHidden();
        await expect(logCard(page, SQUAT).getByText(LOG_NOTE)).toBeVisible();

        await logCard(page, BENCH)
          .getByRole("button", { name: `More for ${BENCH}` })
          .click();
        await page.getByRole("button", { name: "Add tag" }).click();
        const tag = dialog(page, `Tag ${BENCH}`);
        await tag.getByLabel("Tag", { exact: true }).fill(TAG);
        await tag.getByRole("button", { name: "Add tag" }).click();
        await expect(tag).toBeHidden();
        await expect(logCard(page, BENCH).getByLabel("Tags")).toHaveText(TAG);
      });
      await topShot(page, `training-${vp}-session-logging`);

      await test.step("complete with RPE 8.5 and notes", async () => {
        await page.getByRole("button", { name: "Complete" }).click();
        const complete = dialog(page, "Complete the session");
        const submit = complete.getByRole("button", { name: "Complete", exact: true });
        await expect(submit, "Complete needs the session RPE").toBeDisabled();
        await complete.getByLabel("Session RPE").fill("8.5");
        await complete.getByLabel("Notes (optional)").fill(SESSION_NOTES);
        await submit.click();
        await expect(page).toHaveURL(/\/dashboard\/sessions$/);
        const card = page
          .getByRole("list", { name: "Sessions" })
          .getByRole("link", { name: new RegExp(SESSION) });
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(`${SQUAT}, ${BENCH}, ${CLEAN}`);
        await expect(card).toContainText("RPE 8.5");
        await expect(card.getByText("in progress"), "a completed session has no flag").toHaveCount(0);
        await shot(page, `training-${vp}-sessions-list`);
        await card.click();
      });

      await test.step("the completed session shows exactly what was entered, and is locked", async () => {
        await expect(page).toHaveURL(/\/dashboard\/sessions\/\d+$/);
        await expect(page.getByRole("heading", { name: SESSION })).toBeVisible();
        // From the server, not from what the screen still held.
        await page.reload();
        await expect(page.getByRole("img", { name: "Session RPE 8.5" })).toHaveText(/^8\.5\s*rpe$/i);
        await expect(page.getByText("completed", { exact: true })).toBeVisible();
        await expect(page.getByText(SESSION_NOTES, { exact: true })).toBeVisible();
        await expectSets(logCard(page, SQUAT), squatFinal);
        await expectSets(logCard(page, BENCH), benchFinal);
        await expectSets(logCard(page, CLEAN), cleanFinal);
        await expect(page.locator(".log-card tbody tr"), "twelve sets in all").toHaveCount(12);
        await expect(logCard(page, SQUAT).getByText(LOG_NOTE)).toBeVisible();
        await expect(logCard(page, BENCH).getByLabel("Tags")).toHaveText(TAG);

        // Every editing control is off: no session bar, the tab bar is back; the menu now deletes.
        await expect(page.getByRole("button", { name: "Add a exercise" })).toHaveCount(0);
        await expect(page.getByRole("button", { name: "Complete", exact: true })).toHaveCount(0);
        await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
        for (const name of [SQUAT, BENCH, CLEAN]) {
          const card = logCard(page, name);
          await expect(card.getByRole("button", { name: "Add set" })).toBeDisabled();
          await expect(card.getByRole("button", { name: /^Log set/ }), "no set entry").toHaveCount(0);
        }
        await expect(page.getByRole("row", { name: /Modify$/ }), "no set can be opened").toHaveCount(0);
        await logCard(page, SQUAT)
          .getByRole("button", { name: `More for ${SQUAT}` })
          .click();
        for (const item of ["Edit note", "Add tag", "Delete log"]) {
          await expect(page.getByRole("button", { name: item })).toBeDisabled();
        }
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: "Session menu" }).click();
        await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeDisabled();
        await expect(page.getByRole("button", { name: "Delete session" })).toBeEnabled();
        await expect(page.getByRole("button", { name: "Cancel session" })).toHaveCount(0);
        await page.keyboard.press("Escape");
        await topShot(page, `training-${vp}-session-completed`);
      });

      await test.step("the exercise page: history, chart and CSV", async () => {
        const sessionUrl = page.url();
        const sessionId = sessionUrl.match(/\/(\d+)$/)![1]!;
        await logCard(page, SQUAT).getByRole("link", { name: SQUAT, exact: true }).click();
        await expect(page).toHaveURL(/\/dashboard\/exercises\/\d+$/);
        await expect(page.getByRole("heading", { name: SQUAT, level: 1 })).toBeVisible();
        await expect(page.getByText("Squat · 4 sets")).toBeVisible();
        const history = page.getByRole("table", { name: `Weight, e1RM and volume in ${UNIT}` });
        const sets = history.getByRole("row").filter({ has: page.getByRole("cell") });
        await expect(sets).toHaveCount(squatFinal.length);
        await expect(history.getByRole("link", { name: `Session #${sessionId}` })).toBeVisible();
        await expect(page.getByText("Sets 1–4 of 4")).toBeVisible();
        // Newest first: 102.5 at RPE 8.5 heads the list.
        await expect(sets.first().getByRole("cell").nth(1)).toHaveText("102.5");
        await expect(sets.first().getByRole("cell").nth(2)).toHaveText("8.5");
        const chart = page.getByRole("img", {
          name: `Chart of e1RM and volume in ${UNIT}, oldest to newest`,
        });
        await expect(chart).toBeVisible();
        expect(await chart.evaluate((el) => el.tagName)).toBe("CANVAS");
        const box = await chart.boundingBox();
        expect(box?.height, "the chart is drawn at its height").toBeGreaterThan(200);
        await shot(page, `training-${vp}-exercise`);

        await page.getByRole("button", { name: "CSV" }).click();
        const downloading = page.waitForEvent("download");
        await page.getByRole("button", { name: "All pages" }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(
          /^\d{4}-\d{2}-\d{2}-\d{1,2}-\d{2}-(AM|PM)--all-pages\.csv$/,
        );
        const csv = parseCsv(await fs.readFile(await download.path(), "utf8"));
        const [header, ...records] = csv;
        expect(header).toEqual([
          "Date",
          "Time",
          "Exercise",
          "Category",
          "Reps",
          "Weight",
          "Unit",
          "RPE",
          "RI %",
          "e1RM",
          "Volume",
          "Notes",
          "Session ID",
        ]);
        const col = (name: string) => header!.indexOf(name);
        expect(records, "one row per set of the exercise").toHaveLength(squatFinal.length);
        for (const record of records) {
          expect(record[col("Exercise")]).toBe(SQUAT);
          expect(record[col("Category")]).toBe("Squat");
          expect(record[col("Unit")]).toBe(UNIT);
          expect(record[col("Session ID")]).toBe(sessionId);
        }
        // Newest first, exactly as entered.
        expect(records.map((r) => [r[col("Reps")], r[col("Weight")], r[col("RPE")]])).toEqual(
          [...squatFinal].reverse().map(row),
        );
        const heaviest = records.find((r) => r[col("Weight")] === "102.5")!;
        expect(heaviest[col("Volume")]).toBe("307.5");
        expect(Number(heaviest[col("e1RM")]), "3 reps at RPE 8.5 has an e1RM").toBeGreaterThan(102.5);
      });
    });
  });
}
