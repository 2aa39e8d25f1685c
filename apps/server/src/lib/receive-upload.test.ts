import { describe, expect, it } from "vitest";
import { createUser, request, useTestApp } from "../test/harness.js";
import { trainingSetup } from "../test/fixtures/training.js";
import { storedFiles } from "../test/fixtures/videos.js";
import { BROKEN_BODY } from "./receive-upload.js";

const t = useTestApp();

/** A multipart body that stops in the middle of its file part (a dropped connection, a broken client). */
const cutShort = (field: string, filename: string) => ({
  payload: `--abc\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n\r\n\u0000\u0000\u0000`,
  headers: { "content-type": "multipart/form-data; boundary=abc" },
});

describe("an upload cut short", () => {
  it("is a 400 that says so on every upload route, never a 500, and leaves no temp file", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const routes = [
      { url: `/api/v1/logs/${log.id}/upload-a-video`, ...cutShort("video", "a.mp4") },
      { url: `/api/v1/users/update-profile-picture/${owner.id}`, ...cutShort("picture", "a.png") },
      { url: "/api/v1/imports", ...cutShort("file", "a.csv") },
    ];
    for (const { url, payload, headers } of routes) {
      const res = await request(t, { method: "POST", url, as: owner, payload, headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(BROKEN_BODY);
    }
    expect(storedFiles(t).filter((f) => f.startsWith(".tmp"))).toEqual([]);
  });
});
