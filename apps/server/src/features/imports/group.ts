// Rows into workouts: a workout is its start time and name; inside it, one entry per exercise name
// (in order of first appearance), each with its sets in file order.
import type { ImportRow, ImportSet } from "./rows.js";

export type ExerciseGroup = { name: string; notes: string[]; sets: ImportSet[] };
export type Workout = {
  start: Date;
  end: Date | null;
  name: string;
  notes: string[];
  exercises: Map<string, ExerciseGroup>;
};

/** The idempotency key of a workout for one member: its start instant and its name. */
export const workoutKey = (start: Date, name: string) => `${start.getTime()}|${name}`;

/** Notes that repeat on every row (Hevy) are kept once; different ones are all kept. */
function addNote(notes: string[], note: string | null) {
  if (note && !notes.includes(note)) notes.push(note);
}

export class WorkoutGrouper {
  readonly workouts = new Map<string, Workout>();
  sets = 0;

  add(row: ImportRow): void {
    const key = workoutKey(row.start, row.workoutName);
    let workout = this.workouts.get(key);
    if (!workout) {
      workout = { start: row.start, end: row.end, name: row.workoutName, notes: [], exercises: new Map() };
      this.workouts.set(key, workout);
    }
    if (row.end && (!workout.end || row.end > workout.end)) workout.end = row.end;
    addNote(workout.notes, row.workoutNotes);
    let exercise = workout.exercises.get(row.exercise);
    if (!exercise) {
      exercise = { name: row.exercise, notes: [], sets: [] };
      workout.exercises.set(row.exercise, exercise);
    }
    addNote(exercise.notes, row.exerciseNotes);
    if (row.set) {
      exercise.sets.push(row.set);
      this.sets++;
    }
  }
}

export const joinNotes = (notes: string[]): string | null => (notes.length ? notes.join("\n\n") : null);
