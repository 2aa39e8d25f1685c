import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { uploadVideoFieldsSchema, VIDEO_MAX_BYTES, type UploadVideoFields } from "@topset/shared";
import type { FastifyRequest } from "fastify";
import { badRequest, HttpError, VALIDATION_MESSAGE } from "../../lib/http-errors.js";

export const TOO_LARGE = "Your video is more than 10 MB.";
export const NOT_A_VIDEO = "Please upload a video (MP4, MOV or WebM).";

/** Multipart limits, every one set here: the plugin's defaults are far looser than one video upload needs. */
export const multipartLimits = {
  fileSize: VIDEO_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 100,
  fieldNameSize: 100,
  headerPairs: 20,
};

export type ReceivedUpload = {
  tmpPath: string;
  size: number;
  originalName: string;
  fields: UploadVideoFields;
};

/**
 * Streams the `video` field to a temp file under `tmpDir`, the size limit enforced while streaming
 * (413, the partial file removed); reads the optional text fields. Any failure leaves nothing behind.
 */
export async function receiveVideo(req: FastifyRequest, tmpDir: string): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw new HttpError(415, "Please send the video as multipart/form-data.");
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, `${randomUUID()}.upload`);
  let received: Omit<ReceivedUpload, "fields"> | undefined;
  const raw: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "video" || received) {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, fs.createWriteStream(tmpPath, { flags: "wx" }));
      if (part.file.truncated) throw new HttpError(413, TOO_LARGE);
      received = { tmpPath, size: part.file.bytesRead, originalName: part.filename.slice(0, 255) };
    }
    if (!received) throw badRequest(VALIDATION_MESSAGE, [{ msg: "Please choose a video.", path: "video" }]);
    const fields = uploadVideoFieldsSchema.safeParse(raw);
    if (!fields.success) {
      const errors = fields.error.issues.map((i) => ({ msg: i.message, path: i.path.join(".") }));
      throw badRequest(VALIDATION_MESSAGE, errors);
    }
    return { ...received, size: (await fs.promises.stat(tmpPath)).size, fields: fields.data };
  } catch (err) {
    await fs.promises.rm(tmpPath, { force: true });
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, TOO_LARGE);
    throw err;
  }
}

/** Runs `check`, removing the received temp file if it throws. */
export async function discardOnError<T>(upload: ReceivedUpload, check: () => T): Promise<T> {
  try {
    return check();
  } catch (err) {
    await fs.promises.rm(upload.tmpPath, { force: true });
    throw err;
  }
}
