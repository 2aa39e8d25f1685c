// One virtual lifter replaying the recorded workout against its own rows: the templates' placeholders
// are filled from its setup (":me", its recent exercises, its newest session) and from the answers of
// the calls that create rows (":session#2" is the session this round opened, ":log#1" its first log).
// Calls go one after another, as a phone's app sends them when a lifter taps, paced by the scheduler.
import { randomUUID } from "node:crypto";
import type { Member } from "../http/client.js";
import type { MixEntry } from "./templates.js";

export type Outcome = { kind: string; ms: number; status: number; timeout: boolean; unresolved: boolean };

const TIMEOUT_MS = 10_000;
const PLACEHOLDER = /:[a-z-]+(?:#\d+)?/g;

/** "GET /api/v1/sessions/:session": the call with its placeholders unnumbered and its query dropped. */
export const kindOf = (entry: MixEntry) =>
  `${entry.method} ${entry.path.split("?")[0]!.replace(/#\d+/g, "")}`;

export class VirtualLifter {
  /** Ids that hold across rounds: the lifter, its exercises, the session it last logged. */
  private base = new Map<string, number>();
  private ids = new Map<string, number>();
  private step = 0;

  constructor(
    private baseURL: string,
    readonly member: Member,
    private mix: MixEntry[],
  ) {}

  /** Reads the lifter's own ids the templates name without creating them. */
  async setUp(): Promise<void> {
    this.base.set(":me", this.member.id);
    const recent = await this.get<{ id: number }[]>("/api/v1/exercises/recent");
    // The catalogue comes flat, or grouped by category when ordered (?order_by=name).
    const all = await this.get<{ id?: number; exercises?: { id: number }[] }[]>("/api/v1/exercises");
    const catalogue = all.flatMap((e) => (e.exercises ? e.exercises.map((x) => x.id) : [e.id!]));
    // The lifter's recent exercises first (as the picker offers them), the catalogue after.
    const exercises = [...recent.map((e) => e.id), ...catalogue];
    for (let k = 1; k <= 10; k++) this.base.set(`:exercise#${k}`, exercises[k - 1]!);
    const sessions = await this.get<{ id: number }[]>("/api/v1/sessions?perPage=1");
    if (sessions[0]) this.base.set(":session#1", sessions[0].id);
  }

  /**
   * Replays the workout's first `steps` calls, not counted: lifters spread over the workout (one opening
   * the app, another between sets) load the server as a crowd does, not all at the same call.
   */
  async advance(steps: number): Promise<void> {
    for (let i = 0; i < steps; i++) await this.next();
  }

  private async get<T>(path: string): Promise<T> {
    const res = await fetch(`${this.baseURL}${path}`, { headers: this.headers() });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return ((await res.json()) as { data: T }).data;
  }

  private headers(json = false, idempotent = false): Record<string, string> {
    const h: Record<string, string> = {
      cookie: this.member.cookie,
      "x-forwarded-for": this.member.ip,
      origin: this.baseURL,
      accept: "application/json",
    };
    if (json) h["content-type"] = "application/json";
    // A new key per call, as the outbox makes one per queued write.
    if (idempotent) h["idempotency-key"] = randomUUID();
    return h;
  }

  private resolve(name: string): number | undefined {
    return this.ids.get(name) ?? this.base.get(name);
  }

  private fill(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((v) => this.fill(v));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.fill(v)]));
    if (value === ":now") return new Date().toISOString();
    if (typeof value === "string" && /^:[a-z-]+(#\d+)?$/.test(value)) {
      const id = this.resolve(value);
      if (id === undefined) throw new Unresolved(value);
      return id;
    }
    return value;
  }

  /** Sends the next call of the workout; after the last, the next round starts a new session. */
  async next(): Promise<Outcome> {
    const entry = this.mix[this.step]!;
    this.step = (this.step + 1) % this.mix.length;
    const kind = kindOf(entry);
    let url: string;
    let body: string | undefined;
    try {
      url = entry.path.replace(PLACEHOLDER, (name) => {
        const id = this.resolve(name);
        if (id === undefined) throw new Unresolved(name);
        return String(id);
      });
      if (entry.body !== undefined) body = JSON.stringify(this.fill(entry.body));
    } catch (err) {
      if (!(err instanceof Unresolved)) throw err;
      return { kind, ms: 0, status: 0, timeout: false, unresolved: true };
    }
    const t0 = performance.now();
    let status = 0;
    let timeout = false;
    try {
      const res = await fetch(`${this.baseURL}${url}`, {
        method: entry.method,
        headers: this.headers(body !== undefined, entry.idempotent),
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      const text = await res.text();
      if (entry.creates && res.ok) {
        const id = (JSON.parse(text) as { data?: { id?: number }[] }).data?.[0]?.id;
        if (typeof id === "number") this.ids.set(entry.creates, id);
      }
    } catch (err) {
      timeout = (err as Error).name === "TimeoutError";
    }
    const ms = performance.now() - t0;
    if (this.step === 0) this.endRound();
    return { kind, ms, status, timeout, unresolved: false };
  }

  /** The session this round logged is "the last one" of the next round, as it is for the lifter. */
  private endRound() {
    const created = [...this.ids.entries()].filter(([name]) => name.startsWith(":session#"));
    const last = created.at(-1)?.[1];
    if (last !== undefined) this.base.set(":session#1", last);
    this.ids.clear();
  }
}

class Unresolved extends Error {}
