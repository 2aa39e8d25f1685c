import type { Db } from "../db/client.js";
import { createDelivery, type Delivery, type DeliveryOptions, type MailMessage } from "./delivery.js";
import { enqueueMail } from "./mail-job.js";

export { outboxFileName } from "./delivery.js";

export type { MailMessage } from "./delivery.js";

export type Mailer = {
  /** Returns at once; delivery (or queueing) happens later and a failure is only logged. */
  send(msg: MailMessage): void;
  /**
   * Returns at once; later, `compose` decides what to send (nothing when it returns undefined). The
   * caller's turn does the same work whatever `compose` will find, so an answer that queues one takes
   * as long whether or not a mail results (no timing tells whether an e-mail has an account).
   */
  queue(compose: () => Promise<MailMessage | undefined>): void;
  /** Resolves when every message sent so far has been delivered (queued, in durable mode) or has failed. */
  flush(): Promise<void>;
  /** Flushes, then releases the transport; later sends are dropped with an error log. */
  close(): Promise<void>;
};

export type MailerOptions = DeliveryOptions & {
  /**
   * Durable mode (the server): each message becomes a job in the database, delivered (and retried)
   * by the mail lane of any copy. Without it (tests, tools) the message is delivered in this process.
   */
  queue?: {
    db: Db;
    /** Told after each message is queued, so this copy's mail lane runs now rather than at its next poll. */
    onQueued?: () => void;
  };
};

function queueDelivery({ db, onQueued }: NonNullable<MailerOptions["queue"]>): Delivery {
  return {
    prepare: (msg) => async () => {
      await enqueueMail(db, msg);
      onQueued?.();
    },
    close: () => {},
  };
}

/**
 * Where outbox mode shows each mail's links: straight to the terminal (stderr, not through the
 * logger, so never into DATA_DIR/logs), on a development start or when the server runs in an
 * interactive terminal (`npm start` by hand). A server under a process manager, whose output is
 * collected, prints none; the `.eml` files in the outbox hold the links either way.
 */
export function terminalLinkPrinter(
  env: "development" | "production" | "test",
  stream: Pick<NodeJS.WriteStream, "write" | "isTTY"> = process.stderr,
): ((text: string) => void) | undefined {
  if (env === "test") return undefined;
  if (env !== "development" && !stream.isTTY) return undefined;
  return (text) => void stream.write(text);
}

export function createMailer(options: MailerOptions): Mailer {
  const logger = options.logger.child({ component: "mail" });
  const delivery: Delivery = options.queue
    ? queueDelivery(options.queue)
    : createDelivery({ ...options, logger });
  const pending = new Set<Promise<void>>();
  let closed = false;

  async function flush(): Promise<void> {
    // Loops because a send may start while we wait for the others.
    while (pending.size > 0) await Promise.all(pending);
  }

  // NOTE: setImmediate, not a microtask: no part of the work (not even building the MIME message)
  // runs in the caller's turn, so an HTTP answer takes as long with a mail as without.
  function later(job: () => Promise<void>, onError: (err: unknown) => void) {
    const running: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(job)
      .catch(onError)
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  return {
    send(msg) {
      if (closed) {
        logger.error({ to: msg.to, subject: msg.subject }, "mail dropped: the mailer is closed");
        return;
      }
      const job = delivery.prepare(msg);
      // The error only: a message body may hold a live token.
      later(job, (err) => logger.error({ err, to: msg.to, subject: msg.subject }, "mail could not be sent"));
    },
    queue(compose) {
      if (closed) {
        logger.error("queued mail dropped: the mailer is closed");
        return;
      }
      later(
        async () => {
          const msg = await compose();
          if (msg) await delivery.prepare(msg)();
        },
        (err) => logger.error({ err }, "queued mail could not be composed or sent"),
      );
    },
    flush,
    async close() {
      closed = true;
      await flush();
      delivery.close();
    },
  };
}
