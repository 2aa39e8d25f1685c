import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";

export const REDIS_SERVER = "/usr/bin/redis-server";

/** A private redis-server on a free loopback port, to stop and start at will. */
export class RedisProcess {
  private child?: ChildProcess;
  constructor(readonly port: number) {}

  static async create(): Promise<RedisProcess> {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const redis = new RedisProcess(port);
    await redis.start();
    return redis;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    const args = ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
    this.child = spawn(REDIS_SERVER, args, { stdio: "ignore" });
    for (let i = 0; i < 100; i++) {
      const probe = new Redis(this.url, {
        lazyConnect: true,
        retryStrategy: () => null,
        maxRetriesPerRequest: 0,
      });
      probe.on("error", () => {});
      const up = await probe.connect().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      if (up) return;
      await sleep(50);
    }
    throw new Error("redis-server did not start");
  }

  /** Killed outright, as a crash or an OOM kill would. */
  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  keys(pattern: string): Promise<string[]> {
    const client = new Redis(this.url);
    return client.keys(pattern).finally(() => client.disconnect());
  }
}
