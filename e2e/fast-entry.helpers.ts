// The lifter's hands for the fast-entry journey: every tap and key counted, the Log button checked
// for reach, the fixed bars measured, and a set entered the way a lifter changes what is shown.
import type { Locator } from "@playwright/test";
import { expect, type Page } from "./fixtures";

/** Every tap and key press of the workout goes through here, so the test can count them. */
export function counter(page: Page) {
  const counts = { taps: 0, keys: 0 };
  return {
    counts,
    tap: async (target: Locator) => {
      counts.taps += 1;
      await target.tap();
    },
    fill: async (target: Locator, text: string) => {
      counts.taps += 1; // focusing the field
      counts.keys += text.length;
      await target.fill(text);
    },
    press: async (key: string) => {
      counts.keys += 1;
      await page.keyboard.press(key);
    },
  };
}

/** The Log button's box is on the screen and nothing covers its centre (elementFromPoint is it). */
export async function expectInReach(target: Locator, what: string) {
  await expect
    .poll(
      () =>
        target.evaluate((el) => {
          const box = el.getBoundingClientRect();
          if (box.top < 0 || box.bottom > window.innerHeight)
            return `outside the screen (${box.top}–${box.bottom})`;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit && el.contains(hit) ? "in reach" : `covered by .${hit?.className ?? "nothing"}`;
        }),
      { message: what, timeout: 5_000 },
    )
    .toBe("in reach");
}

/** The share of the screen that fixed and stuck elements cover (their bands, overlaps counted once). */
export async function fixedShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bands: [number, number][] = [];
    for (const el of document.querySelectorAll("body *")) {
      const position = getComputedStyle(el).position;
      if (position !== "fixed" && position !== "sticky") continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
      bands.push([Math.max(0, r.top), Math.min(window.innerHeight, r.bottom)]);
    }
    bands.sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let end = 0;
    for (const [top, bottom] of bands) {
      if (bottom <= end) continue;
      covered += bottom - Math.max(top, end);
      end = bottom;
    }
    return covered / window.innerHeight;
  });
}

/** Where the entry shows a value other than the wanted one, the taps (or keys) a lifter makes. */
export async function enter(
  user: ReturnType<typeof counter>,
  card: Locator,
  [reps, weight, rpe]: readonly number[],
) {
  const weightField = card.locator("input[id$='-weight']");
  const current = Number(await weightField.inputValue());
  if (current !== weight) {
    // A jump of a few steps goes by the + / − buttons; a first weight is typed.
    const steps = (weight - current) / 2.5;
    if (current > 0 && Number.isInteger(steps) && Math.abs(steps) <= 4) {
      for (let i = 0; i < Math.abs(steps); i += 1)
        await user.tap(card.getByRole("button", { name: `Weight ${steps > 0 ? "plus" : "minus"} 2.5` }));
    } else await user.fill(weightField, String(weight));
  }
  const repsField = card.locator("input[id$='-reps']");
  const shownReps = Number(await repsField.inputValue());
  for (let i = 0; i < Math.abs(reps - shownReps); i += 1)
    await user.tap(card.getByRole("button", { name: `Reps ${reps > shownReps ? "plus" : "minus"} 1` }));
  const chip = card.getByRole("button", { name: `RPE ${rpe}`, exact: true });
  if ((await chip.getAttribute("aria-pressed")) !== "true") await user.tap(chip);
}
