// Preloaded into the benchmarked server (`node --import`): measures its event-loop delay and answers the
// bench over the IPC channel. Only the bench loads it; the server itself knows nothing of it.
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns) => Math.round(ns / 1e4) / 100;

process.channel?.unref();
process.on("message", (message) => {
  if (message === "memory") return process.send?.(process.memoryUsage());
  if (message !== "loop-delay") return;
  process.send?.({
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  });
  histogram.reset();
});
