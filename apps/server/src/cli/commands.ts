import type { CliCommand } from "./context.js";

/**
 * Every operator command, by name. Each lives in its own file next to the feature it serves and is
 * listed here once.
 */
export const commands: Record<string, CliCommand> = {};
