import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "./mail/outbox.js";
import { createS3FileStore } from "./storage/s3-file-store.js";
import type { FileStore } from "./storage/index.js";
import { copyClient } from "./test/copy-client.js";
import { makeMp4 } from "./test/fixtures/videos.js";
import { unique } from "./test/harness.js";
import { PG_BIN, PostgresProcess } from "./test/postgres-process.js";
import { startTestS3, type TestS3 } from "./test/s3-server.js";
import {
  clusterMissing,
  freePort,
  logIn,
  startCopy,
  stopCopy,
  until,
  warnClusterSkipped,
  type Copy,
} from "./test/server-copies.js";

/**
 * The "at scale" deployment for real: three copies of the built server started at the same moment on an
 * empty database of a private PostgreSQL (so this test may restart it), the suite's Redis and a local
 * S3-compatible server. Media cross copies through the bucket; nothing stays on a copy's disk; the
 * copies ride out PostgreSQL restarts without losing an acknowledged write.
 */
warnClusterSkipped("scale-out.test.ts");
if (clusterMissing.length === 0 && !PG_BIN)
  console.warn("scale-out.test.ts skipped: it starts its own PostgreSQL, and no server binaries were found.");

const serverDir = fileURLToPath(new URL("..", import.meta.url));

describe.skipIf(clusterMissing.length > 0 || !PG_BIN)(
  "three copies, one PostgreSQL, one Redis, one bucket",
  () => {
    let postgres: PostgresProcess;
    let s3: TestS3;
    let bucket: FileStore;
    let databaseUrl: string;
    const copies: Copy[] = [];
    const admin = { email: `${unique("adm")}@example.test` };
    let api: ReturnType<typeof copyClient>;
    let adminId: number;

    beforeAll(async () => {
      execFileSync(process.execPath, ["build.mjs"], { cwd: serverDir, stdio: "ignore" });
      postgres = await PostgresProcess.create(await freePort());
      postgres.createDatabase("topset_scale");
      databaseUrl = postgres.url("topset_scale");
      s3 = await startTestS3("topset-scale");
      bucket = createS3FileStore(s3.settings);
      const env = {
        ...s3.env,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: "info",
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      };
      // All at once on the empty database: the start-up lock lets one migrate while the others wait.
      copies.push(...(await Promise.all([0, 1, 2].map(() => startCopy(admin, { built: true, env })))));
      api = copyClient(await logIn(copies[0]!, admin.email));
      const me = await api.send(copies[0]!, "GET", "/api/v1/users/check-authentication");
      adminId = (await api.first<{ id: number }>(me, 200)).id;
    }, 240_000);

    afterAll(async () => {
      await Promise.all(copies.map(stopCopy));
      await s3?.close();
      postgres?.stop();
    }, 60_000);

    const a = () => copies[0]!;
    const b = () => copies[1]!;
    const c = () => copies[2]!;
    const bucketKeys = async () => {
      const keys: string[] = [];
      for await (const key of bucket.list()) keys.push(key);
      return keys;
    };

    /** A session with one log through `copy`, ready for a video. */
    async function newLog(copy: Copy) {
      const categories = await api.send(copy, "POST", "/api/v1/exercise-categories", { name: unique("cat") });
      const category = await api.first<{ id: number }>(categories);
      const exercise = await api.first<{ id: number }>(
        await api.send(copy, "POST", "/api/v1/exercises", {
          exercise_category_id: category.id,
          name: unique("Squat"),
        }),
      );
      const session = await api.first<{ id: number }>(
        await api.send(copy, "POST", "/api/v1/sessions", { name: "Heavy day" }),
      );
      const log = await api.first<{ id: number }>(
        await api.send(copy, "POST", "/api/v1/logs", { session_id: session.id, exercise_id: exercise.id }),
      );
      return { session, log };
    }

    it(
      "streams a video uploaded through one copy from another, with Range and its thumbnail",
      { timeout: 60_000 },
      async () => {
        const { session, log } = await newLog(a());
        const mp4 = makeMp4();
        const form = new FormData();
        form.append("video", new Blob([new Uint8Array(mp4)], { type: "video/mp4" }), "squat.mp4");
        const video = await api.first<{ id: number }>(
          await api.send(a(), "POST", `/api/v1/logs/${log.id}/upload-a-video`, form),
        );

        const part = await api.send(b(), "GET", `/api/v1/videos/${video.id}/stream`, undefined, {
          range: "bytes=10-19",
        });
        expect(part.status).toBe(206);
        expect(part.headers.get("content-range")).toBe(`bytes 10-19/${mp4.length}`);
        expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(10, 20))).toBe(true);

        // Made by a queued job on whichever copy takes it; shown within 30 s.
        type Details = { logs: { videos: { id: number; screenshot_url: string | null }[] }[] };
        const screenshot = await until(
          async () => {
            const details = await api.first<Details>(
              await api.send(c(), "GET", `/api/v1/sessions/${session.id}`),
              200,
            );
            return (
              details.logs.flatMap((l) => l.videos).find((v) => v.id === video.id)?.screenshot_url ?? null
            );
          },
          (url) => url !== null,
          30_000,
        );
        const thumb = await api.send(b(), "GET", screenshot!);
        expect(thumb.status).toBe(200);
        expect(thumb.headers.get("content-type")).toBe("image/webp");
        expect(
          Buffer.from(await thumb.arrayBuffer())
            .subarray(8, 12)
            .toString(),
        ).toBe("WEBP");
      },
    );

    it("downloads from one copy an export requested through another", { timeout: 60_000 }, async () => {
      expect((await api.send(b(), "GET", `/api/v1/users/${adminId}/download-user-data`)).status).toBe(200);
      const link = await until(
        async () => {
          const mails = (
            await Promise.all(copies.map((copy) => readOutbox(path.join(copy.dataDir, "outbox"))))
          ).flat();
          return mails.flatMap((m) => m.links).find((l) => l.includes("/exports/"));
        },
        (l) => l !== undefined,
        30_000,
      );
      const zip = await api.send(c(), "GET", new URL(link!).pathname);
      expect(zip.status).toBe(200);
      expect(zip.headers.get("content-type")).toBe("application/zip");
      expect(
        Buffer.from(await zip.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe("PK");
    });

    // Every copy writes its log lines to the shared activity_log table (decision 036).
    it("shows the admin on one copy what was done on every copy", { timeout: 30_000 }, async () => {
      const sessions = await Promise.all(copies.map(async (copy) => (await newLog(copy)).session.id));
      for (const [i, copy] of copies.entries()) {
        expect((await api.send(copy, "DELETE", `/api/admin/sessions/${sessions[i]}`)).status).toBe(200);
      }
      const entries = await until(
        async () =>
          JSON.stringify(await (await api.send(a(), "GET", "/api/admin/view-logs?latest=500")).json()),
        (all) => sessions.every((id) => all.includes(`sessionId\\":${id}`)),
        10_000,
      );
      for (const id of sessions) expect(entries).toContain(`sessionId\\":${id}`);
    });

    it("keeps no media on any copy's disk: they are all in the bucket", async () => {
      const keys = await bucketKeys();
      for (const prefix of ["videos/", "thumbnails/", "exports/"])
        expect(keys.some((k) => k.startsWith(prefix))).toBe(true);
      for (const copy of copies) {
        const ready = await fetch(`${copy.url}/ready`);
        expect(ready.status).toBe(200);
        expect(((await ready.json()) as { data: { store: string }[] }).data[0]!.store).toBe("ok");
        const files = fs.readdirSync(copy.dataDir, { recursive: true, encoding: "utf8" });
        const media = files.filter((f) => /^(uploads|thumbnails|exports|videos|avatars)(\/|$)/.test(f));
        expect(media, copy.dataDir).toEqual([]);
      }
    });

    it(
      "rides out three PostgreSQL restarts under writes through every copy; every acknowledged write is stored",
      { timeout: 120_000 },
      async () => {
        const acknowledged: number[] = [];
        const refused: string[] = [];
        let unavailable = 0;
        let writing = true;
        const writer = async (copy: Copy, w: number) => {
          for (let i = 0; writing; i++) {
            const body = { body_weight: 60 + w + (i % 100) / 100, body_weight_unit: "kg" };
            const res = await api.send(copy, "POST", "/api/v1/variables", body).catch(() => undefined);
            if (res?.status === 201) acknowledged.push((await api.first<{ id: number }>(res)).id);
            else if (res?.status === 503 && Number(res.headers.get("retry-after")) > 0) {
              unavailable++;
              await res.body?.cancel();
            } else refused.push(`${copy.url} ${res?.status} ${await res?.text()}`);
            await sleep(10);
          }
        };
        const writers = copies.map((copy, w) => writer(copy, w));
        for (let k = 0; k < 3; k++) {
          await sleep(1_000);
          await postgres.restart();
          // Writes are acknowledged again before the next restart.
          const count = acknowledged.length;
          await until(
            () => acknowledged.length,
            (n) => n > count,
            20_000,
          );
        }
        await sleep(500);
        writing = false;
        await Promise.all(writers);

        // Every copy is still up and recovered by itself: a write through each succeeds.
        for (const copy of copies) {
          expect(copy.child.exitCode, copy.output.join("")).toBeNull();
          const res = await api.send(copy, "POST", "/api/v1/variables", {
            body_weight: 99,
            body_weight_unit: "kg",
          });
          expect(res.status).toBe(201);
        }
        expect(refused).toEqual([]);
        console.info(
          `scale-out: ${acknowledged.length} writes acknowledged, ${unavailable} answered 503, over 3 restarts`,
        );
        expect(acknowledged.length).toBeGreaterThan(30);

        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const stored = await client.query<{ id: number }>("select id from variables where id = any($1)", [
            acknowledged,
          ]);
          const storedIds = new Set(stored.rows.map((r) => Number(r.id)));
          expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
        } finally {
          await client.end();
        }
      },
    );
  },
);
