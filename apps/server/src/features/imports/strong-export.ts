// The member's whole history in Strong's layout, streamed a page of sessions at a time.
import {
  csvCell,
  displayWeight,
  formatStrongDuration,
  formatZonedDateTime,
  STRONG_HEADER,
  type WeightUnit,
} from "@topset/shared";
import type { Db } from "../../db/client.js";
import { doneSetsOf, pageSessions, type Cursor, type ExportSession } from "./strong-export.queries.js";

const PAGE = 200;
const KIND_ORDER = { warmup: "W", drop: "D", failure: "F" } as const;

type Account = { id: number; weightUnit: WeightUnit; timezone: string | null };
type SetRow = Awaited<ReturnType<typeof doneSetsOf>>[number];

/** The CSV lines of one session: one per done set, notes on the first row as Strong writes them. */
export function sessionLines(session: ExportSession, rows: SetRow[], account: Account): string[] {
  const date = formatZonedDateTime(session.startDate, account.timezone);
  const duration = session.endDate
    ? formatStrongDuration((session.endDate.getTime() - session.startDate.getTime()) / 1000)
    : "";
  const lines: string[] = [];
  let logId: number | undefined;
  let working = 0;
  for (const [i, set] of rows.entries()) {
    const firstOfLog = set.logId !== logId;
    if (firstOfLog) {
      logId = set.logId;
      working = 0;
    }
    const order = set.kind === "normal" ? String(++working) : KIND_ORDER[set.kind];
    const weight = displayWeight({ value: set.weight, unit: set.weightUnit }, account.weightUnit);
    const cells = [
      date,
      session.name,
      duration,
      set.name,
      order,
      weight,
      set.reps,
      0,
      0,
      firstOfLog ? set.logNotes : null,
      i === 0 ? session.notes : null,
      set.rpe,
    ];
    lines.push(cells.map(csvCell).join(","));
  }
  return lines;
}

export async function* strongExport(db: Db, account: Account): AsyncGenerator<string> {
  yield `${STRONG_HEADER}\n`;
  let cursor: Cursor | undefined;
  for (;;) {
    const page = await pageSessions(db, account.id, cursor, PAGE);
    if (page.length === 0) return;
    const rows = await doneSetsOf(
      db,
      account.id,
      page.map((s) => s.id),
    );
    const bySession = new Map<number, SetRow[]>();
    for (const r of rows) bySession.set(r.sessionId, [...(bySession.get(r.sessionId) ?? []), r]);
    const lines = page.flatMap((s) => sessionLines(s, bySession.get(s.id) ?? [], account));
    if (lines.length) yield `${lines.join("\n")}\n`;
    const last = page[page.length - 1]!;
    cursor = { at: last.at, id: last.id };
  }
}
