import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing; images and woff2 are compressed already. */
const textFile = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

/** Writes `name.br` and `name.gz` next to a file, each only when it is smaller than the file. */
export function compressFile(file: string) {
  const raw = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
}

/**
 * Brotli and gzip copies of every text file in the build (decision 026), made once at build time so the
 * server only picks one by `Accept-Encoding` (@fastify/static `preCompressed`). It runs after every
 * other plugin has written its files, the service worker included; the worker's precache list is made
 * before and so never names the copies.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "topset-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
          if (entry.isFile() && textFile.test(entry.name))
            compressFile(path.join(entry.parentPath, entry.name));
        }
      },
    },
  };
}
