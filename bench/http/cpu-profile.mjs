// Preloaded into the benchmarked server (`node --import`) next to loop-probe.mjs: on "prof-start" it
// starts V8's sampling profiler, on {"prof-stop": file} it writes what was sampled since as a
// .cpuprofile (Chrome DevTools, or bench/http/profile-summary.ts). So a profile covers exactly one
// bench cell, not the server's start or the seeding. The server itself knows nothing of it.
import fs from "node:fs";
import { Session } from "node:inspector/promises";

let session;

process.on("message", async (message) => {
  if (message === "prof-start") {
    session = new Session();
    session.connect();
    await session.post("Profiler.enable");
    // 100 µs between samples: a request costs a few hundred µs of CPU here.
    await session.post("Profiler.setSamplingInterval", { interval: 100 });
    await session.post("Profiler.start");
    process.send?.({ profiling: true });
  } else if (message && typeof message === "object" && "prof-stop" in message && session) {
    const { profile } = await session.post("Profiler.stop");
    session.disconnect();
    session = undefined;
    fs.writeFileSync(message["prof-stop"], JSON.stringify(profile));
    process.send?.({ written: message["prof-stop"] });
  }
});
process.channel?.unref();
