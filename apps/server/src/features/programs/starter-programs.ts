import type { Prescription, StarterProgram, StarterRoutine } from "@topset/shared";

// The starter programs a lifter copies and edits: our own small programs, written as data. Exercise
// names are those every new member gets (exercises/default-exercises.queries.ts), so a copy finds them.

type Exercise = StarterRoutine["exercises"][number];

const SQUAT = { name: "Back squat", category: "Squat" };
const BENCH = { name: "Bench press", category: "Bench" };
const PRESS = { name: "Overhead press", category: "Bench" };
const DEADLIFT = { name: "Conventional deadlift", category: "Deadlift" };
const ROW = { name: "Barbell row", category: "Accessories" };
const PULL_UP = { name: "Pull-up", category: "Accessories" };
const RDL = { name: "Romanian deadlift", category: "Deadlift" };

const times = (n: number, set: Prescription): Prescription[] => Array.from({ length: n }, () => ({ ...set }));
/** Sets of `reps` at each percent of the current e1RM, in order. */
const percents = (reps: number, ...values: number[]): Prescription[] =>
  values.map((percent_1rm) => ({ reps, percent_1rm }));

/** Days laid out week by week from rows of routines. */
function weeksOf(rows: StarterRoutine[][]): StarterProgram["weeks"] {
  return rows.map((days, i) => ({ week: i + 1, days: days.map((routine, j) => ({ day: j + 1, routine })) }));
}

// ---- linear novice ----------------------------------------------------------------------------

/** Fixed loads in the account's unit, light on purpose: the lifter sets their own before the first start. */
const linear = (lift: { name: string; category: string }, sets: number, weight: number): Exercise => ({
  ...lift,
  rest_seconds: 180,
  progression: { kind: "linear", increment: 2.5, deload_after: 3, deload_percent: 10 },
  sets: times(sets, { reps: 5, weight }),
});

const noviceA: StarterRoutine = {
  key: "a",
  name: "Novice A",
  notes: "Set the starting loads to what moves fast for 5, then add weight every time.",
  exercises: [linear(SQUAT, 3, 40), linear(BENCH, 3, 30), linear(DEADLIFT, 1, 50)],
};
const noviceB: StarterRoutine = {
  key: "b",
  name: "Novice B",
  notes: "Set the starting loads to what moves fast for 5, then add weight every time.",
  exercises: [linear(SQUAT, 3, 40), linear(PRESS, 3, 20), linear(ROW, 3, 30)],
};

// ---- four-week wave -----------------------------------------------------------------------------

/** Week by week: the main lift's three sets (reps and percents of e1RM); week 4 unloads. */
const WAVE: { label: string; sets: Prescription[] }[] = [
  { label: "fives", sets: percents(5, 62, 70, 78) },
  { label: "threes", sets: percents(3, 67, 75, 82) },
  { label: "heavy", sets: [...percents(5, 70), ...percents(3, 78), ...percents(1, 87)] },
  { label: "deload", sets: percents(5, 45, 52, 58) },
];

function waveDay(week: number, day: "lower" | "upper"): StarterRoutine {
  const { label, sets } = WAVE[week - 1]!;
  const [first, second] = day === "lower" ? [SQUAT, DEADLIFT] : [BENCH, PRESS];
  const assistance: Exercise =
    day === "lower"
      ? { ...RDL, rest_seconds: 120, sets: times(3, { reps: 10, rpe: 7 }) }
      : { ...ROW, rest_seconds: 120, sets: times(3, { reps: 10, rpe: 7 }) };
  return {
    key: `w${week}-${day}`,
    name: `Wave W${week} ${day === "lower" ? "Lower" : "Upper"} (${label})`,
    exercises: [{ ...first, rest_seconds: 180, sets }, { ...second, rest_seconds: 180, sets }, assistance],
  };
}

// ---- RPE powerlifting block -----------------------------------------------------------------------

