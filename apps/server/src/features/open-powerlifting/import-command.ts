import fs from "node:fs";
import type { CliCommand } from "../../cli/context.js";
import { UsageError } from "../../cli/context.js";
import { CsvHeaderError } from "./csv-row.js";
import { importOpenPowerlifting, type ImportProgress } from "./import.js";

export const IMPORT_COMMAND = "npm run cli -- import-openpowerlifting FILE.csv";
const usage = IMPORT_COMMAND;
const int = (n: number) => n.toLocaleString("en-US");

/**
 * A progress line on stderr: rewritten in place on a terminal, one line every few seconds otherwise
 * (a log file or CI), so stdout keeps only the summary.
 */
function progressReporter(stream: NodeJS.WriteStream = process.stderr) {
  const started = performance.now();
  let lastDraw = 0;
  const line = (p: ImportProgress) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = Math.round(p.rows / Math.max(seconds, 0.001));
    const stage = p.phase === "indexing" ? "  building the search index…" : "";
    return `${int(p.rows)} rows  ${int(rate)} rows/s  ${int(p.skipped)} skipped  ${seconds.toFixed(0)} s${stage}`;
  };
  return {
    update(p: ImportProgress) {
      const now = performance.now();
      const every = stream.isTTY ? 200 : 5000;
      if (p.phase === "loading" && now - lastDraw < every) return;
      lastDraw = now;
      if (stream.isTTY) stream.write(`\r\x1b[2K${line(p)}`);
      else stream.write(`${line(p)}\n`);
    },
    end() {
      if (stream.isTTY) stream.write("\n");
    },
  };
}

/** `import-openpowerlifting FILE.csv`: loads the official bulk CSV (unzipped), replacing the previous import. */
export const importOpenPowerliftingCommand: CliCommand = {
  summary: "Load the OpenPowerlifting bulk CSV (replaces the previous import)",
  usage,
  async run(args, ctx) {
    const [file, ...rest] = args;
    if (!file || rest.length > 0) throw new UsageError(`Usage: ${usage}`);
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new UsageError(`No such file: ${file}`);
    if (/\.zip$/i.test(file)) {
      throw new UsageError("Unzip the download first and pass the .csv file inside it.");
    }
    const { db } = await ctx.database();
    const progress = progressReporter();
    const started = performance.now();
    try {
      const result = await importOpenPowerlifting(db, fs.createReadStream(file), {
        onProgress: (p) => progress.update(p),
      });
      progress.end();
      const seconds = (performance.now() - started) / 1000;
      ctx.out(
        `Imported ${int(result.rows - result.skipped)} rows (${int(result.skipped)} skipped) in ${seconds.toFixed(1)} s.`,
      );
    } catch (err) {
      progress.end();
      if (err instanceof CsvHeaderError) throw new UsageError(err.message);
      throw err;
    }
  },
};
