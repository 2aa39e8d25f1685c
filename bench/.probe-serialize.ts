import { readFileSync } from "node:fs";
import { communitySessionSchema, sessionDetailsSchema, successSchema } from "@topset/shared";
import { z } from "zod";
import fjs from "fast-json-stringify";

const time = (name: string, fn: () => unknown, n = 2000) => {
  for (let i = 0; i < 200; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(name.padEnd(40), ((performance.now() - t0) / n).toFixed(3), "ms");
};
for (const [file, schema] of [
  ["/tmp/queries-feed.json", successSchema(communitySessionSchema)],
  ["/tmp/queries-details.json", successSchema(sessionDetailsSchema)],
] as const) {
  const data = JSON.parse(readFileSync(file, "utf8"));
  console.log(file, JSON.stringify(data).length, "bytes");
  time("zod safeEncode + JSON.stringify", () => JSON.stringify(z.safeEncode(schema, data).data));
  time("zod safeParse only", () => schema.safeParse(data));
  time("JSON.stringify only", () => JSON.stringify(data));
  const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  const stringify = fjs(json as never);
  time("fast-json-stringify (from zod JSON schema)", () => stringify(data));
}