const rpe = { kind: "rpe" } as const;
const rpeHeavy: StarterRoutine = {
  key: "heavy",
  name: "RPE Day 1: heavy squat and bench",
  notes: "Work up to the top set, then the back-off sets at the load the chart gives.",
  exercises: [
    {
      ...SQUAT,
      rest_seconds: 240,
      progression: rpe,
      sets: [{ reps: 3, rpe: 8 }, ...times(3, { reps: 5, rpe: 7 })],
    },
    {
      ...BENCH,
      rest_seconds: 180,
      progression: rpe,
      sets: [{ reps: 3, rpe: 8 }, ...times(3, { reps: 6, rpe: 7 })],
    },
    { ...PULL_UP, rest_seconds: 120, sets: times(3, { reps: 8, weight: 0 }) },
  ],
};
const rpePull: StarterRoutine = {
  key: "pull",
  name: "RPE Day 2: deadlift and press",
  exercises: [
    {
      ...DEADLIFT,
      rest_seconds: 240,
      progression: rpe,
      sets: [{ reps: 2, rpe: 8 }, ...times(3, { reps: 4, rpe: 7 })],
    },
    { ...PRESS, rest_seconds: 150, progression: rpe, sets: times(4, { reps: 6, rpe: 7.5 }) },
    { ...ROW, rest_seconds: 120, progression: rpe, sets: times(3, { reps: 10, rpe: 7 }) },
  ],
};
const rpeVolume: StarterRoutine = {
  key: "volume",
  name: "RPE Day 3: volume",
  exercises: [
    { ...SQUAT, rest_seconds: 180, progression: rpe, sets: times(4, { reps: 6, rpe: 7 }) },
    { ...BENCH, rest_seconds: 150, progression: rpe, sets: times(5, { reps: 5, rpe: 7.5 }) },
    { ...RDL, rest_seconds: 120, progression: rpe, sets: times(3, { reps: 8, rpe: 7 }) },
  ],
};

// ---- peaking block ---------------------------------------------------------------------------------

/** Week by week: the competition lifts' work, rising in intensity and falling in volume. */
const PEAK: { label: string; sets: Prescription[] }[] = [
  { label: "triples", sets: percents(3, 80, 82, 84, 84) },
  { label: "doubles", sets: percents(2, 85, 88, 88) },
  { label: "singles", sets: percents(1, 88, 91, 94) },
];

function peakDay(week: number, day: 1 | 2): StarterRoutine {
  const { label, sets } = PEAK[week - 1]!;
  const lifts = day === 1 ? [SQUAT, BENCH] : [DEADLIFT, BENCH];
  return {
    key: `w${week}-d${day}`,
    name: `Peak W${week} D${day} (${label})`,
    exercises: lifts.map((lift) => ({ ...lift, rest_seconds: 240, sets })),
  };
}

const openers: StarterRoutine = {
  key: "openers",
  name: "Peak W4 D1 (openers)",
  notes: "Light and fast: the openers and nothing more, three or four days out.",
  exercises: [SQUAT, BENCH, DEADLIFT].map((lift) => ({
    ...lift,
    rest_seconds: 180,
    sets: [...percents(2, 70), ...percents(1, 88)],
  })),
};
const meetDay: StarterRoutine = {
  key: "meet",
  name: "Meet day",
  notes: "Three attempts a lift: a sure opener, a second for a small PR chance, a third to go for it.",
  exercises: [SQUAT, BENCH, DEADLIFT].map((lift) => ({
    ...lift,
    rest_seconds: 600,
    sets: percents(1, 91, 96, 101),
  })),
};

// ---- the list ----------------------------------------------------------------------------------------

export const STARTER_PROGRAMS: readonly StarterProgram[] = [
  {
    key: "linear-novice",
    name: "Linear novice",
    description:
      "Three days a week, alternating two workouts: squat every time, bench or press, deadlift or row. " +
      "Sets of five at fixed loads that go up by a small step every session and back off after three misses.",
    weeks: weeksOf([
      [noviceA, noviceB, noviceA],
      [noviceB, noviceA, noviceB],
      [noviceA, noviceB, noviceA],
      [noviceB, noviceA, noviceB],
    ]),
  },
  {
    key: "four-week-wave",
    name: "Four-week wave",
    description:
      "Two days a week, lower and upper, in a four-week wave of percentages of your current e1RM: fives, " +
      "threes, a heavy week ending on a single, then a light week. Loads follow your e1RM from wave to wave.",
    weeks: weeksOf([1, 2, 3, 4].map((w) => [waveDay(w, "lower"), waveDay(w, "upper")])),
  },
  {
    key: "rpe-powerlifting",
    name: "RPE powerlifting block",
    description:
      "Three days a week for four weeks: a heavy day, a pull day and a volume day, every set by RPE, so " +
      "the loads come from your e1RM and the RPE chart and move with them.",
    weeks: weeksOf(Array.from({ length: 4 }, () => [rpeHeavy, rpePull, rpeVolume])),
  },
  {
    key: "peaking",
    name: "Peaking block",
    description:
      "Four weeks to a meet: triples, doubles, then singles on the competition lifts, an openers day, and " +
      "meet day itself with three attempts a lift. Percentages of your current e1RM.",
    weeks: weeksOf([
      [peakDay(1, 1), peakDay(1, 2)],
      [peakDay(2, 1), peakDay(2, 2)],
      [peakDay(3, 1), peakDay(3, 2)],
      [openers, meetDay],
    ]),
  },
];

export const findStarterProgram = (key: string) => STARTER_PROGRAMS.find((p) => p.key === key);
