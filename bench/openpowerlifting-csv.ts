// Invented meet results in the official OpenPowerlifting bulk-CSV layout (42 columns, named in the
// header row; the importer maps them by name): deterministic for a seed, plausible numbers (attempts with
// misses as negatives, totals, Dots by the published formula), names that repeat across meets.
// It wrote apps/server/src/features/open-powerlifting/test-data/invented-lifters.csv:
//   npx tsx bench/openpowerlifting-csv.ts 200 > apps/server/src/features/open-powerlifting/test-data/invented-lifters.csv

export const OPL_HEADER = [
  "Name",
  "Sex",
  "Event",
  "Equipment",
  "Age",
  "AgeClass",
  "BirthYearClass",
  "Division",
  "BodyweightKg",
  "WeightClassKg",
  "Squat1Kg",
  "Squat2Kg",
  "Squat3Kg",
  "Squat4Kg",
  "Best3SquatKg",
  "Bench1Kg",
  "Bench2Kg",
  "Bench3Kg",
  "Bench4Kg",
  "Best3BenchKg",
  "Deadlift1Kg",
  "Deadlift2Kg",
  "Deadlift3Kg",
  "Deadlift4Kg",
  "Best3DeadliftKg",
  "TotalKg",
  "Place",
  "Dots",
  "Wilks",
  "Glossbrenner",
  "Goodlift",
  "Tested",
  "Country",
  "State",
  "Federation",
  "ParentFederation",
  "Date",
  "MeetCountry",
  "MeetState",
  "MeetTown",
  "MeetName",
  "Sanctioned",
];

const FIRST_M = [
  "Aaron",
  "Ben",
  "Carlos",
  "Daniel",
  "Erik",
  "Felix",
  "Gabriel",
  "Hugo",
  "Ivan",
  "Jonas",
  "Kenji",
  "Liam",
  "Marco",
  "Noah",
  "Oskar",
  "Pavel",
  "Rafael",
  "Samuel",
  "Tomas",
  "Viktor",
  "William",
  "Yusuf",
];
const FIRST_F = [
  "Alice",
  "Bianca",
  "Chloe",
  "Dana",
  "Elena",
  "Freya",
  "Greta",
  "Hana",
  "Ines",
  "Julia",
  "Kira",
  "Lena",
  "Maya",
  "Nora",
  "Olivia",
  "Paula",
  "Rosa",
  "Sofia",
  "Tara",
  "Vera",
  "Yara",
  "Zoe",
];
const SYLLABLES = [
  "ber",
  "cas",
  "dal",
  "en",
  "for",
  "gar",
  "hol",
  "in",
  "kov",
  "lan",
  "mar",
  "nor",
  "ost",
  "per",
  "quin",
  "ros",
  "sten",
  "tor",
  "ul",
  "val",
  "wen",
  "zel",
];
const FEDERATIONS = [
  { fed: "USAPL", parent: "", country: "USA", states: ["CA", "TX", "NY", "FL"], tested: "Yes" },
  { fed: "USPA", parent: "IPL", country: "USA", states: ["NV", "OH", "GA"], tested: "" },
  { fed: "BP", parent: "IPF", country: "UK", states: ["", ""], tested: "Yes" },
  { fed: "CPU", parent: "IPF", country: "Canada", states: ["ON", "BC", "AB"], tested: "Yes" },
  { fed: "GPC-AUS", parent: "GPC", country: "Australia", states: ["NSW", "VIC"], tested: "" },
  { fed: "FFForce", parent: "IPF", country: "France", states: ["", ""], tested: "Yes" },
  { fed: "NSF", parent: "IPF", country: "Norway", states: ["", ""], tested: "Yes" },
  { fed: "WRPF", parent: "", country: "Russia", states: ["", ""], tested: "" },
];
const TOWNS = ["Riverside", "Springfield", "Lakeview", "Hillcrest", "Northgate", "Brookfield", "Fairhaven"];
const MEET_KINDS = [
  "Spring Open",
  "Summer Classic",
  "Autumn Open",
  "Winter Cup",
  "Championships",
  "Novice Meet",
];
const CLASSES_M = [59, 66, 74, 83, 93, 105, 120];
const CLASSES_F = [47, 52, 57, 63, 69, 76, 84];

/** Seeded PRNG (mulberry32): the same seed always writes the same file. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Dots (the published polynomial), bodyweight clamped as the formula specifies. */
function dots(sex: "M" | "F", bw: number, total: number) {
  const [a, b, c, d, e] =
    sex === "M"
      ? [-0.000001093, 0.0007391293, -0.1918759221, 24.0900756, -307.75076]
      : [-0.0000010706, 0.0005158568, -0.1126655495, 13.6175032, -57.96288];
  const x = Math.min(Math.max(bw, 40), sex === "M" ? 210 : 150);
  return (total * 500) / (a * x ** 4 + b * x ** 3 + c * x ** 2 + d * x + e);
}

const round = (n: number, step = 2.5) => Math.round(n / step) * step;
const fmt = (n: number) => String(Math.round(n * 100) / 100);

