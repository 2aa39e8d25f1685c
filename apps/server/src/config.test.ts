import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, dataPaths, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("has working defaults: port 3000, ./data, an embedded database and the outbox", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, appUrl: "http://localhost:3000", secureCookies: false });
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(dataPaths(config).outbox).toBe(path.resolve("./data/outbox"));
  });

  it("fails fast, listing every bad key at once", () => {
    const attempt = () =>
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SMTP_URL: "http://x", APP_URL: "nope" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      for (const key of ["PORT", "DATABASE_URL", "SMTP_URL", "APP_URL"]) expect(message).toContain(key);
    }
  });

  it("keeps the activity log 7 days unless told, within 1 to 365, and has metrics off by default", () => {
    expect(loadConfig({})).toMatchObject({ activityLogKeepDays: 7, metricsToken: undefined });
    expect(loadConfig({ ACTIVITY_LOG_KEEP_DAYS: "30" }).activityLogKeepDays).toBe(30);
    for (const bad of ["0", "366", "a week"]) {
      expect(() => loadConfig({ ACTIVITY_LOG_KEEP_DAYS: bad })).toThrow(/ACTIVITY_LOG_KEEP_DAYS/);
    }
    const token = "m".repeat(16);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it("needs ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@b.co" })).toThrow(/together/);
  });

  it("treats empty values as unset and turns on secure cookies for an https origin", () => {
    const config = loadConfig({ DATABASE_URL: "", APP_URL: "https://lift.example.com/" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe("https://lift.example.com");
    expect(config.secureCookies).toBe(true);
  });
  const s3 = {
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_BUCKET: "topset-media",
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "key-id",
    S3_SECRET_ACCESS_KEY: "very-secret-value",
  };

  it("uses a bucket only with all five S3 settings, and names the missing ones without the secret", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: "true" }).s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "topset-media",
      region: "us-east-1",
      accessKeyId: "key-id",
      secretAccessKey: "very-secret-value",
      forcePathStyle: true,
    });
    const { S3_REGION: _region, S3_ACCESS_KEY_ID: _id, ...partial } = s3;
    let message = "";
    try {
      loadConfig(partial);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/must be set together \(missing: S3_REGION, S3_ACCESS_KEY_ID\)/);
    expect(message).not.toContain("very-secret-value");
    expect(() => loadConfig({ ...s3, S3_BUCKET: "Not_A_Bucket" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "nope" })).toThrow(/S3_ENDPOINT/);
  });
});
