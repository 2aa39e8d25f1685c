import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The newest PostgreSQL server binaries of the Debian package, if installed. */
function findPgBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((v) => path.join(root, v, "bin"))
    .find((bin) => fs.existsSync(path.join(bin, "pg_ctl")));
}
export const PG_BIN = findPgBin();

// PostgreSQL refuses to run as root: as root (CI), its tools run as the `postgres` user, from `/`
// because that user may not enter the checkout.
const asRoot = process.getuid?.() === 0;

/**
 * A private PostgreSQL server on a free port in a temp directory, for tests that stop and restart it
 * (the suite's shared server must stay up for every other test file).
 */
export class PostgresProcess {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(port: number): Promise<PostgresProcess> {
    if (!PG_BIN) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-pg-"));
    if (asRoot) execFileSync("chown", ["postgres", dir]);
    const pg = new PostgresProcess(dir, port);
    pg.run("initdb", ["-D", pg.dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    pg.start();
    return pg;
  }

  // NOTE: always name the log file: a server started without one writes to, and so holds open, the
  // output pipe of the command that started it, and waiting on that command never ends.
  private get logFile() {
    return path.join(this.dir, "log");
  }

  private get dataDir() {
    return path.join(this.dir, "data");
  }

  private command(tool: string, args: string[]): [string, string[]] {
    const bin = path.join(PG_BIN!, tool);
    return asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  }

  private run(tool: string, args: string[]) {
    execFileSync(...this.command(tool, args), { cwd: "/", stdio: ["ignore", "ignore", "pipe"] });
  }

  url(database: string) {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start() {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off`;
    this.run("pg_ctl", ["-D", this.dataDir, "-l", this.logFile, "-o", options, "-w", "start"]);
  }

  /**
   * A fast shutdown (every connection is cut, as in a real restart), then a start. Asynchronous, so the
   * test's clients go on sending requests while the server is down.
   */
  async restart() {
    await promisify(execFile)(
      ...this.command("pg_ctl", ["-D", this.dataDir, "-l", this.logFile, "-m", "fast", "-w", "restart"]),
      {
        cwd: "/",
      },
    );
  }

  createDatabase(name: string) {
    this.run("createdb", ["-h", "127.0.0.1", "-p", String(this.port), "-U", "postgres", name]);
  }

  stop() {
    try {
      this.run("pg_ctl", ["-D", this.dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      fs.rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
