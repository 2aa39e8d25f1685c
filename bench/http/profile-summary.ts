// Reads a .cpuprofile written by the bench (BENCH_PROFILE_DIR) and prints where the server's CPU went:
// self time by package (node_modules/<pkg>, node's internals, the app's bundle, GC, idle) and the
// functions with the most self time, plus the inclusive time of any function named on the command line.
// Usage: tsx bench/http/profile-summary.ts file.cpuprofile [top=40] [functionName …]
import fs from "node:fs";

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg, ...inclusiveNames] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-summary.ts file.cpuprofile [top] [functionName …]");
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const top = Number(topArg ?? 40);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// Each sample's time is the delta to the next one (µs).
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + dt);
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

function packageOf(n: Node): string {
  const { url, functionName } = n.callFrame;
  if (!url) return `(${functionName || "native"})`.replace("((", "(").replace("))", ")");
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith("node:")) return "node internals";
  if (url.includes("/dist/")) return "app bundle";
  return url.split("/").slice(-2).join("/");
}

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id)!;
  add(byPackage, packageOf(n), us);
  const where = n.callFrame.url.split("/").slice(-1)[0];
  add(byFunction, `${n.callFrame.functionName || "(anonymous)"} ${where}:${n.callFrame.lineNumber + 1}`, us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const print = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${pct(us)}  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled`);
print("self time by package", byPackage, 25);
print("self time by function", byFunction, top);

// Inclusive time: a sample counts once for each function anywhere on its stack.
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur)!;
    if (!n.callFrame.url || n.callFrame.url.startsWith("node:")) continue;
    seen.add(
      `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-1)[0]}:${n.callFrame.lineNumber + 1}`,
    );
  }
  for (const k of seen) add(inclusive, k, us);
}
print("inclusive time by function (JavaScript outside node)", inclusive, top);

if (inclusiveNames.length) {
  console.log("\ninclusive time");
  for (const name of inclusiveNames) {
    let us = 0;
    for (const [id, t] of selfUs) {
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        if (byId.get(cur)!.callFrame.functionName === name) {
          us += t;
          break;
        }
      }
    }
    console.log(`${pct(us)}  ${name}`);
  }
}
