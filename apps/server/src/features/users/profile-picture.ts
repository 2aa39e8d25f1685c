import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PROFILE_PICTURE_MAX_BYTES } from "@topset/shared";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import { badRequest, HttpError, VALIDATION_MESSAGE } from "../../lib/http-errors.js";

export const PICTURE_TOO_LARGE = "Your picture is more than 5 MB. Please choose a smaller one.";
export const NOT_AN_IMAGE = "Please upload an image (JPEG, PNG, WebP, GIF, AVIF or HEIC).";
/** The stored picture: a square, big enough for a retina profile header, small enough for a phone. */
export const PICTURE_SIZE = 512;

/** Raster formats sharp may decode here; SVG (scripts, external references) and PDF are refused. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
/** Decompression-bomb guard: a 5 MB file can still claim a gigantic canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export const pictureMultipartLimits = {
  fileSize: PROFILE_PICTURE_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 100,
  fieldNameSize: 100,
  headerPairs: 20,
};

/**
 * Streams the `picture` field to a temp file, the 5 MB limit enforced while streaming (413, the partial
 * file removed). The caller owns the returned file and must remove it.
 */
export async function receivePicture(req: FastifyRequest, tmpDir: string): Promise<string> {
  if (!req.isMultipart()) throw new HttpError(415, "Please send the picture as multipart/form-data.");
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, `${randomUUID()}.upload`);
  let received = false;
  try {
    for await (const part of req.parts()) {
      if (part.type === "field") continue; // user_id of the client's body: the path names the user.
      if (part.fieldname !== "picture" || received) {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, fs.createWriteStream(tmpPath, { flags: "wx" }));
      if (part.file.truncated) throw new HttpError(413, PICTURE_TOO_LARGE);
      received = true;
    }
    if (!received) {
      throw badRequest(VALIDATION_MESSAGE, [{ msg: "Please choose a picture.", path: "picture" }]);
    }
    return tmpPath;
  } catch (err) {
    await fs.promises.rm(tmpPath, { force: true });
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new HttpError(413, PICTURE_TOO_LARGE);
    throw err;
  }
}

/**
 * The uploaded file as a square webp, decided by its content (never its name or declared type):
 * auto-rotated by its EXIF orientation, then re-encoded, which drops EXIF, GPS and any other metadata.
 */
export async function toSquareWebp(file: string): Promise<Readable> {
  let format: string | undefined;
  try {
    format = (await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(415, NOT_AN_IMAGE);
  try {
    const webp = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
    return Readable.from(webp);
  } catch {
    // Valid header, broken body (truncated or corrupt pixels).
    throw new HttpError(415, NOT_AN_IMAGE);
  }
}
