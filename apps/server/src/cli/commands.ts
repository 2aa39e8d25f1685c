import { importOpenPowerliftingCommand } from "../features/open-powerlifting/import-command.js";
import { backupCommand } from "./backup.js";
import type { CliCommand } from "./context.js";
import { createAdminCommand } from "./create-admin.js";
import { logsCommand } from "./logs.js";
import { restoreCommand } from "./restore.js";
import { usersCommand } from "./users.js";

/**
 * Every operator command, by name. Each lives in its own file next to the feature it serves and is
 * listed here once.
 */
export const commands: Record<string, CliCommand> = {
  "create-admin": createAdminCommand,
  users: usersCommand,
  logs: logsCommand,
  backup: backupCommand,
  restore: restoreCommand,
  "import-openpowerlifting": importOpenPowerliftingCommand,
};
