// The floor of "API against its own SQL": a bare Fastify route that sends two trivial named prepared
// statements through a node-postgres pool of 10, as the app does for its trivial call, and answers a
// few bytes of JSON. No hooks, no drizzle, no schema: what this stack costs a request on this machine
// before any of the app's own work. Started by floor.ts; PORT and DATABASE_URL from the environment.
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get("/health", async () => ({ ok: true }));
app.get("/floor", async () => {
  const a = await pool.query({ name: "floor_a", text: "select $1::int as n", values: [1] });
  const b = await pool.query({ name: "floor_b", text: "select $1::int as n", values: [2] });
  return { n: a.rows[0].n + b.rows[0].n };
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => pool.end()));
