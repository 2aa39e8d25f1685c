import type { ChildProcess } from "node:child_process";

export function waitForHealth(
  child: ChildProcess,
  baseURL: string,
  opts: { seconds: number; stop: () => Promise<void> },
): Promise<void>;
