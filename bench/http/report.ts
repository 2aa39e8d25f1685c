// Prints the HTTP bench's tables: one per database and connection count, 1 y and 10 y side by side.
import type { Cell } from "./measure.js";

export type Run = { years: number; cells: Record<string, Record<number, Cell>>; rssAfter: number };

const TRIVIAL = "check-authentication (trivial)";
const f = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "-");

function cellText(cell: Cell | undefined, trivial: Cell | undefined): string {
  if (!cell) return "";
  const cost = trivial ? trivial.rps / cell.rps : NaN;
  const failed = `${cell.errors}/${cell.timeouts + cell.unfinished}`;
  return [f(cell.rps).padStart(6), f(cell.p50).padStart(6), f(cell.p99).padStart(6), failed.padStart(8),
    `${f(cost, 2)}×`.padStart(7), `${f(cell.loop?.p99 ?? NaN, 0)}/${f(cell.loop?.max ?? NaN, 0)}`.padStart(9)].join(" "); // prettier-ignore
}

const LEGEND =
  "cost = trivial req/s ÷ read req/s; err = errors and non-2xx; t.o. = time-outs (10 s) and requests " +
  "unanswered when the cell ended (beyond one in flight a connection); loop = the server's event-loop delay p99/max, ms";

export function printTarget(target: string, runs: Run[], connectionsList: number[], idle?: string) {
  const head = "  req/s  p50ms  p99ms  err/t.o.   cost  loop p99/max";
  for (const connections of connectionsList) {
    console.log(`\n${target}, ${connections} connections`);
    const names = Object.keys(runs[0]?.cells ?? {});
    const yearsHead = runs.map((r) => `${r.years} y`.padEnd(head.length)).join(" |");
    console.log(`${"".padEnd(32)} ${yearsHead}${runs.length > 1 ? " | cost last/first" : ""}`);
    console.log(`${"read".padEnd(32)} ${runs.map(() => head).join(" |")}`);
    for (const name of names) {
      const texts = runs.map((r) => cellText(r.cells[name]?.[connections], r.cells[TRIVIAL]?.[connections]));
      const costs = runs.map((r) => {
        const cell = r.cells[name]?.[connections];
        const trivial = r.cells[TRIVIAL]?.[connections];
        return cell && trivial ? trivial.rps / cell.rps : NaN;
      });
      const growth = runs.length > 1 ? ` | ${f(costs[costs.length - 1]! / costs[0]!, 2)}×` : "";
      console.log(`${name.padEnd(32)} ${texts.join(" |")}${growth}`);
    }
  }
  console.log(LEGEND);
  console.log(
    `\n${target}: ${idle ?? "idle RSS not measured"}; RSS after each run: ${runs.map((r) => `${r.years} y ${r.rssAfter} MB`).join(", ")}`,
  );
}
