// Test-only helpers for the videos feature: a real mp4 made by ffmpeg, hand-built multipart bodies.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import pino from "pino";
import { videos } from "../../db/schema/index.js";
import { createJobHandlers } from "../../jobs/handlers.js";
import { createJobRunner } from "../../jobs/runner.js";
import { fileStoreFor } from "../../storage/index.js";
import { request, unique, type TestApp, type TestUser } from "../../test/harness.js";
import { addLog, addSet, makeExercises, startSession } from "../sessions/training.fixtures.js";

/** A 1 s 160×120 mp4, generated once per test file. */
export function makeMp4(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-mp4-"));
  const out = path.join(dir, "out.mp4");
  execFileSync("ffmpeg", [
    "-v", "error", "-f", "lavfi", "-i", "testsrc=size=160x120:rate=10", "-t", "1", "-pix_fmt", "yuv420p", out,
  ]); // prettier-ignore
  const data = fs.readFileSync(out);
  fs.rmSync(dir, { recursive: true, force: true });
  return data;
}

type Part = { name: string; value?: string; filename?: string; type?: string; data?: Buffer };

export function multipartBody(parts: Part[]) {
  const boundary = `----topset${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file =
      p.filename != null ? `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? "video/mp4"}` : "";
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`),
    );
    chunks.push(p.data ?? Buffer.from(p.value ?? ""), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  t: TestApp,
  logId: number,
  as: TestUser | undefined,
  data: Buffer,
  extra: Part[] = [],
) {
  const body = multipartBody([...extra, { name: "video", filename: "squat.mp4", type: "video/mp4", data }]);
  return request(t, { method: "POST", url: `/api/v1/logs/${logId}/upload-a-video`, as, ...body });
}

export const get = (t: TestApp, url: string, as?: TestUser, headers: Record<string, string> = {}) =>
  request(t, { method: "GET", url: `/api/v1${url}`, as, headers });

/** Every file under the test app's uploads directory (temp files included). */
export function storedFiles(t: TestApp): string[] {
  const root = path.join(t.config.dataDir, "uploads");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/**
 * A Squat session of `owner` with one set and a video stored directly (a real mp4 and a ready thumbnail in
 * the file store, the row in the database), without the upload route or the thumbnail job.
 */
export async function storeVideo(t: TestApp, owner: TestUser) {
  const [squat] = await makeExercises(t, owner, ["Squat"]);
  const session = await startSession(t, owner);
  const log = await addLog(t, owner, session.id, squat!.id);
  await addSet(t, owner, log.id);
  const store = fileStoreFor(t.config);
  const storageKey = `videos/${unique()}.mp4`;
  const thumbnailKey = `thumbnails/${unique()}.webp`;
  const { size } = await store.put(storageKey, Readable.from([makeMp4()]));
  await store.put(thumbnailKey, Readable.from([Buffer.from("thumb")]));
  const [video] = await t.database.db
    .insert(videos)
    .values({
      userId: owner.id,
      sessionId: session.id,
      logId: log.id,
      storageKey,
      thumbnailKey,
      thumbnailStatus: "ready",
      contentType: "video/mp4",
      sizeBytes: size,
    })
    .returning();
  return { session, log, video: video!, storageKey, thumbnailKey, store };
}

/** A runner with the app's real job handlers, to `drain()` in tests. */
export const jobRunner = (t: TestApp) =>
  createJobRunner({
    db: t.database.db,
    logger: pino({ level: "silent" }),
    handlers: createJobHandlers({ db: t.database.db, config: t.config }),
  });
