import type { FileStore } from "./file-store.js";

/** Removes stored files after the rows that named them are gone; a failure is logged, never thrown. */
export async function deleteStoredFiles(
  store: FileStore,
  keys: string[],
  logger?: { error(obj: object, msg: string): void },
) {
  await Promise.all(
    keys.map((key) =>
      store
        .delete(key)
        .catch((err: unknown) => logger?.error({ err, key }, "could not delete a stored file")),
    ),
  );
}
