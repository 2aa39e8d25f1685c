import type { CurrentUser, Log, SessionDetails, SetRow } from "@topset/shared";
import { newClientId } from "../../../lib/outbox/client-ids";
import { formatNumber } from "../../../lib/i18n";
import { t } from "./i18n";

// Records made on this device for writes still in the outbox: what the screen shows until the server
// sends back its own (client ids are negative; see lib/outbox/client-ids.ts).

const now = () => new Date().toISOString();

type SetFields = Pick<SetRow, "reps" | "weight" | "weight_unit" | "rpe" | "notes"> &
  Partial<Pick<SetRow, "e1rm" | "ri" | "volume" | "kind" | "done" | "prescription">>;

export const setLabel = (set: Pick<SetRow, "reps" | "weight">, log: Pick<Log, "name">) =>
  t("label.set", {
    reps: set.reps,
    weight: formatNumber(set.weight, { useGrouping: false }),
    name: log.name,
  });

export function clientSet(log: Log, fields: SetFields): SetRow {
  return {
    kind: "normal",
    done: true,
    prescription: null,
    ...fields,
    id: newClientId(),
    user_id: log.user_id,
    exercise_id: log.exercise_id,
    session_id: log.session_id,
    log_id: log.id,
    created_at: now(),
    updated_at: now(),
  };
}

export function clientLog(sessionId: number, userId: number, exercise: { id: number; name: string }): Log {
  return {
    id: newClientId(),
    user_id: userId,
    session_id: sessionId,
    exercise_id: exercise.id,
    name: exercise.name,
    notes: null,
    collapsed: false,
    private: true,
    sets_notes_visibility: false,
    tags: [],
    videos: [],
    sets: [],
  };
}

type SessionFields = Pick<
  SessionDetails,
  "name" | "start_date" | "block_id" | "body_weight" | "body_weight_unit" | "hours_of_sleep"
> &
  Pick<SessionDetails, "calories_prior_session" | "caffeine_intake" | "block_name">;

export function clientSession(user: CurrentUser, fields: SessionFields): SessionDetails {
  const id = newClientId();
  return {
    ...fields,
    id,
    session_id: id,
    user_id: user.id,
    end_date: null,
    session_rpe: null,
    notes: null,
    created_at: now(),
    json: [],
    username: user.username,
    profile_picture_url: user.profile_picture_url ?? null,
    counts_of_comments: 0,
    logs: [],
  };
}
