import { z } from "zod";
import { createPersistedStore, useStore } from "../../../lib/store";

// The rest timer: one at a time, started by a logged set, kept in localStorage so a reload (or the
// phone locking the tab away) finds it still running. Each exercise remembers its own rest.

const timerSchema = z.object({
  /** The running timer, or null. */
  running: z
    .object({
      exerciseId: z.number(),
      name: z.string(),
      startedAt: z.number(),
      endsAt: z.number(),
      /** Set once the lifter was told rest is over, so a reload does not tell again. */
      told: z.boolean(),
    })
    .nullable()
    .catch(null),
  /** Seconds of rest per exercise id, as the lifter last set them. */
  rests: z.record(z.string(), z.number().int().min(15).max(1800)).catch({}),
});
export type RestTimerState = z.infer<typeof timerSchema>;

export const restTimerStore = createPersistedStore("topset.rest-timer", (raw) =>
  timerSchema.parse(typeof raw === "object" && raw !== null ? raw : {}),
);

/** Competition lifts and their variations rest 3 minutes; accessories 90 seconds. */
export function defaultRest(categoryName: string | undefined): number {
  return categoryName && /accessor/i.test(categoryName) ? 90 : 180;
}

export const restFor = (exerciseId: number, categoryName: string | undefined) =>
  restTimerStore.get().rests[String(exerciseId)] ?? defaultRest(categoryName);

export function startRest(exercise: { id: number; name: string }, seconds: number, now = Date.now()) {
  restTimerStore.set((s) => ({
    ...s,
    running: {
      exerciseId: exercise.id,
      name: exercise.name,
      startedAt: now,
      endsAt: now + seconds * 1000,
      told: false,
    },
  }));
}

/** Adds (or takes off) time; the new length becomes this exercise's rest from now on. */
export function adjustRest(deltaSeconds: number, now = Date.now()) {
  restTimerStore.set((s) => {
    if (!s.running) return s;
    const endsAt = Math.max(now, s.running.endsAt + deltaSeconds * 1000);
    const total = Math.round((endsAt - s.running.startedAt) / 1000);
    const rest = Math.min(1800, Math.max(15, Math.round(total / 15) * 15));
    return {
      running: { ...s.running, endsAt, told: endsAt > now ? false : s.running.told },
      rests: { ...s.rests, [String(s.running.exerciseId)]: rest },
    };
  });
}

export const stopRest = () => restTimerStore.set((s) => ({ ...s, running: null }));
export const markTold = () =>
  restTimerStore.set((s) => (s.running ? { ...s, running: { ...s.running, told: true } } : s));

export const useRestTimer = () => useStore(restTimerStore, (s) => s.running);
