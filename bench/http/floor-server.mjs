// The floor of "API against its own SQL": bare Fastify routes that send statements through a
// node-postgres pool of 10, as the app does, and answer their rows as JSON. No hooks, no drizzle, no
// schema, no sign-in: what this stack costs a request on this machine before any of the app's own work.
// Started by floor.ts; PORT and DATABASE_URL from the environment.
//   GET /floor          two trivial named prepared statements (the stack's floor for any request)
//   GET /floor/:read    the statements one request of that read sent (FLOOR_READS: a JSON file of the
//                       captured statements per read, in order), each a named prepared statement with
//                       the captured values: the floor of that read (the yardstick of decision 053)
import fs from "node:fs";
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
/** @type {{ text: string; values: (string | null)[] }[][]} */
const reads = process.env.FLOOR_READS ? JSON.parse(fs.readFileSync(process.env.FLOOR_READS, "utf8")) : [];
const app = Fastify();
app.get("/health", async () => ({ ok: true }));
app.get("/floor", async () => {
  const a = await pool.query({ name: "floor_a", text: "select $1::int as n", values: [1] });
  const b = await pool.query({ name: "floor_b", text: "select $1::int as n", values: [2] });
  return { n: a.rows[0].n + b.rows[0].n };
});
app.get("/floor/:read", async (req, reply) => {
  const index = Number(/** @type {{ read: string }} */ (req.params).read);
  const statements = reads[index];
  if (!statements) return reply.code(404).send({ message: "no such read" });
  // One statement after the other on one pooled connection: a captured BEGIN … COMMIT must stay on it.
  const client = await pool.connect();
  try {
    const data = [];
    for (let i = 0; i < statements.length; i++) {
      const { text, values } = statements[i];
      data.push((await client.query({ name: `floor_${index}_${i}`, text, values })).rows);
    }
    return { data };
  } finally {
    client.release();
  }
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => pool.end()));
