import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { backgroundJobs } from "../../db/schema/index.js";
import { createJobLanes } from "../../jobs/lanes.js";
import { enqueueJob, type JobHandler } from "../../jobs/queue.js";
import { testDatabase } from "../../test/harness.js";
import { WEBHOOK_JOB } from "./webhook-events.queries.js";

let db: Db;
beforeAll(async () => {
  db = (await testDatabase()).db;
});

describe("the webhook lane", () => {
  it("runs deliveries apart: a receiver that does not answer holds no other job", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let deliveryStarted = false;
    const slowDelivery: JobHandler = async () => {
      deliveryStarted = true;
      await gate;
    };
    const ran: string[] = [];
    const quick: JobHandler = async () => void ran.push("quick");
    const lanes = createJobLanes({
      db,
      logger: pino({ level: "silent" }),
      handlers: { [WEBHOOK_JOB]: slowDelivery, "test.quick": quick },
      mailHandler: async () => {},
      pollMs: 50,
    });
    // Files share one database: deliveries other files queued and never ran would be claimed first.
    await db
      .delete(backgroundJobs)
      .where(and(eq(backgroundJobs.type, WEBHOOK_JOB), eq(backgroundJobs.status, "queued")));
    const deliveryJob = await enqueueJob(db, WEBHOOK_JOB, { deliveryId: 0 });
    await enqueueJob(db, "test.quick", {});
    lanes.start();
    try {
      await expect.poll(() => deliveryStarted, { timeout: 15_000 }).toBe(true);
      await expect.poll(() => ran, { timeout: 15_000 }).toEqual(["quick"]);
    } finally {
      release();
      await lanes.stop();
      const [job] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, deliveryJob));
      expect(job!.status).toBe("done");
      await db.delete(backgroundJobs).where(inArray(backgroundJobs.type, ["test.quick"]));
    }
  });
});
