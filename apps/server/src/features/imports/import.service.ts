// One import from its stored file: read and match outside any transaction (progress moves meanwhile),
// then one short write transaction. A dry run stops after matching and writes only its counts.
import type { Db } from "../../db/client.js";
import type { FileStore } from "../../storage/index.js";
import { enqueuePersonalChartRefit } from "../../lib/personal-chart-refit.js";
import { lockUser } from "../users/users.queries.js";
import type { Workout } from "./group.js";
import { updateImport, type ImportRowDb } from "./imports.queries.js";
import { planImport, type Plan } from "./plan.js";
import type { ImportError } from "./read-file.js";
import { readImportFileOffThread } from "./read-off-thread.js";
import { SNIFF_BYTES, sniffFile } from "./sniff.js";
import { writePlan } from "./write.statements.js";

export const FILE_GONE = "The uploaded file is no longer kept: please upload it again.";
/** Share of the progress bar taken by reading the file; matching and writing take the rest. */
const READ_SHARE = 90;
/** The newest sessions answered in `session_ids`. */
const SESSION_IDS = 20;

export async function readHead(store: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key, { start: 0, end: SNIFF_BYTES - 1 })) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const finished = () => ({ finishedAt: new Date(), progress: 100 });

function counts(plan: Plan) {
  return {
    sessions: plan.workouts.length,
    sets: plan.sets,
    existingSessions: plan.existing,
    newExercises: plan.newExercises.length,
  };
}

function span(workouts: Workout[]) {
  if (workouts.length === 0) return { firstWorkoutAt: null, lastWorkoutAt: null };
  let [first, last] = [Infinity, -Infinity];
  for (const w of workouts)
    [first, last] = [Math.min(first, w.start.getTime()), Math.max(last, w.start.getTime())];
  return { firstWorkoutAt: new Date(first), lastWorkoutAt: new Date(last) };
}

async function fail(db: Db, store: FileStore, row: ImportRowDb, errors: ImportError[]) {
  if (row.storageKey) await store.delete(row.storageKey);
  await updateImport(db, row.id, { status: "failed", errors, storageKey: null, ...finished() });
}

/** Runs the import of `row` to its end (done or failed); throws only on an unexpected error. */
export async function runImport(db: Db, store: FileStore, row: ImportRowDb): Promise<void> {
  const key = row.storageKey;
  const size = key ? (await store.stat(key))?.size : undefined;
  if (!key || size === undefined) return fail(db, store, row, [{ row: 0, msg: FILE_GONE }]);
  const sniffed = sniffFile(await readHead(store, key), row.source);
  if (!sniffed.ok) return fail(db, store, row, [{ row: 1, msg: sniffed.message }]);
  await updateImport(db, row.id, { status: "running", progress: 0, errors: [] });

  let shown = 0;
  const read = await readImportFileOffThread(await store.read(key), {
    layout: sniffed.layout,
    delimiter: sniffed.delimiter,
    timezone: row.timezone,
    unit: row.weightUnit,
    onBytes: async (bytes) => {
      const progress = Math.min(READ_SHARE, Math.floor((bytes / Math.max(size, 1)) * READ_SHARE));
      if (progress < shown + 5) return;
      shown = progress;
      await updateImport(db, row.id, { progress });
    },
  });
  const skippedReasons = [...read.skipped].map(([reason, count]) => ({ reason, count }));
  const skipped = skippedReasons.reduce((n, r) => n + r.count, 0);
  const workouts = read.workouts;
  const summary = { skipped, skippedReasons, ...span(workouts) };
  if (read.errors.length) {
    await updateImport(db, row.id, summary);
    return fail(db, store, row, read.errors);
  }
  if (row.dryRun) {
    const plan = await planImport(db, row.userId, workouts);
    await updateImport(db, row.id, { status: "done", ...summary, ...counts(plan), ...finished() });
    return;
  }
  await db.transaction(async (tx) => {
    // Serialises two imports of one member, so the second sees the first one's sessions.
    const member = await lockUser(tx, row.userId);
    const plan = await planImport(tx, row.userId, workouts);
    const ids = await writePlan(tx, row.userId, plan);
    // Imported sets are history the member's own RPE chart is fitted from.
    if (member?.e1rmMethod === "personal" && plan.sets > 0) await enqueuePersonalChartRefit(tx, row.userId);
    const sessionIds = ids.slice(-SESSION_IDS).reverse();
    await updateImport(tx, row.id, {
      status: "done",
      ...summary,
      ...counts(plan),
      sessionIds,
      storageKey: null,
      ...finished(),
    });
  });
  await store.delete(key);
}
