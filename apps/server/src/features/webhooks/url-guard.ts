import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

// The SSRF guard (docs/decisions/050-webhooks.md): a webhook may only reach the public internet, unless
// the operator allows private addresses (WEBHOOK_ALLOW_PRIVATE). The address checked is the address
// connected to: the sender pins it (webhook-send.ts), so a second DNS answer cannot swap it.

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address a name resolves to (dns.lookup with `all`); injectable so tests can name any answer. */
export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

/**
 * dns.lookup runs on libuv's small thread pool (4 threads, shared with file access, hashing and
 * compression), and a timeout below does not free a thread whose resolver hangs. So at most two
 * webhook lookups are in flight in the process; a slot is freed when the lookup itself ends.
 */
const MAX_LOOKUPS = 2;
let lookupsInFlight = 0;
const waiting: (() => void)[] = [];

async function boundedLookup(hostname: string) {
  while (lookupsInFlight >= MAX_LOOKUPS) await new Promise<void>((r) => waiting.push(r));
  lookupsInFlight++;
  try {
    return await dnsLookup(hostname, { all: true, verbatim: true });
  } finally {
    lookupsInFlight--;
    waiting.shift()?.();
  }
}

export const defaultLookup: LookupAll = boundedLookup;

/** A resolver that does not answer within this is taken as no answer (it would hold a request or the lane). */
const LOOKUP_TIMEOUT_MS = 5000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("DNS lookup timed out")), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const refused4 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 included
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, the cloud metadata address 169.254.169.254 included
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation ranges: no receiver lives there
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, the broadcast address included
] as const) {
  refused4.addSubnet(net, prefix, "ipv4");
}

const refused6 = new BlockList();
for (const [net, prefix] of [
  ["::", 96], // unspecified, loopback (::1) and the deprecated IPv4-compatible form
  ["100::", 64], // discard
  ["2001::", 32], // Teredo: the tunnel's far end carries an IPv4 address of its own
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // the former site-local
  ["ff00::", 8], // multicast
] as const) {
  refused6.addSubnet(net, prefix, "ipv6");
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted quad read as two groups). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split("%")[0]!;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const middle = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...middle, ...back];
}

const quadOf = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 address an IPv6 one carries and would reach: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16). */
function embeddedIpv4(groups: number[]): string | undefined {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return quadOf(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return quadOf(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return quadOf(groups[1]!, groups[2]!);
  return undefined;
}

/** True for an address a webhook must not reach: loopback, private, link-local, CGNAT, multicast, unspecified... */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused4.check(address, "ipv4");
  if (family !== 6) return true;
  const groups = ipv6Groups(address);
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return true;
  const inner = embeddedIpv4(groups);
  if (inner) return refused4.check(inner, "ipv4");
  // Only global unicast (2000::/3) reaches the internet; whatever else a network routes is its own.
  if ((groups[0]! & 0xe000) !== 0x2000) return true;
  return refused6.check(address.split("%")[0]!, "ipv6");
}

export type Vetting =
  { ok: true; target: ResolvedAddress } | { ok: false; reason: "private" | "unresolved"; message: string };

export const guardMessages = {
  private:
    "This address is on a private or local network (or resolves to one), which webhooks may not reach.",
  unresolved: "This host name could not be resolved.",
} as const;

/** The host of a URL as DNS and sockets take it: an IPv6 literal loses its brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Resolves the URL's host once and vets every address it gave (one private answer among public ones is
 * enough to refuse: which one a client picks is not ours to know). Answers the address to connect to.
 */
export async function vetUrl(
  url: URL,
  opts: { allowPrivate: boolean; lookup?: LookupAll },
): Promise<Vetting> {
  const host = bareHost(url);
  let answers: ResolvedAddress[];
  if (isIP(host)) {
    answers = [{ address: host, family: isIP(host) as 4 | 6 }];
  } else {
    try {
      const found = await withTimeout((opts.lookup ?? defaultLookup)(host), LOOKUP_TIMEOUT_MS);
      answers = found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
    } catch {
      answers = [];
    }
  }
  const target = answers[0];
  if (!target) return { ok: false, reason: "unresolved", message: guardMessages.unresolved };
  if (!opts.allowPrivate && answers.some((a) => isRefusedAddress(a.address))) {
    return { ok: false, reason: "private", message: guardMessages.private };
  }
  return { ok: true, target };
}
