// `node scripts/structure-report.mjs [--list] [--check] [--root DIR]`: the rules that hold the code's
// shape (scripts/structure/rules.mjs; docs/architecture.md, "Rules that hold the shape"), counted.
// --list names every violation; --check also exits 1 when there is any (npm test and npm run lint).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkStructure } from "./structure/rules.mjs";

const args = process.argv.slice(2);
const rootAt = args.indexOf("--root");
const root = rootAt >= 0 ? path.resolve(args[rootAt + 1]) : fileURLToPath(new URL("..", import.meta.url));
const check = args.includes("--check");
const list = args.includes("--list") || check;

let total = 0;
for (const [rule, found] of Object.entries(checkStructure(root))) {
  total += found.length;
  if (check && found.length === 0) continue;
  console.log(`${String(found.length).padStart(4)}  ${rule}`);
  if (list) for (const item of found) console.log(`        ${item}`);
}
if (check) {
  console.log(total === 0 ? "structure: every rule holds" : `structure: ${total} violations`);
  process.exitCode = total === 0 ? 0 : 1;
}
