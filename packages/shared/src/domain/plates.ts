import { roundTo } from "./round.js";

/** A plate size and how many of it fit on EACH side (a count of 2 means 4 plates in the rack). */
export interface PlateStock {
  weight: number;
  count: number;
}

/** What is on hand: the bar, one collar's weight (0 = none) and the plates. */
export interface BarSetup {
  bar: number;
  collar: number;
  plates: readonly PlateStock[];
}

/** One way to load the bar: the total and the plates on each side, heaviest first. */
export interface Loading {
  total: number;
  perSide: PlateStock[];
}

export type PlateResult =
  /** The target loads exactly. */
  | { status: "exact"; base: number; loading: Loading }
  /** The target is lighter than the empty bar with its collars. */
  | { status: "below-bar"; base: number; above: Loading }
  /** No plates on hand, so only the bar itself loads. */
  | { status: "no-plates"; base: number; below: Loading }
  /** Between two loadable weights; `above` is missing when the plates run out first. */
  | { status: "inexact"; base: number; below: Loading; above?: Loading };

/** Weights travel as hundredths so 1.25 kg and 2.5 lb plates add up without float noise. */
const SCALE = 100;
const toUnits = (w: number) => Math.round(w * SCALE);
const fromUnits = (u: number) => roundTo(u / SCALE, 2);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The plates per side for `target`, or the nearest loadable weights below and above it.
 * Among the ways to load one weight it picks the fewest plates (what a lifter racks between sets).
 */
export function loadBar(setup: BarSetup, target: number): PlateResult {
  const baseUnits = toUnits(setup.bar) + 2 * toUnits(setup.collar);
  const base = fromUnits(baseUnits);
  const empty: Loading = { total: base, perSide: [] };
  const stock = mergeStock(setup.plates);
  const targetUnits = toUnits(target);

  if (targetUnits === baseUnits) return { status: "exact", base, loading: empty };
  if (targetUnits < baseUnits) return { status: "below-bar", base, above: empty };
  if (stock.length === 0) return { status: "no-plates", base, below: empty };

  // Per-side sums in steps of the plates' common divisor keep the table small (0.25 kg → 4 per kg).
  const step = stock.reduce((g, p) => gcd(g, p.units), 0);
  const maxPlate = Math.max(...stock.map((p) => p.units));
  const reachable = stock.reduce((sum, p) => sum + p.units * p.count, 0);
  const sideTarget = (targetUnits - baseUnits) / 2;
  // The lightest loading above the target never needs more than one plate over it.
  const limit = Math.min(reachable, Math.floor(sideTarget) + maxPlate);
  const table = fewestPlates(stock, step, Math.floor(limit / step));

  const loadingAt = (index: number): Loading => ({
    total: fromUnits(baseUnits + 2 * index * step),
    perSide: table.platesFor(index),
  });

  if (Number.isInteger(sideTarget) && sideTarget % step === 0 && table.reachable(sideTarget / step)) {
    return { status: "exact", base, loading: loadingAt(sideTarget / step) };
  }
  let below = Math.min(Math.floor(sideTarget / step), table.size - 1);
  while (below > 0 && !table.reachable(below)) below--;
  let above: number | undefined = Math.ceil(sideTarget / step);
  while (above < table.size && !table.reachable(above)) above++;
  if (above >= table.size) above = undefined;
  return {
    status: "inexact",
    base,
    below: loadingAt(below),
    ...(above === undefined ? {} : { above: loadingAt(above) }),
  };
}

type Stock = { units: number; count: number };

/** Plate sizes heaviest first, duplicates merged, empty and zero-count rows dropped. */
function mergeStock(plates: readonly PlateStock[]): Stock[] {
  const byUnits = new Map<number, number>();
  for (const p of plates) {
    const units = toUnits(p.weight);
    const count = Math.floor(p.count);
    if (units > 0 && count > 0) byUnits.set(units, (byUnits.get(units) ?? 0) + count);
  }
  return [...byUnits].map(([units, count]) => ({ units, count })).sort((a, b) => b.units - a.units);
}

/**
 * Bounded knapsack over per-side sums 0..size-1 (in `step`s) minimising the plate count; `used`
 * keeps, per plate size, how many of it the best loading of each sum takes so it can be read back.
 * Sizes go in lightest first and a tie goes to the later (heavier) size, so between loadings with
 * as few plates, the one with the most big plates wins (130 lb a side: 2 × 45 + 35 + 5, not 45 + 35 + 2 × 25).
 */
function fewestPlates(heaviestFirst: Stock[], step: number, maxIndex: number) {
  const stock = [...heaviestFirst].reverse();
  const size = maxIndex + 1;
  const NONE = Number.MAX_SAFE_INTEGER;
  let best = new Array<number>(size).fill(NONE);
  best[0] = 0;
  const used = stock.map(() => new Uint16Array(size));
  stock.forEach((plate, i) => {
    const w = plate.units / step;
    const next = best.slice();
    for (let sum = 0; sum < size; sum++) {
      for (let k = 1; k <= plate.count && k * w <= sum; k++) {
        const from = best[sum - k * w]!;
        if (from !== NONE && from + k <= next[sum]!) {
          next[sum] = from + k;
          used[i]![sum] = k;
        }
      }
    }
    best = next;
  });
  return {
    size,
    reachable: (index: number) => index >= 0 && index < size && best[index] !== NONE,
    platesFor(index: number): PlateStock[] {
      const out: PlateStock[] = [];
      // Walk the sizes backwards (heaviest first): each layer's choice was made on top of the earlier ones.
      for (let i = stock.length - 1; i >= 0 && index > 0; i--) {
        const k = used[i]![index]!;
        if (k > 0) {
          out.push({ weight: fromUnits(stock[i]!.units), count: k });
          index -= k * (stock[i]!.units / step);
        }
      }
      return out;
    },
  };
}
