import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  assignedProgramSchema,
  athleteWorkoutSchema,
  complianceWeekSchema,
  exerciseSchema,
  programSchema,
  rosterAthleteSchema,
  ROSTER_PER_PAGE,
  successSchema,
  type AssignProgramInput,
  type changeWorkoutSchema,
  type updateAthleteProgramSchema,
} from "@topset/shared";
import { z } from "zod";
import { api, ApiError } from "../../lib/api-client";
import { t } from "./i18n";
import { coachingKeys } from "../../lib/coaching";

// The coach workspace (docs/decisions/045-coach-workspace.md): the roster, an athlete's week, and the
// programs a coach writes into an athlete's account.
//
// NOTE: calls about an athlete go with auth: false. The api client logs out on any 403, and here a 403
// means "read access only" or "revoked", never that the coach's own login is gone.

type ChangeWorkoutInput = z.input<typeof changeWorkoutSchema>;
type UpdateAthleteProgramInput = z.input<typeof updateAthleteProgramSchema>;

const base = (athleteId: number) => `/api/v1/coach/athletes/${athleteId}`;
const rosterAnswer = successSchema(rosterAthleteSchema);
const weekAnswer = successSchema(complianceWeekSchema);
const programsAnswer = successSchema(programSchema);
const exercisesAnswer = successSchema(exerciseSchema.pick({ id: true, name: true }));
const workoutAnswer = successSchema(athleteWorkoutSchema);
const removedAnswer = successSchema(z.object({ id: z.number() }));
const leftAnswer = successSchema(z.object({ athlete_id: z.number() }));

export const coachKeys = {
  all: [...coachingKeys.all, "coach"] as const,
  roster: (page: number) => [...coachKeys.all, "roster", page] as const,
  athlete: (athleteId: number) => [...coachKeys.all, "athlete", athleteId] as const,
  week: (athleteId: number, week: string | undefined) =>
    [...coachKeys.athlete(athleteId), "week", week ?? "this"] as const,
  programs: (athleteId: number) => [...coachKeys.athlete(athleteId), "programs"] as const,
  exercises: (athleteId: number) => [...coachKeys.athlete(athleteId), "exercises"] as const,
  workout: (athleteId: number, at: WorkoutAt) =>
    [...coachKeys.programs(athleteId), at.programId, at.week, at.day] as const,
};

export type WorkoutAt = { programId: number; week: number; day: number };

/** A read of an athlete's data, null once the athlete no longer gives access (403/404). */
async function athleteRead<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

/** My athletes, 50 a page, each with this week's figures. */
export const rosterQuery = (page: number) =>
  queryOptions({
    queryKey: coachKeys.roster(page),
    queryFn: async ({ signal }) =>
      api.send(rosterAnswer, "/api/v1/coach/athletes", {
        signal,
        query: { perPage: ROSTER_PER_PAGE, currentPage: page },
      }),
  });

/** One week of an athlete's training, planned beside done (`week`: any day of it; default this week). */
export const athleteWeekQuery = (athleteId: number, week: string | undefined) =>
  queryOptions({
    queryKey: coachKeys.week(athleteId, week),
    queryFn: ({ signal }) =>
      athleteRead(
        async () =>
          (await api.send(weekAnswer, `${base(athleteId)}/week`, { signal, auth: false, query: { week } }))
            .data[0] ?? null,
      ),
  });

/** The CSV of planned against done, the last 12 weeks (a download the server streams). */
export const complianceCsvUrl = (athleteId: number) => `${base(athleteId)}/compliance.csv`;

/** The athlete's programs, each naming the coach who wrote it (null: their own). */
export const athleteProgramsQuery = (athleteId: number) =>
  queryOptions({
    queryKey: coachKeys.programs(athleteId),
    queryFn: ({ signal }) =>
      athleteRead(
        async () =>
          (await api.send(programsAnswer, `${base(athleteId)}/programs`, { signal, auth: false })).data,
      ),
  });

/** The athlete's exercises, for a workout's exercise select and the maxes. */
export const athleteExercisesQuery = (athleteId: number) =>
  queryOptions({
    queryKey: coachKeys.exercises(athleteId),
    queryFn: async ({ signal }) =>
      (await api.send(exercisesAnswer, `${base(athleteId)}/exercises`, { signal, auth: false })).data,
  });

/** Copies one of my programs into each athlete's account, with each athlete's maxes. */
export function useAssignProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ programId, input }: { programId: number; input: AssignProgramInput }) =>
      (
        await api.send(successSchema(assignedProgramSchema), `/api/v1/coach/programs/${programId}/assign`, {
          method: "POST",
          body: input,
          auth: false,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: coachKeys.all }),
  });
}

/** Ends my coaching of an athlete (the grant is revoked on my side). */
export function useStopCoaching() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (athleteId: number) =>
      api.send(leftAnswer, base(athleteId), { method: "DELETE", auth: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}

/** Writes to a program I wrote in an athlete's account: PATCH (rename, maxes) or DELETE. */
export function useAthleteProgramWrite(athleteId: number) {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: coachKeys.athlete(athleteId) });
  const path = (programId: number) => `${base(athleteId)}/programs/${programId}`;
  const update = useMutation({
    mutationFn: ({ programId, change }: { programId: number; change: UpdateAthleteProgramInput }) =>
      api.send(programsAnswer, path(programId), { method: "PATCH", body: change, auth: false }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (programId: number) =>
      api.send(removedAnswer, path(programId), { method: "DELETE", auth: false }),
    onSuccess: done,
  });
  return { update, remove };
}

const workoutPath = (athleteId: number, at: WorkoutAt) =>
  `${base(athleteId)}/programs/${at.programId}/weeks/${at.week}/days/${at.day}`;

/** One workout of the athlete's program as written, for the editor. */
export const athleteWorkoutQuery = (athleteId: number, at: WorkoutAt) =>
  queryOptions({
    queryKey: coachKeys.workout(athleteId, at),
    queryFn: async ({ signal }) => {
      const workout = (await api.send(workoutAnswer, workoutPath(athleteId, at), { signal, auth: false }))
        .data[0];
      if (!workout) throw new Error(t("errors.noWorkout"));
      return workout;
    },
  });

/** Replaces one workout's exercises from that day on; a 409 means a session already started it. */
export function useChangeWorkout(athleteId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ at, input }: { at: WorkoutAt; input: ChangeWorkoutInput }) =>
      api.send(workoutAnswer, workoutPath(athleteId, at), { method: "PUT", body: input, auth: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: coachKeys.athlete(athleteId) }),
  });
}
