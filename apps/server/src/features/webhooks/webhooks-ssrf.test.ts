import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhooks } from "../../db/schema/index.js";
import { sealSecret } from "../../lib/secret-box.js";
import { createUser, useTestApp } from "../../test/harness.js";
import {
  addLog,
  addSet,
  errorPaths,
  first,
  makeExercises,
  startSession,
} from "../../test/fixtures/training.js";
import { guardMessages, type LookupAll } from "./url-guard.js";
import {
  createHook,
  deliveriesOf,
  deliveryRunner,
  forgetTestWebhooks,
  hookCall,
  queuedJobOf,
  startReceiver,
  type Receiver,
} from "./webhooks.fixtures.js";

// The default: the operator has not allowed private addresses.
const t = useTestApp();
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await forgetTestWebhooks(t);
});

/** A stand-in DNS: each name answers what the test says, the way a rebinding attacker's server would. */
const fakeDns =
  (answers: Record<string, string[]>): LookupAll =>
  async (hostname) => {
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

describe("webhook URLs on private networks (SSRF)", () => {
  it("refuses loopback, private, link-local and metadata addresses, and names resolving to them, at creation", async () => {
    const member = await createUser(t);
    const refused = [
      receiver.url(),
      "http://10.1.2.3/hook",
      "http://172.20.0.1/hook",
      "http://192.168.1.10:8080/hook",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/",
      "http://0.0.0.0:9000/",
      "http://[::1]:8080/hook",
      "http://[::ffff:127.0.0.1]/hook",
      "http://[fd00::1]/hook",
      "http://[fe80::1]/hook",
      "http://2130706433/hook", // 127.0.0.1 written as one number
      `http://localhost:${receiver.port}/hook`, // a name that resolves to 127.0.0.1
    ];
    for (const url of refused) {
      const res = await hookCall(t, member, "POST", "", { url, events: ["set.created"] });
      expect(res.statusCode, url).toBe(400);
      expect(errorPaths(res), url).toEqual(["url"]);
      expect(res.json().errors[0].msg).toBe(guardMessages.private);
    }
    expect((await hookCall(t, member, "GET", "")).json().data).toEqual([]);
  });

  it("refuses a change of URL to a private address as well", async () => {
    const member = await createUser(t);
    const hook = await createHook(t, member, {
      url: "https://hooks.example.test/a",
      events: ["set.created"],
    });
    const res = await hookCall(t, member, "PATCH", `/${hook.id}`, { url: "http://127.0.0.1:9/x" });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toEqual(["url"]);
    expect(first(await hookCall(t, member, "GET", ""), 200).url).toBe("https://hooks.example.test/a");
  });

  it("refuses the delivery at send time when the address is private by then, and sends nothing", async () => {
    const member = await createUser(t);
    // A webhook registered while the operator allowed private addresses (or whose name moved since).
    const [hook] = await t.database.db
      .insert(webhooks)
      .values({
        userId: member.id,
        url: receiver.url("/inside"),
        events: ["set.created"],
        secretSealed: sealSecret(t.config, "whsec_test"),
      })
      .returning();
    const [squat] = await makeExercises(t, member);
    const session = await startSession(t, member);
    await addSet(t, member, (await addLog(t, member, session.id, squat!.id)).id);
    await deliveryRunner(t).drain();

    const [delivery] = await deliveriesOf(t, hook!.id);
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: guardMessages.private });
    // Refused is final: retrying would only give a rebinding name another go.
    expect(await queuedJobOf(t, delivery!.id)).toBeUndefined();
    expect(receiver.received).toHaveLength(0);
  });

  it("checks the address again at each delivery: a name that turned private (DNS rebinding) is refused", async () => {
    const member = await createUser(t);
    const hook = await createHook(t, member, {
      url: "http://rebind.example.test/hook",
      events: ["set.created"],
    });
    first(await hookCall(t, member, "POST", `/${hook.id}/ping`), 202);
    await deliveryRunner(t, {
      lookup: fakeDns({ "rebind.example.test": ["93.184.216.34", "127.0.0.1"] }),
    }).drain();
    const [delivery] = await deliveriesOf(t, hook.id);
    expect(delivery).toMatchObject({ status: "failed", error: guardMessages.private });
    expect(receiver.received).toHaveLength(0);
  });

  it("connects to the very address it checked, not to a second DNS answer", async () => {
    const member = await createUser(t);
    // Only the vetted answer leads to the receiver: the name itself resolves nowhere.
    const hook = await createHook(t, member, {
      url: `http://pinned.example.test:${receiver.port}/pinned`,
      events: ["set.created"],
    });
    first(await hookCall(t, member, "POST", `/${hook.id}/ping`), 202);
    const allowed = { ...t.config, webhookAllowPrivate: true };
    await deliveryRunner(t, {
      config: allowed,
      lookup: fakeDns({ "pinned.example.test": ["127.0.0.1"] }),
    }).drain();
    const [delivery] = await deliveriesOf(t, hook.id);
    expect(delivery).toMatchObject({ status: "succeeded", responseStatus: 200 });
    const got = receiver.received.find((r) => r.url === "/pinned");
    expect(got?.headers.host).toBe(`pinned.example.test:${receiver.port}`);
  });

  it("accepts a public host, and one that does not resolve yet (each delivery resolves it again)", async () => {
    const member = await createUser(t);
    const hook = await createHook(t, member, {
      url: "https://hooks.example.test/topset#frag",
      events: ["session.completed"],
    });
    expect(hook.url).toBe("https://hooks.example.test/topset");
    const res = await hookCall(t, member, "POST", "", {
      url: "https://93.184.216.34/",
      events: ["pr.achieved"],
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
