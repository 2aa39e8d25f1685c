import { dataPaths, type Config } from "../config.js";
import type { FileStore } from "./file-store.js";
import { createLocalFileStore } from "./local-file-store.js";
import { createS3FileStore } from "./s3-file-store.js";

export type { ByteRange, FileStore } from "./file-store.js";
export { createLocalFileStore } from "./local-file-store.js";
export { deleteStoredFiles } from "./delete-stored-files.js";

/** The app's file store: the S3-compatible bucket when configured, DATA_DIR/uploads otherwise. */
export function fileStoreFor(config: Pick<Config, "dataDir" | "s3">): FileStore {
  if (config.s3) return createS3FileStore(config.s3);
  return createLocalFileStore(dataPaths(config).uploads);
}

/** All the bytes of `key` (small files in tests and checks). */
export async function readAll(store: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
