import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.js";

describe("redactUrl", () => {
  it("keeps e-mail addresses in a query string out of the logs", () => {
    const url = "/api/v1/subscriptions/changelog-subscription?email=ada%40example.test&x=1";
    expect(redactUrl(url)).toBe("/api/v1/subscriptions/changelog-subscription?email=[redacted]&x=1");
  });
});
