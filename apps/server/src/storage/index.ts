import { dataPaths, type Config } from "../config.js";
import { createLocalFileStore } from "./local-file-store.js";

export type { ByteRange, FileStore } from "./file-store.js";
export { createLocalFileStore } from "./local-file-store.js";
export { deleteStoredFiles } from "./delete-stored-files.js";

/** The app's file store: DATA_DIR/uploads (an S3-compatible store would be chosen here from config). */
export function fileStoreFor(config: Pick<Config, "dataDir">) {
  return createLocalFileStore(dataPaths(config).uploads);
}
