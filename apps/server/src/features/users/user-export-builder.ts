import type { Readable } from "node:stream";
import { setFigures, toCsv, type CsvColumn, type SetFigures } from "@topset/shared";
import yazl from "yazl";
import type { Db } from "../../db/client.js";
import type { FileStore } from "../../storage/index.js";
import { extensionOf } from "../../lib/video-sniff.js";
import { collectSecurityMetadata } from "./account-security-export.queries.js";
import { collectUserData, type UserData } from "./user-exports.queries.js";
import { toCurrentUser, type UserRow } from "./users.queries.js";

type Row = Record<string, unknown>;

/** camelCase column names to the API's snake_case, so the JSON reads like the rest of the API. */
function snake(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]),
  );
}

type Data = UserData;
type SessionRow = Data["sessionRows"][number];
type SetCsvRow = Data["setRows"][number] & SetFigures & { exercise: string };
type VariableRow = Data["variableRows"][number];

const sessionColumns: CsvColumn<SessionRow>[] = [
  { key: "id", header: "ID" },
  { key: "name", header: "Name" },
  { key: "startDate", header: "Start date" },
  { key: "endDate", header: "End date" },
  { key: "sessionRpe", header: "Session RPE" },
  { key: "bodyWeight", header: "Bodyweight" },
  { key: "bodyWeightUnit", header: "Bodyweight unit" },
  { key: "hoursOfSleep", header: "Hours of sleep" },
  { key: "caloriesPriorSession", header: "Calories prior to session" },
  { key: "caffeineIntake", header: "Caffeine intake" },
  { key: "notes", header: "Notes" },
];
const setColumns: CsvColumn<SetCsvRow>[] = [
  { key: "id", header: "ID" },
  { key: "sessionId", header: "Session ID" },
  { key: "logId", header: "Log ID" },
  { key: "exercise", header: "Exercise" },
  { key: "reps", header: "Reps" },
  { key: "weight", header: "Weight" },
  { key: "weightUnit", header: "Unit" },
  { key: "rpe", header: "RPE" },
  { key: "kind", header: "Kind" },
  { key: "ri", header: "RI %" },
  { key: "e1rm", header: "e1RM" },
  { key: "volume", header: "Volume" },
  { key: "notes", header: "Notes" },
  { key: "createdAt", header: "Date" },
];
const bodyweightColumns: CsvColumn<VariableRow>[] = [
  { key: "id", header: "ID" },
  { key: "bodyWeight", header: "Bodyweight" },
  { key: "bodyWeightUnit", header: "Unit" },
  { key: "createdAt", header: "Date" },
];
const caloriesColumns: CsvColumn<VariableRow>[] = [
  { key: "id", header: "ID" },
  { key: "caloriesPriorSession", header: "Calories prior to session" },
  { key: "totalCalories", header: "Total calories" },
  { key: "createdAt", header: "Date" },
];
const recoveryColumns: CsvColumn<VariableRow>[] = [
  { key: "id", header: "ID" },
  { key: "stressLevel", header: "Stress level" },
  { key: "hoursOfSleep", header: "Hours of sleep" },
  { key: "createdAt", header: "Date" },
];

/** Tracker filters on loaded rows: the same conditions as isBodyweightEntry & co. in schema/variables.ts. */
const trackers = {
  bodyweight: (v: VariableRow) => v.bodyWeight != null,
  calories: (v: VariableRow) => v.caloriesPriorSession != null || v.totalCalories != null,
  recovery: (v: VariableRow) => v.stressLevel != null || v.hoursOfSleep != null,
};

/**
 * Writes the user's ZIP to `store` under `key`, streaming: the JSON and CSVs are small buffers, the
 * videos are piped from the store one after the other.
 */
export async function buildUserExport(
  db: Db,
  store: FileStore,
  user: UserRow,
  key: string,
): Promise<{ size: number }> {
  const [d, security] = await Promise.all([
    collectUserData(db, user.id),
    collectSecurityMetadata(db, user.id),
  ]);
  const exerciseName = new Map(d.logRows.map((l) => [l.id, l.name]));
  // The figures the API sends for each set, in the account's e1RM method (and chart).
  const setRows = d.setRows.map((s) => ({
    ...s,
    ...setFigures(s, user.e1rmMethod, user.personalRpeChart),
    exercise: exerciseName.get(s.logId) ?? "",
  }));
  const everything = {
    exported_at: new Date().toISOString(),
    user: toCurrentUser(user),
    blocks: d.blockRows.map(snake),
    // shared_video is the database's own bookkeeping for the feed, not something the member wrote.
    sessions: d.sessionRows.map(({ sharedVideo: _bookkeeping, ...session }) => snake(session)),
    logs: d.logRows.map(snake),
    sets: setRows.map(({ exercise: _e, ...s }) => snake(s)),
    tags: d.tagRows.map(snake),
    trackers: d.variableRows.map(snake),
    exercise_categories: d.categoryRows.map(snake),
    exercises: d.exerciseRows.map(snake),
    // Storage keys are the server's business: the file itself is in videos/ under the same id.
    videos: d.videoRows.map(({ storageKey: _s, thumbnailKey: _t, ...v }) => ({
      ...snake(v),
      file: `videos/${v.id}.${extensionOf(v.contentType)}`,
    })),
    comments: d.commentRows.map(snake),
    following: d.followRows.map(snake),
    changelog_subscription: d.subscriptionRows.map(snake),
    routines: d.routineRows.map(snake),
    programs: d.programRows.map(snake),
    // How the account signs in and where it sends events: metadata only, never a secret (decision 047).
    security,
  };

  const zip = new yazl.ZipFile();
  const written = store.put(key, zip.outputStream as Readable, "application/zip");
  const text = (s: string) => Buffer.from(s, "utf8");
  zip.addBuffer(text(JSON.stringify(everything, null, 2)), "topset-data.json");
  zip.addBuffer(text(toCsv(d.sessionRows, sessionColumns)), "sessions.csv");
  zip.addBuffer(text(toCsv(setRows, setColumns)), "sets.csv");
  zip.addBuffer(text(toCsv(d.variableRows.filter(trackers.bodyweight), bodyweightColumns)), "bodyweight.csv");
  zip.addBuffer(text(toCsv(d.variableRows.filter(trackers.calories), caloriesColumns)), "calories.csv");
  zip.addBuffer(text(toCsv(d.variableRows.filter(trackers.recovery), recoveryColumns)), "recovery.csv");
  for (const video of d.videoRows) {
    if (!(await store.stat(video.storageKey))) continue; // a file lost in the store must not sink the export
    const source = await store.read(video.storageKey);
    source.on("error", (err) => zip.outputStream.emit("error", err));
    zip.addReadStream(source, `videos/${video.id}.${extensionOf(video.contentType)}`, {
      compress: false, // already compressed: deflating video costs CPU for nothing
    });
  }
  zip.end();
  return written;
}
