import { MAX_IMPORT_BYTES } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { errorPaths, first } from "../../test/fixtures/training.js";
import { getImport, importFixture, uploadImport } from "../../test/fixtures/imports.js";
import { jobRunner, multipartBody } from "../../test/fixtures/videos.js";
import { EMPTY_FILE, NOT_CSV, UNKNOWN_LAYOUT } from "./sniff.js";
import { BROKEN_BODY, TOO_LARGE } from "./receive-import.js";

const t = useTestApp();

describe("POST /api/v1/imports refuses at once", () => {
  it("an unknown layout (400), an empty file (400), not CSV (415), too large (413)", async () => {
    const member = await createUser(t);
    const cases: [Buffer, number, string][] = [
      [Buffer.from("name,age\nAnn,3\n"), 400, UNKNOWN_LAYOUT],
      [Buffer.from(""), 400, EMPTY_FILE],
      [Buffer.from("PK\u0003\u0004\u0014\u0000\u0006\u0000"), 415, NOT_CSV],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 415, NOT_CSV],
    ];
    for (const [data, status, message] of cases) {
      const res = await uploadImport(t, member, data);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ status: "fail", message });
    }
    const big = Buffer.concat([importFixture("strong-en.csv"), Buffer.alloc(MAX_IMPORT_BYTES, 0x0a)]);
    const res = await uploadImport(t, member, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
    const list = await request(t, { method: "GET", url: "/api/v1/imports", as: member });
    expect(list.json().data).toEqual([]);
  });

  it("a source the file does not match (400)", async () => {
    const member = await createUser(t);
    const res = await uploadImport(t, member, importFixture("hevy.csv"), { source: "fitnotes" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/FitNotes/);
  });

  it("bad fields, with a message for each (400)", async () => {
    const member = await createUser(t);
    const fields = { weight_unit: "stone", timezone: "Mars/Olympus", source: "excel", dry_run: "maybe" };
    const res = await uploadImport(t, member, importFixture("strong-en.csv"), fields);
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toEqual(["dry_run", "source", "timezone", "weight_unit"]);
    expect(res.json().errors.find((e: { path: string }) => e.path === "timezone").msg).toBe(
      "Unknown time zone",
    );
  });

  it("a request without a file (400) or not multipart (415)", async () => {
    const member = await createUser(t);
    const body = multipartBody([{ name: "weight_unit", value: "kg" }]);
    const res = await request(t, { method: "POST", url: "/api/v1/imports", as: member, ...body });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toEqual(["file"]);
    const json = await request(t, {
      method: "POST",
      url: "/api/v1/imports",
      as: member,
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
    const cut = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nDate,';
    const headers = { "content-type": "multipart/form-data; boundary=abc" };
    const broken = await request(t, {
      method: "POST",
      url: "/api/v1/imports",
      as: member,
      payload: cut,
      headers,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(BROKEN_BODY);
  });

  it("anyone not logged in (401)", async () => {
    expect((await uploadImport(t, undefined, importFixture("strong-en.csv"))).statusCode).toBe(401);
    expect((await request(t, { method: "GET", url: "/api/v1/imports" })).statusCode).toBe(401);
    expect((await request(t, { method: "GET", url: "/api/v1/imports/1" })).statusCode).toBe(401);
    expect((await request(t, { method: "POST", url: "/api/v1/imports/1/confirm" })).statusCode).toBe(401);
    expect((await request(t, { method: "GET", url: "/api/v1/exports/strong.csv" })).statusCode).toBe(401);
  });

  it("another member's import answers 404; a bad id 400", async () => {
    const [member, stranger] = [await createUser(t), await createUser(t)];
    const queued = first(await uploadImport(t, member, importFixture("strong-en.csv")), 202);
    expect((await getImport(t, stranger, queued.id)).statusCode).toBe(404);
    expect((await getImport(t, member, 2147483647)).statusCode).toBe(404);
    expect((await request(t, { method: "GET", url: "/api/v1/imports/abc", as: member })).statusCode).toBe(
      400,
    );
    await jobRunner(t).drain();
  });

  it("more than 30 imports an hour (429)", async () => {
    const member = await createUser(t);
    const data = Buffer.from("name,age\n");
    for (let i = 0; i < 30; i++) expect((await uploadImport(t, member, data)).statusCode).toBe(400);
    expect((await uploadImport(t, member, data)).statusCode).toBe(429);
    expect((await uploadImport(t, await createUser(t), data)).statusCode).toBe(400);
  });
});