type Lifter = { name: string; sex: "M" | "F"; bw: number; strength: number; born: number; fed: number };

/**
 * Yields the header line, then `rows` result lines (about four meets per lifter). Lifters who share a
 * name are told apart by a `#N` suffix, as in the real data.
 */
export function* oplCsvLines(rows: number, seed = 42): Generator<string> {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const seen = new Map<string, number>();
  const newLifter = (): Lifter => {
    const sex = r() < 0.7 ? "M" : "F";
    const surname = Array.from({ length: 2 + Math.floor(r() * 2) }, () => pick(SYLLABLES)).join("");
    let name = `${pick(sex === "M" ? FIRST_M : FIRST_F)} ${surname[0]!.toUpperCase()}${surname.slice(1)}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    if (n > 1) name = `${name} #${n}`;
    const bw = sex === "M" ? 60 + r() * 60 : 48 + r() * 40;
    const strength = 0.75 + r() * 0.7;
    return {
      name,
      sex,
      bw,
      strength,
      born: 1966 + Math.floor(r() * 32),
      fed: Math.floor(r() * FEDERATIONS.length),
    };
  };

  yield OPL_HEADER.join(",");
  let lifter = newLifter();
  for (let i = 0; i < rows; i++) {
    if (r() < 0.3) lifter = newLifter();
    yield resultLine(lifter, r, pick);
  }
}

function attempts(r: () => number, best: number) {
  // Three attempts climbing to about `best`; a miss is written negative.
  const tries = [round(best * 0.9), round(best * 0.96), round(best * (0.99 + r() * 0.04))];
  const made = tries.map((w) => (r() < 0.18 ? -w : w));
  const good = made.filter((w) => w > 0);
  return { made, best: good.length > 0 ? Math.max(...good) : -tries[2]! };
}

function resultLine(l: Lifter, r: () => number, pick: <T>(xs: readonly T[]) => T): string {
  const year = 2014 + Math.floor(r() * 12);
  const date = `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, "0")}-${String(1 + Math.floor(r() * 28)).padStart(2, "0")}`;
  const f = FEDERATIONS[r() < 0.85 ? l.fed : Math.floor(r() * FEDERATIONS.length)]!;
  const bw = Math.round((l.bw + (r() - 0.5) * 4) * 10) / 10;
  const classes = l.sex === "M" ? CLASSES_M : CLASSES_F;
  const cls = classes.find((c) => bw <= c);
  const weightClass = cls ? String(cls) : `${classes[classes.length - 1]}+`;
  const equipment = r() < 0.7 ? "Raw" : pick(["Wraps", "Single-ply", "Multi-ply"]);
  const benchOnly = r() < 0.08;
  const k = l.strength * (l.sex === "M" ? 1 : 0.62) * (0.92 + r() * 0.1) * (equipment === "Raw" ? 1 : 1.12);
  const sq = attempts(r, bw * 2.1 * k);
  const bp = attempts(r, bw * 1.4 * k);
  const dl = attempts(r, bw * 2.5 * k);
  const bombed = benchOnly ? bp.best < 0 : sq.best < 0 || bp.best < 0 || dl.best < 0;
  const total = bombed ? null : benchOnly ? bp.best : sq.best + bp.best + dl.best;
  const age = year - l.born - (r() < 0.5 ? 1 : 0);
  const ageClass =
    age < 20 ? "18-19" : age < 24 ? "20-23" : age < 35 ? "24-34" : age < 40 ? "35-39" : "40-44";
  const division = age < 24 ? "Juniors" : age >= 40 ? "Masters 1" : "Open";
  const blank = ["", "", "", "", ""];
  const lift = (a: { made: number[]; best: number }) => [...a.made.map(fmt), "", fmt(a.best)];
  const state = pick(f.states);
  return [
    l.name,
    l.sex,
    benchOnly ? "B" : "SBD",
    equipment,
    String(age),
    ageClass,
    "",
    division,
    fmt(bw),
    weightClass,
    ...(benchOnly ? blank : lift(sq)),
    ...lift(bp),
    ...(benchOnly ? blank : lift(dl)),
    total === null ? "" : fmt(total),
    total === null ? "DQ" : String(1 + Math.floor(r() * 6)),
    total === null ? "" : fmt(dots(l.sex, bw, total)),
    "",
    "",
    "",
    f.tested,
    f.country,
    state,
    f.fed,
    f.parent,
    date,
    f.country,
    state,
    pick(TOWNS),
    `${f.fed} ${pick(TOWNS)} ${pick(MEET_KINDS)} ${year}`,
    "Yes",
  ].join(",");
}

// `npx tsx bench/openpowerlifting-csv.ts ROWS [SEED]` prints a file.
if (process.argv[1]?.endsWith("openpowerlifting-csv.ts")) {
  const rows = Number(process.argv[2] ?? 200);
  for (const line of oplCsvLines(rows, Number(process.argv[3] ?? 42))) process.stdout.write(`${line}\n`);
}
