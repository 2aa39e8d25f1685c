// Test helpers for the dependency-outage tests (resilience*.test.ts): what escaped the process, and
// the 503 that a dependency being down must produce.
import { afterEach, beforeEach, expect } from "vitest";
import { DEPENDENCY_DOWN_MESSAGE } from "../lib/dependency-errors.js";

/**
 * Every error that reached the process unhandled while a test ran: each one would end the server.
 * Call at the top of a test file; the array is emptied before each test.
 */
export function recordEscapedErrors(): unknown[] {
  const escaped: unknown[] = [];
  const record = (err: unknown) => void escaped.push(err);
  beforeEach(() => {
    escaped.length = 0;
    process.on("uncaughtException", record);
    process.on("unhandledRejection", record);
  });
  afterEach(() => {
    process.off("uncaughtException", record);
    process.off("unhandledRejection", record);
  });
  return escaped;
}

/** A 503 as the error handler shapes it: the failure envelope and a Retry-After in seconds. */
export function expectUnavailable(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ status: "fail", message: DEPENDENCY_DOWN_MESSAGE });
}
