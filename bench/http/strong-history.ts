// A lifter's training history as a Strong CSV export: three workouts a week for `years` years up to
// yesterday, four lifts each (a warm-up and four working sets, a heavy top set one day in three), the
// loads creeping up over the years.
import { STRONG_HEADER } from "@topset/shared";

const DAY = 86_400_000;
const LIFTS = ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
  "Barbell Row", "Pull Up", "Romanian Deadlift (Barbell)", "Incline Bench Press (Dumbbell)"]; // prettier-ignore
const pad = (n: number) => String(n).padStart(2, "0");

export function strongHistory(years: number, seed: number): { csv: string; workouts: number; sets: number } {
  const lines = [STRONG_HEADER];
  const first = Date.now() - Math.round(years * 365) * DAY;
  let workouts = 0;
  let sets = 0;
  for (let day = 0; first + day * DAY < Date.now() - DAY; day++) {
    if (![0, 2, 4].includes(day % 7)) continue;
    const d = new Date(first + day * DAY);
    const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} 18:${pad((workouts + seed) % 60)}:00`;
    const name = `"Day ${(workouts % 3) + 1}"`;
    for (let l = 0; l < 4; l++) {
      const lift = `"${LIFTS[(workouts + l + seed) % LIFTS.length]}"`;
      const base = 60 + ((workouts / 8) % 120) + seed;
      const row = (order: string, weight: number, reps: number, rpe = "") =>
        lines.push(`${date},${name},1h 5m,${lift},${order},${weight.toFixed(1)},${reps}.0,0,0,"","",${rpe}`);
      row("W", base / 2, 8);
      for (let s = 1; s <= 3; s++) row(String(s), base, 5 - (s % 2));
      // The top set: a heavy single, double or triple at RPE 9 (what recent PRs rank) one workout in
      // three, else a fifth set of five at RPE 8.5.
      if (workouts % 3 === 0) row("4", base * 1.15, 1 + ((workouts / 3) % 3), "9");
      else row("4", base, 5, "8.5");
      sets += 5;
    }
    workouts++;
  }
  return { csv: `${lines.join("\n")}\n`, workouts, sets };
}
