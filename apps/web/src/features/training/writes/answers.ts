import {
  logSchema,
  sessionSchema,
  setSchema,
  successSchema,
  type Log,
  type SessionDetails,
} from "@topset/shared";
import { z } from "zod";
import { withLogsSynced, withSetSynced } from "./session-cache";
import { t } from "./i18n";

// What the server answers to each kind of training write, as the shared schemas describe it, and how
// that answer takes the place of what the screen showed. The outbox reads every answer against its
// kind's schema before anything is applied (lib/outbox/outbox.ts, `check`).

/** The kinds of training writes the outbox holds (stored with each entry: never rename one). */
export type TrainingKind = "session-create" | "session-update" | "logs-add" | "log" | "set" | "set-delete";

type Answer = {
  /** Null when the answer is what the server promises for this kind, else what did not match. */
  check: (json: unknown) => string | null;
  /**
   * The answer applied to the session it belongs to (ids already the server's); an answer without
   * records to read (a delete the server had already done, answered 404) leaves it as it is.
   */
  apply: (session: SessionDetails, json: unknown) => SessionDetails;
};

/** One kind: the schema of its records, and how those records change the cached session. */
function answer<T extends z.ZodType>(
  record: T,
  apply: (session: SessionDetails, rows: z.output<T>[]) => SessionDetails,
): Answer {
  const schema = successSchema(record);
  return {
    check: (json) => {
      const read = schema.safeParse(json);
      if (read.success) return null;
      const [issue] = read.error.issues;
      return issue ? `${issue.path.join(".") || "answer"}: ${issue.message}` : t("problem.notReadable");
    },
    apply: (session, json) => {
      const read = schema.safeParse(json);
      return read.success ? apply(session, read.data.data) : session;
    },
  };
}

/** Session fields from the server's answer; the logs the screen holds stay (the answer has none). */
const withSessionFields = (session: SessionDetails, [row]: z.output<typeof sessionSchema>[]) => {
  if (!row) return session;
  const { json: _exerciseOrder, ...fields } = row;
  return { ...session, ...fields, logs: session.logs };
};

export const trainingAnswers: Record<TrainingKind, Answer> = {
  set: answer(setSchema, (session, [set]) => (set ? withSetSynced(session, set) : session)),
  // The set is already gone from the screen; the answer only confirms its id.
  "set-delete": answer(z.object({ id: z.number() }), (session) => session),
  log: answer(logSchema, (session, [next]) =>
    next
      ? {
          ...session,
          logs: session.logs.map((log) => (log.id === next.id ? { ...log, notes: next.notes } : log)),
        }
      : session,
  ),
  "logs-add": answer(logSchema, (session, logs: Log[]) => withLogsSynced(session, logs)),
  "session-create": answer(sessionSchema, withSessionFields),
  "session-update": answer(sessionSchema, withSessionFields),
};

/** The reason an accepted answer is not applied, said to the lifter; null when it reads fine. */
export function answerProblem(kind: string, json: unknown): string | null {
  const known = trainingAnswers[kind as TrainingKind] as Answer | undefined;
  if (!known) return t("problem.unknownKind", { kind });
  const problem = known.check(json);
  return problem === null ? null : t("problem.unreadable", { problem });
}
