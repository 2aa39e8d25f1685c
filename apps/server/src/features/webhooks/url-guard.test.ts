import { describe, expect, it, vi } from "vitest";
import { webhookUrlSchema } from "@topset/shared";
import { ipv6Groups, isRefusedAddress, vetUrl } from "./url-guard.js";

describe("isRefusedAddress", () => {
  it.each([
    ["127.0.0.1"],
    ["127.255.255.254"],
    ["10.0.0.1"],
    ["172.16.0.1"],
    ["172.31.255.255"],
    ["192.168.0.1"],
    ["169.254.169.254"],
    ["100.64.0.1"],
    ["100.127.255.255"],
    ["0.0.0.0"],
    ["0.1.2.3"],
    ["224.0.0.1"],
    ["239.255.255.250"],
    ["255.255.255.255"],
    ["::"],
    ["::1"],
    ["fc00::1"],
    ["fd12:3456:789a::1"],
    ["fe80::1"],
    ["fe80::1%eth0"],
    ["ff02::1"],
    ["::ffff:127.0.0.1"],
    ["::ffff:7f00:1"],
    ["::ffff:10.0.0.1"],
    ["::ffff:169.254.169.254"],
    ["64:ff9b::a9fe:a9fe"], // NAT64 of 169.254.169.254
    ["2002:7f00:1::1"], // 6to4 of 127.0.0.1
    ["::127.0.0.1"],
    ["not an address"],
  ])("refuses %s", (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    ["93.184.216.34"],
    ["8.8.8.8"],
    ["172.32.0.1"],
    ["100.128.0.1"],
    ["169.255.0.1"],
    ["2606:2800:220:1:248:1893:25c8:1946"],
    ["::ffff:93.184.216.34"],
    ["64:ff9b::808:808"],
  ])("allows %s", (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });

  it("expands IPv6 groups", () => {
    expect(ipv6Groups("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("fe80::1")).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
  });
});

describe("the review's forms (decision 050)", () => {
  it("refuses IPv6 outside global unicast and the tunnels that carry an IPv4 address", () => {
    for (const address of [
      "2001:0:4136:e378:8000:63bf:80ff:fffe", // Teredo, carrying 127.0.0.1
      "64:ff9b:1::a00:1", // local-use NAT64, carrying 10.0.0.1
      "::ffff:0:a00:1", // SIIT
      "4000::1", // not global unicast
    ]) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    expect(isRefusedAddress("2606:4700:4700::1111")).toBe(false);
  });

  it("takes ports 80, 443 and 1024 and above only", () => {
    for (const ok of [
      "https://example.com/h",
      "http://example.com:80/h",
      "https://example.com:443/h",
      "https://example.com:8443/h",
    ]) {
      expect(webhookUrlSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ["http://example.com:25/h", "http://example.com:22/x", "https://example.com:1023/h"]) {
      expect(webhookUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("vetUrl", () => {
  const lookup = async (host: string) =>
    host === "mixed.test"
      ? [
          { address: "93.184.216.34", family: 4 },
          { address: "10.0.0.1", family: 4 },
        ]
      : [{ address: "93.184.216.34", family: 4 }];

  it("refuses a name when any of its answers is private, unless private addresses are allowed", async () => {
    const url = new URL("https://mixed.test/hook");
    expect(await vetUrl(url, { allowPrivate: false, lookup })).toMatchObject({
      ok: false,
      reason: "private",
    });
    expect(await vetUrl(url, { allowPrivate: true, lookup })).toMatchObject({
      ok: true,
      target: { address: "93.184.216.34", family: 4 },
    });
  });

  it("takes an IP literal as is, without asking DNS", async () => {
    const never = async () => Promise.reject(new Error("asked DNS"));
    expect(
      await vetUrl(new URL("http://[2606:2800:220:1::1]/"), { allowPrivate: false, lookup: never }),
    ).toEqual({
      ok: true,
      target: { address: "2606:2800:220:1::1", family: 6 },
    });
  });

  it("takes a resolver that does not answer within 5 s as no answer", async () => {
    vi.useFakeTimers();
    try {
      const never = () => new Promise<never>(() => {});
      const vetting = vetUrl(new URL("http://slow.test/"), { allowPrivate: false, lookup: never });
      await vi.advanceTimersByTimeAsync(5000);
      expect(await vetting).toMatchObject({ ok: false, reason: "unresolved" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("says when a name does not resolve", async () => {
    const none = async () => Promise.reject(Object.assign(new Error("nx"), { code: "ENOTFOUND" }));
    expect(
      await vetUrl(new URL("http://nowhere.test/"), { allowPrivate: false, lookup: none }),
    ).toMatchObject({
      ok: false,
      reason: "unresolved",
    });
  });
});
