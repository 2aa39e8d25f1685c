import { describe, expect, it } from "vitest";
import { parseRange } from "./http-range.js";
import { sniffVideo } from "./video-sniff.js";

const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`)]);
const ebml = (docType: string) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82]), Buffer.from(docType)]);

describe("sniffVideo", () => {
  it.each([
    [ftyp("isom"), "video/mp4"],
    [ftyp("mp42"), "video/mp4"],
    [ftyp("qt  "), "video/quicktime"],
    [ebml("webm"), "video/webm"],
    [ebml("matroska"), undefined],
    [ftyp("heic"), undefined],
    [ftyp("M4A "), undefined],
    [Buffer.from("<svg onload=alert(1)>"), undefined],
    [Buffer.alloc(0), undefined],
  ])("%#: sniffs %s", (head, type) => {
    expect(sniffVideo(head)?.contentType).toBe(type);
  });
});

describe("parseRange", () => {
  it.each([
    [undefined, { kind: "whole" }],
    ["bytes=0-0", { kind: "partial", start: 0, end: 0 }],
    ["bytes=-100", { kind: "partial", start: 900, end: 999 }],
    ["bytes=-5000", { kind: "partial", start: 0, end: 999 }],
    ["bytes=10-", { kind: "partial", start: 10, end: 999 }],
    ["bytes=990-5000", { kind: "partial", start: 990, end: 999 }],
    ["bytes=1000-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=5-1", { kind: "whole" }],
    ["bytes=0-1,5-6", { kind: "whole" }],
    ["bytes=x", { kind: "whole" }],
    ["bytes=-", { kind: "whole" }],
  ] as const)("%s", (header, answer) => {
    expect(parseRange(header, 1000)).toEqual(answer);
  });
});
