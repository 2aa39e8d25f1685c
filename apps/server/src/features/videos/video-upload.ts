import fs from "node:fs";
import { uploadVideoFieldsSchema, VIDEO_MAX_BYTES, type UploadVideoFields } from "@topset/shared";
import type { FastifyRequest } from "fastify";
import { receiveUpload, type ReceivedFile } from "../../lib/receive-upload.js";

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

export type ReceivedUpload = ReceivedFile<UploadVideoFields>;

/**
 * Streams the `video` field to a temp file under `tmpDir`, the size limit enforced while streaming
 * (413, the partial file removed); reads the optional text fields. Any failure leaves nothing behind.
 */
export function receiveVideo(req: FastifyRequest, tmpDir: string): Promise<ReceivedUpload> {
  return receiveUpload(req, {
    field: "video",
    tmpDir,
    fields: uploadVideoFieldsSchema,
    messages: {
      notMultipart: "Please send the video as multipart/form-data.",
      tooLarge: TOO_LARGE,
      missing: "Please choose a video.",
    },
  });
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
