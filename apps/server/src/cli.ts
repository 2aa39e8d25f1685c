// `npm run cli -- <command> [args]`: operator commands on the same DATA_DIR / DATABASE_URL as the server.
import { ConfigError } from "./config.js";
import { DataDirInUseError } from "./db/data-dir-lock.js";
import { commands } from "./cli/commands.js";
import { createCliContext, UsageError } from "./cli/context.js";

function help(): string {
  const width = Math.max(...Object.keys(commands).map((n) => n.length), 4);
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return ["Usage: npm run cli -- <command> [args]", "", "Commands:", ...lines].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "help" || name === "--help") {
    process.stdout.write(`${help()}\n`);
    return 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n\n${help()}\n`);
    return 2;
  }
  const ctx = createCliContext();
  try {
    await command.run(args, ctx);
    return 0;
  } finally {
    await ctx.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError || err instanceof ConfigError || err instanceof DataDirInUseError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
