import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.js";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "topset-lock-"));

describe("lockDataDir", () => {
  it("refuses a directory held by another live process, naming it", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    fs.writeFileSync(path.join(dir, "topset.pid"), String(other.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died, and releases it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "topset.pid"), "999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "topset.pid"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "topset.pid"))).toBe(false);
  });
});
