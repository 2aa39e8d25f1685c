import { importFieldsSchema, MAX_IMPORT_BYTES } from "@topset/shared";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { receiveUpload, type ReceivedFile } from "../../lib/receive-upload.js";

export { BROKEN_BODY } from "../../lib/receive-upload.js";

export const TOO_LARGE = `The file is more than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`;
export const NOT_MULTIPART = "Please send the file as multipart/form-data (the `file` field).";

/** Multipart limits, all set here: one file and a few short text fields. */
export const importMultipartLimits = {
  fileSize: MAX_IMPORT_BYTES,
  files: 1,
  fields: 8,
  parts: 10,
  fieldSize: 100,
  fieldNameSize: 100,
  headerPairs: 20,
};

export type ReceivedImport = ReceivedFile<z.output<typeof importFieldsSchema>>;

/** The `file` part in a temp file and the import's text fields, which may come before or after it. */
export function receiveImport(req: FastifyRequest, tmpDir: string): Promise<ReceivedImport> {
  return receiveUpload(req, {
    field: "file",
    tmpDir,
    fields: importFieldsSchema,
    messages: { notMultipart: NOT_MULTIPART, tooLarge: TOO_LARGE, missing: "Please choose a file." },
  });
}
