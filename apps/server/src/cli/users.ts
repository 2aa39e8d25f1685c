import type { AdminUserRow } from "@topset/shared";
import type { Db } from "../db/client.js";
import { listUsers } from "../features/admin/admin.queries.js";
import { parseCommandArgs } from "./args.js";
import { UsageError, type CliCommand } from "./context.js";

/** The newest accounts first, optionally those whose username or e-mail contains `search`. */
export async function listUsersForOperator(db: Db, opts: { search?: string; limit: number }) {
  return listUsers(db, { search: opts.search?.trim() || undefined, limit: opts.limit, offset: 0 });
}

function status(row: AdminUserRow): string {
  return [row.deleted ? "disabled" : "active", row.verified ? "verified" : "unverified"].join(", ");
}

/** A plain aligned table: the operator reads it in a terminal or pipes it to grep. */
export function formatUsersTable(rows: AdminUserRow[]): string[] {
  const table = [
    ["ID", "USERNAME", "EMAIL", "ROLE", "STATUS", "CREATED"],
    ...rows.map((r) => [String(r.id), r.username, r.email, r.role, status(r), r.created_at.slice(0, 10)]),
  ];
  const widths = table[0]!.map((_, col) => Math.max(...table.map((line) => line[col]!.length)));
  return table.map((line) =>
    line
      .map((cell, col) => cell.padEnd(widths[col]!))
      .join("  ")
      .trimEnd(),
  );
}

const usage = "npm run cli -- users [--search TEXT] [--limit N]";

export const usersCommand: CliCommand = {
  summary: "List accounts with their role and status (--search on username or e-mail)",
  usage,
  async run(args, ctx) {
    const { values } = parseCommandArgs(
      args,
      { search: { type: "string" }, limit: { type: "string" } },
      usage,
    );
    const limit = values.limit === undefined ? 50 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
      throw new UsageError(`--limit must be a whole number from 1 to 10000.\nUsage: ${usage}`);
    }
    const { rows, total } = await listUsersForOperator((await ctx.database()).db, {
      search: values.search,
      limit,
    });
    if (rows.length === 0) {
      ctx.out(values.search ? `No account matches "${values.search}".` : "There are no accounts yet.");
      return;
    }
    for (const line of formatUsersTable(rows)) ctx.out(line);
    ctx.out(`${rows.length} of ${total} account${total === 1 ? "" : "s"} shown.`);
  },
};
