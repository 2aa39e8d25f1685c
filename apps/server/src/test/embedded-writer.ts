// Child process of db/pglite-thread.test.ts: opens the embedded database in the directory it is given and
// inserts numbered rows one by one, printing each number once its insert is acknowledged, until killed.
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.js";

const database = await openDatabase({ pgliteDir: process.argv[2]! });
await database.db.execute(sql`create table if not exists kill_test (n int primary key)`);
for (let n = 1; ; n++) {
  await database.db.execute(sql`insert into kill_test (n) values (${n})`);
  process.stdout.write(`${n}\n`);
}
