// Test-only helpers for the users feature: real images made by sharp, a user with training data and
// stored video files, and a small ZIP reader for the export.
import { Readable } from "node:stream";
import zlib from "node:zlib";
import sharp from "sharp";
import { blocks, variables, videos } from "../../db/schema/index.js";
import { fileStoreFor } from "../../storage/index.js";
import { request, type TestApp, type TestUser } from "../../test/harness.js";
import { addLog, addSet, makeExercises, startSession } from "../sessions/training.fixtures.js";
import { multipartBody } from "../videos/videos.fixtures.js";

/** Every field of a user in the admin's user list: an allow-list, so nothing secret slips in. */
export const LISTED_USER_FIELDS = [
  "bio",
  "birth_date",
  "created_at",
  "deleted",
  "email",
  "first_name",
  "id",
  "last_name",
  "profile_picture_url",
  "role",
  "username",
  "verified",
] as const;

/** Every field of the user in their own answers (login, check-authentication): the listed ones, the weight, the time zone and the e1RM method. */
export const OWN_USER_FIELDS = [
  ...LISTED_USER_FIELDS,
  "weight",
  "weight_unit",
  "timezone",
  "e1rm_method",
] as const;

/** A real PNG (or JPEG) of the given size with an EXIF block, so stripping it can be checked. */
export function makeImage(width = 800, height = 600, format: "png" | "jpeg" = "jpeg"): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  }).withExif({ IFD0: { Copyright: "secret-exif-marker", Artist: "secret-exif-marker" } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
}

export function uploadPicture(
  t: TestApp,
  userId: number,
  as: TestUser | undefined,
  data: Buffer,
  file = { filename: "me.jpg", type: "image/jpeg" },
) {
  const body = multipartBody([{ name: "picture", ...file, data }]);
  return request(t, { method: "POST", url: `/api/v1/users/update-profile-picture/${userId}`, as, ...body });
}

/** A session with a log, a set and a stored video (file included), a tracker entry and a block. */
export async function withTrainingData(t: TestApp, user: TestUser) {
  const db = t.database.db;
  const [squat] = await makeExercises(t, user, ["Squat"]);
  const session = await startSession(t, user);
  const log = await addLog(t, user, session.id, squat!.id);
  const set = await addSet(t, user, log.id, { reps: 3, weight: 102.5 });
  const videoKey = `videos/test-${user.id}.mp4`;
  await fileStoreFor(t.config).put(videoKey, Readable.from(Buffer.from("not really a video")));
  const [video] = await db
    .insert(videos)
    .values({
      userId: user.id,
      sessionId: session.id,
      logId: log.id,
      storageKey: videoKey,
      contentType: "video/mp4",
      sizeBytes: 18,
      thumbnailStatus: "failed",
    })
    .returning();
  await db.insert(variables).values([
    { userId: user.id, bodyWeight: 81.3, bodyWeightUnit: "kg" },
    { userId: user.id, caloriesPriorSession: 600, totalCalories: 2800 },
    { userId: user.id, stressLevel: 4, hoursOfSleep: 7.5 },
  ]);
  const [block] = await db
    .insert(blocks)
    .values({ userId: user.id, name: "Peaking", startDate: "2025-01-06", endDate: "2025-02-02" })
    .returning();
  return { squat: squat!, session, log, set, video: video!, videoKey, block: block! };
}

/** The entries of a ZIP (stored or deflated), read through its central directory. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error("not a zip");
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? zlib.inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
