import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "./context.js";

/** node:util parseArgs, with a mistake reported as a usage error (exit code 2, no stack). */
export function parseCommandArgs<T extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: T,
  usage: string,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\nUsage: ${usage}`);
  }
}
