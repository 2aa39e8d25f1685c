import type { CurrentUser, Log, SessionDetails, SetKind, SetRow } from "@topset/shared";
import type { createLogsSchema, createSessionSchema, updateSessionSchema } from "@topset/shared";
import type { z } from "zod";
import type { OutboxRequest } from "../../../lib/outbox/outbox-types";
import type { TrainingKind } from "./answers";
import { clientLog, clientSession, clientSet, setLabel } from "./client-records";
import { withLogReplaced, withSetAdded, withSetChanged, withSetRemoved } from "./session-cache";
import { t } from "./i18n";

// Every training write the gym floor makes, one function each: the outbox request (path, body, what
// it is in words), and the change the screen shows at once, until the answer replaces it (answers.ts
// says what each kind's answer holds and how it is applied). Components never name an API path.

/** One write: queued in the outbox, shown on the cached session of `request.sessionId`. */
export type TrainingWrite = {
  request: OutboxRequest & { kind: TrainingKind };
  /** The session as the screen shows it with the change (null: not cached, and not made here). */
  show: (session: SessionDetails | null) => SessionDetails | null;
};

/** A set as the lifter entered it; `figures` are the e1RM, RI and volume the server would send. */
export type SetValues = Pick<SetRow, "reps" | "weight" | "weight_unit" | "rpe" | "notes"> & {
  kind?: SetKind;
};
type Figures = Partial<Pick<SetRow, "e1rm" | "ri" | "volume">>;

const onSession = (change: (session: SessionDetails) => SessionDetails) => (session: SessionDetails | null) =>
  session && change(session);
const logIds = (log: Log) => ({ log_id: log.id, session_id: log.session_id, exercise_id: log.exercise_id });

/** A new set after the log's last one. */
export function addSet(log: Log, values: SetValues, figures: Figures = {}): TrainingWrite {
  const row = clientSet(log, { ...values, ...figures });
  return {
    request: {
      method: "POST",
      path: "/api/v1/sets",
      body: { ...logIds(log), ...values },
      label: setLabel(row, log),
      sessionId: log.session_id,
      kind: "set",
      creates: [row.id],
    },
    show: onSession((session) => withSetAdded(session, row)),
  };
}

/** A set changed; `label` names it in the sync list ("Edit of …" unless said otherwise). */
function patchSet(log: Log, set: SetRow, body: object, shown: SetRow, label: string): TrainingWrite {
  return {
    request: {
      method: "PATCH",
      path: `/api/v1/sets/${set.id}`,
      body: { ...logIds(log), ...body },
      label,
      sessionId: log.session_id,
      kind: "set",
    },
    show: onSession((session) => withSetChanged(session, shown)),
  };
}

/** A set modified from its modal. */
export const changeSet = (log: Log, set: SetRow, values: SetValues, figures: Figures = {}) => {
  const shown = { ...set, ...values, ...figures };
  return patchSet(log, set, values, shown, t("label.edit", { set: setLabel(shown, log) }));
};

/** A routine's planned set, done now as it was actually lifted. */
export const markPlannedDone = (log: Log, planned: SetRow, values: SetValues, figures: Figures = {}) => {
  const shown = { ...planned, ...values, ...figures, done: true };
  return patchSet(log, planned, { ...values, done: true }, shown, setLabel(shown, log));
};

export const deleteSet = (log: Log, set: SetRow): TrainingWrite => ({
  request: {
    method: "DELETE",
    path: `/api/v1/sets/${set.id}`,
    label: t("label.delete", { set: setLabel(set, log) }),
    sessionId: log.session_id,
    kind: "set-delete",
  },
  show: onSession((session) => withSetRemoved(session, set.id)),
});

/** Exercises added to a session, after its last one. */
export function addLogs(
  sessionId: number,
  userId: number,
  exercises: { id: number; name: string }[],
): TrainingWrite {
  const made = exercises.map((exercise) => clientLog(sessionId, userId, exercise));
  const logs: z.input<typeof createLogsSchema>["logs"] = exercises.map((e) => ({ exercise_id: e.id }));
  return {
    request: {
      method: "POST",
      path: "/api/v1/logs/multiple",
      body: { session_id: sessionId, logs },
      label: t("label.addLogs", { names: made.map((log) => log.name).join(", ") }),
      sessionId,
      kind: "logs-add",
      creates: made.map((log) => log.id),
    },
    show: onSession((session) => ({ ...session, logs: [...session.logs, ...made] })),
  };
}

/** An exercise's note (an empty one removes it). */
export const saveLogNote = (log: Log, notes: string): TrainingWrite => ({
  request: {
    method: "PATCH",
    path: `/api/v1/exercises/${log.exercise_id}/sessions/${log.session_id}/update-exercise-note/${log.id}`,
    body: { notes },
    label: t("label.note", { name: log.name }),
    sessionId: log.session_id,
    kind: "log",
  },
  show: onSession((session) => {
    const current = session.logs.find((l) => l.id === log.id) ?? log;
    return withLogReplaced(session, { ...current, notes: notes || null });
  }),
});

type SessionInput = z.output<typeof createSessionSchema> & { start_date: string };

/** A session started on this device; `blockName` labels it until the server's copy arrives. */
export function startSession(
  user: CurrentUser,
  input: SessionInput,
  blockName: string | null,
): TrainingWrite {
  const made = clientSession(user, {
    name: input.name,
    start_date: input.start_date,
    block_id: input.block_id ?? null,
    block_name: blockName,
    body_weight: input.body_weight ?? null,
    body_weight_unit: input.body_weight_unit ?? null,
    hours_of_sleep: input.hours_of_sleep ?? null,
    calories_prior_session: input.calories_prior_session ?? null,
    caffeine_intake: input.caffeine_intake ?? null,
  });
  return {
    request: {
      method: "POST",
      path: "/api/v1/sessions",
      body: input,
      label: t("label.session", { name: input.name }),
      sessionId: made.id,
      kind: "session-create",
      creates: [made.id],
    },
    show: () => made,
  };
}

type Completion = z.output<typeof updateSessionSchema> & { end_date: string; session_rpe: number };

/** A session completed: its RPE, end time and the rest of the form. */
export const completeSession = (
  session: Pick<SessionDetails, "id" | "name">,
  body: Completion,
): TrainingWrite => ({
  request: {
    method: "PATCH",
    path: `/api/v1/sessions/${session.id}`,
    body,
    label: t("label.complete", { name: session.name }),
    sessionId: session.id,
    kind: "session-update",
  },
  show: onSession((cached) => ({
    ...cached,
    end_date: body.end_date,
    session_rpe: body.session_rpe,
    notes: body.notes ?? cached.notes,
  })),
});
