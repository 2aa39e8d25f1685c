import { roundToStep } from "../prescriptions.js";
import { rpePercent } from "../rpe-table.js";
import type { HistorySet, TrackerDay } from "./types.js";

// Seeded synthetic lifters whose true max is known, for the readiness, plateau and PR-chance tests.
// Each lifter squats three times a week (Mon, Wed, Fri): a top set of 1–3 reps at RPE 8–9 whose
// weight follows the true max with day-to-day noise, then back-off fives at 75 % logged without RPE
// (so the day's best e1RM is the top set's, and the truth stays readable). Deterministic per seed.

/** mulberry32: a 32-bit seeded generator, enough for test data and the same on every platform. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box–Muller). */
export function gaussian(rng: () => number): number {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

export type SyntheticLifter = {
  sets: HistorySet[];
  trackers: TrackerDay[];
  exerciseId: number;
  /** The Saturday of the last week (the day a prediction is asked for: a meet day). */
  today: number;
  /** The true max on a simulated day (kg). */
  trueMax: (day: number) => number;
};

/** The true max, stepped one day at a time: read the day's max, then learn the day's training load. */
type Truth = {
  max: (day: number, sleepHours: number) => number;
  trained: (load: number) => void;
};

const EXERCISE_ID = 1;
/** 2022-01-03, a Monday. */
export const START_DAY = 18_995;
const SESSION_DAYS = new Set([0, 2, 4]);
const USUAL_SLEEP = 7.2;

type Simulation = {
  seed: number;
  weeks: number;
  truth: (rng: () => number) => Truth;
  /** Back-off sets of 5 in the given week (0-based). */
  backoffSets: (week: number, rng: () => number) => number;
  /** Relative standard deviation of the top set's e1RM around the true max. */
  noise: number;
  /** Whether there is a session `offset` days from the start (Mon, Wed, Fri by default). */
  trains?: (offset: number) => boolean;
};

function simulate(plan: Simulation): SyntheticLifter {
  const { seed, weeks, truth: makeTruth, backoffSets, noise } = plan;
  const trains = plan.trains ?? ((offset: number) => SESSION_DAYS.has(offset % 7));
  const rng = mulberry32(seed);
  const truth = makeTruth(rng);
  const sets: HistorySet[] = [];
  const trackers: TrackerDay[] = [];
  const maxes = new Map<number, number>();
  let sessionId = 0;
  for (let offset = 0; offset < weeks * 7; offset++) {
    const day = START_DAY + offset;
    const sleep = Math.min(10, Math.max(4, roundToStep(USUAL_SLEEP + 0.9 * gaussian(rng), 0.25)));
    trackers.push({ day, sleep_hours: sleep, stress: Math.floor(rng() * 11), bodyweight: null });
    const max = truth.max(day, sleep);
    maxes.set(day, max);
    let load = 0;
    if (trains(offset)) {
      sessionId++;
      const base = { day, session_id: sessionId, exercise_id: EXERCISE_ID, kind: "normal" as const };
      const reps = 1 + Math.floor(rng() * 3);
      const rpe = 8 + 0.5 * Math.floor(rng() * 3);
      const top = roundToStep(max * (1 + noise * gaussian(rng)) * rpePercent(reps, rpe)!, 2.5);
      sets.push({ ...base, weight: top, reps, rpe, planned_rpe: rpe });
      load += (reps * top) / max;
      const backoff = roundToStep(max * 0.75, 2.5);
      for (let i = 0; i < Math.round(backoffSets(Math.floor(offset / 7), rng)); i++) {
        sets.push({ ...base, weight: backoff, reps: 5, rpe: null, planned_rpe: null });
        load += (5 * backoff) / max;
      }
    }
    truth.trained(load);
  }
  const today = START_DAY + weeks * 7 - 2;
  return { sets, trackers, exerciseId: EXERCISE_ID, today, trueMax: (d) => maxes.get(d) ?? NaN };
}

/** A true Banister process: max = base + k₁·fitness − k₂·fatigue (+ kg per hour of sleep over usual). */
export function banisterTruth(p: {
  base: number;
  kFitness: number;
  kFatigue: number;
  tauFitness: number;
  tauFatigue: number;
  sleepKgPerHour?: number;
}): () => Truth {
  return () => {
    let fitness = 0;
    let fatigue = 0;
    return {
      max: (_day, sleep) =>
        p.base +
        p.kFitness * fitness -
        p.kFatigue * fatigue +
        (p.sleepKgPerHour ?? 0) * (sleep - USUAL_SLEEP),
      trained: (load) => {
        fitness = Math.exp(-1 / p.tauFitness) * (fitness + load);
        fatigue = Math.exp(-1 / p.tauFatigue) * (fatigue + load);
      },
    };
  };
}

/**
 * 70 weeks of 4-week blocks (3 building weeks of 4, 6, 8 back-off sets, then a deload of 2), volume
 * creeping up 1 % a block; the last 6 weeks are a hard block of 9 sets, then a 2-week taper of 5 sets
 * and no Friday session in the last week (back-off volume cut 54 % against the hard block's last two
 * weeks): `today` is the meet, three days after the last session. The truth is Banister's, τ = 42 / 7.
 */
export function taperLifter(seed: number, options: { sleepKgPerHour?: number } = {}): SyntheticLifter {
  const weeks = 70;
  return simulate({
    seed,
    weeks,
    noise: 0.015,
    trains: (offset) => SESSION_DAYS.has(offset % 7) && offset !== weeks * 7 - 3,
    truth: banisterTruth({
      base: 140,
      kFitness: 0.1,
      kFatigue: 0.4,
      tauFitness: 42,
      tauFatigue: 7,
      ...options,
    }),
    backoffSets: (week) => {
      if (week >= weeks - 2) return 5;
      if (week >= weeks - 6) return 9;
      const creep = 1 + 0.01 * Math.floor(week / 4);
      return [4, 6, 8, 2][week % 4]! * creep;
    },
  });
}

/**
 * A lifter whose true max stays at 160 kg in the long run, with a training volume that moves it not
 * at all (3–8 random back-off sets). `persistent`: day-to-day form is an AR(1) that lasts weeks
 * (ρ = 0.98 a day, 3 % standard deviation) plus 0.5 % noise per top set; `iid`: only 1.5 % noise.
 */
export function flatLifter(seed: number, noise: "persistent" | "iid", weeks = 60): SyntheticLifter {
  const rho = 0.98;
  const sd = 0.03;
  return simulate({
    seed,
    weeks,
    noise: noise === "iid" ? 0.015 : 0.005,
    backoffSets: (_week, rng) => 3 + Math.floor(rng() * 6),
    truth: (rng) => {
      let form = noise === "iid" ? 0 : sd * gaussian(rng);
      return {
        max: () => 160 * (1 + form),
        trained: () => {
          if (noise === "persistent") form = rho * form + sd * Math.sqrt(1 - rho * rho) * gaussian(rng);
        },
      };
    },
  });
}

/**
 * A lifter whose true max follows `maxOn(weeks since the start)` whatever they train (5 back-off sets
 * every session), with 1 % noise per top set.
 */
export function drivenLifter(seed: number, weeks: number, maxOn: (week: number) => number): SyntheticLifter {
  return simulate({
    seed,
    weeks,
    noise: 0.01,
    backoffSets: () => 5,
    truth: () => ({ max: (day) => maxOn((day - START_DAY) / 7), trained: () => {} }),
  });
}

/** A lifter whose true max climbs `kgPerWeek` from 150 kg, with 1 % noise per top set. */
export function gainingLifter(seed: number, kgPerWeek: number, weeks = 16): SyntheticLifter {
  return drivenLifter(seed, weeks, (week) => 150 + kgPerWeek * week);
}

/**
 * A true max that is a random walk from 160 kg (0.6 % a day, training moves it not at all), read with
 * 0.5 % noise per top set: nothing in it can be learned, and the last performance is the best guess.
 */
export function randomWalkLifter(seed: number, weeks = 60): SyntheticLifter {
  return simulate({
    seed,
    weeks,
    noise: 0.005,
    backoffSets: (_week, rng) => 3 + Math.floor(rng() * 6),
    truth: (rng) => {
      let max = 160;
      return {
        max: () => max,
        trained: () => {
          max *= 1 + 0.006 * gaussian(rng);
        },
      };
    },
  });
}

/** Ten sets in all: three sessions of a top set and back-offs, then a last top set. */
export function thinLifter(seed: number): SyntheticLifter {
  const lifter = flatLifter(seed, "iid", 2);
  const sets = lifter.sets.slice(0, 10);
  return { ...lifter, sets };
}
