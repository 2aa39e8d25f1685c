import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, users } from "./users.js";

/** A user's own grouping of exercises (squat, bench, ...). Names are unique per user, ignoring case. */
export const exerciseCategories = pgTable(
  "exercise_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("exercise_categories_user_name_unique").on(t.userId, sql`lower(${t.name})`),
    // The header search (features/search).
    index("exercise_categories_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

/**
 * A user's exercise, inside one of their categories. Deleting the category deletes its exercises,
 * but logs and sets refuse the delete of an exercise that has history (see training.ts).
 */
export const exercises = pgTable(
  "exercises",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseCategoryId: integer("exercise_category_id")
      .notNull()
      .references(() => exerciseCategories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Also serves "the user's exercises, by category" (user_id, exercise_category_id).
    uniqueIndex("exercises_user_category_name_unique").on(
      t.userId,
      t.exerciseCategoryId,
      sql`lower(${t.name})`,
    ),
    index("exercises_category_idx").on(t.exerciseCategoryId),
    // The header search (features/search).
    index("exercises_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);
