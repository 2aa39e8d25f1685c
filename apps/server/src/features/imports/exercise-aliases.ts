// Other apps' names for the exercises every Topset member starts with (the default list of
// features/exercises/default-exercises.queries.ts). Strong and Hevy call the competition squat
// "Squat (Barbell)" and the deadlift "Deadlift (Barbell)"; our lists say "Back squat" and
// "Conventional deadlift", and the reports and the meet planner look for those names.

/** Keys as `exerciseKey` makes them (lower-case letters and digits), other app's → ours, in order of preference. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  squat: ["backsquat", "lowbarsquat", "highbarsquat"],
  deadlift: ["conventionaldeadlift"],
  bench: ["benchpress"],
  benchpressclosegrip: ["closegripbenchpress"],
  closegripbench: ["closegripbenchpress"],
  inclinebench: ["inclinebenchpress"],
  benchpressincline: ["inclinebenchpress"],
  bentoverrow: ["barbellrow"],
  row: ["barbellrow"],
  militarypress: ["overheadpress"],
  strictpress: ["overheadpress"],
  shoulderpress: ["overheadpress"],
  pullup: ["pullup"],
  chestdip: ["dip"],
  tricepsdip: ["dip"],
  hipthrustbarbell: ["hipthrust"],
  lunges: ["lunge"],
};

/**
 * Only names with no equipment or "(Barbell)" are aliased: "Squat (Dumbbell)" is another exercise than
 * a back squat, and becomes one of its own.
 */
export function aliasesFor(name: string, key: (name: string) => string): readonly string[] {
  const equipment = /\(([^()]*)\)\s*$/.exec(name)?.[1]?.trim().toLowerCase();
  if (equipment !== undefined && equipment !== "barbell") return [];
  const base = key(name.replace(/\s*\([^()]*\)\s*$/, ""));
  return ALIASES[base] ?? [];
}
