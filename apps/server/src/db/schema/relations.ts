import { relations } from "drizzle-orm";
import { exerciseCategories, exercises } from "./exercises.js";
import { videos } from "./media.js";
import { comments } from "./social.js";
import { logs, sets, tags } from "./logs.js";
import { blocks, sessions } from "./training.js";
import { users } from "./users.js";
import { variables } from "./variables.js";

// For db.query.* reads that load a tree in one statement, e.g.
// db.query.sessions.findFirst({ where, with: { logs: { with: { sets: true, tags: true, video: true } } } }).

export const exerciseCategoriesRelations = relations(exerciseCategories, ({ many }) => ({
  exercises: many(exercises),
}));

export const exercisesRelations = relations(exercises, ({ one }) => ({
  category: one(exerciseCategories, {
    fields: [exercises.exerciseCategoryId],
    references: [exerciseCategories.id],
  }),
}));

export const blocksRelations = relations(blocks, ({ many }) => ({ sessions: many(sessions) }));

export const sessionsRelations = relations(sessions, ({ one, many }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
  block: one(blocks, { fields: [sessions.blockId], references: [blocks.id] }),
  logs: many(logs),
  comments: many(comments),
  videos: many(videos),
}));

export const logsRelations = relations(logs, ({ one, many }) => ({
  session: one(sessions, { fields: [logs.sessionId], references: [sessions.id] }),
  exercise: one(exercises, { fields: [logs.exerciseId], references: [exercises.id] }),
  sets: many(sets),
  tags: many(tags),
  video: one(videos),
}));

export const setsRelations = relations(sets, ({ one }) => ({
  log: one(logs, { fields: [sets.logId], references: [logs.id] }),
}));

export const tagsRelations = relations(tags, ({ one }) => ({
  log: one(logs, { fields: [tags.logId], references: [logs.id] }),
}));

export const videosRelations = relations(videos, ({ one }) => ({
  log: one(logs, { fields: [videos.logId], references: [logs.id] }),
  session: one(sessions, { fields: [videos.sessionId], references: [sessions.id] }),
}));

export const commentsRelations = relations(comments, ({ one }) => ({
  session: one(sessions, { fields: [comments.sessionId], references: [sessions.id] }),
  user: one(users, { fields: [comments.userId], references: [users.id] }),
}));

export const variablesRelations = relations(variables, ({ one }) => ({
  session: one(sessions, { fields: [variables.sessionId], references: [sessions.id] }),
}));
