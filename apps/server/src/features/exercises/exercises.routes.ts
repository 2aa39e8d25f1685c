import {
  createExerciseSchema,
  exerciseGroupSchema,
  exerciseSchema,
  historyQuerySchema,
  historyRowSchema,
  idParamSchema,
  lastPerformanceSchema,
  listExercisesQuerySchema,
  recentExerciseSchema,
  successSchema,
  type Exercise,
  type ExerciseGroup,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { isUniqueViolation } from "../../lib/db-errors.js";
import { ok } from "../../lib/envelope.js";
import { conflict, notFound } from "../../lib/http-errors.js";
import { actingUserId, me, writerUserId } from "../../plugins/auth.js";
import { pageOf } from "../../lib/pagination.js";
import { canRead } from "../access-codes/access-codes.queries.js";
import { findLastPerformances } from "../training/last-performance.queries.js";
import { HISTORY_MAX_PER_PAGE, listAllHistory, loadHistoryPage } from "./exercise-history.queries.js";
import {
  findExercise,
  findExerciseOwnerId,
  findOwnCategory,
  insertExercises,
  listExerciseGroups,
  listExercisesNewestFirst,
  listExercisesOfCategory,
} from "./exercises.queries.js";
import { listRecentExercises } from "./recent-exercises.queries.js";

export const exerciseMessages = {
  none: "There are no exercises yet!",
  noneInCategory: "There are no exercises available for this category!",
  duplicate: "Exercise name already exist!",
  noHistory: "There is no history for this exercise yet!",
  noLastPerformance: "This exercise is in no completed session yet!",
  noRecent: "No exercise was used in the last 90 days!",
} as const;

const tags = ["exercises"];

/** Mounted under /api/v1 behind requireUser. */
export const exercisesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    "/exercises",
    {
      schema: {
        tags,
        querystring: listExercisesQuerySchema,
        response: { 200: successSchema(z.union([exerciseSchema, exerciseGroupSchema])) },
      },
    },
    async (req) => {
      const userId = actingUserId(req, req.query.user_id);
      const categoryId = req.query.exercise_category_id;
      if (categoryId !== undefined) {
        if (!(await findOwnCategory(db, { id: categoryId, userId }))) throw notFound("Category");
        const rows = await listExercisesOfCategory(db, { userId, categoryId });
        return ok(rows.length ? "Exercises of the category" : exerciseMessages.noneInCategory, rows);
      }
      const rows: (Exercise | ExerciseGroup)[] =
        req.query.order_by === "name"
          ? await listExerciseGroups(db, userId)
          : await listExercisesNewestFirst(db, userId);
      return ok(rows.length ? "Exercises" : exerciseMessages.none, rows);
    },
  );

  // NOTE: a static path: the router tries it before /exercises/:id, which would refuse "recent" (400).
  app.get(
    "/exercises/recent",
    {
      schema: {
        tags,
        summary: "My exercises used in the last 90 days, the most recently used first (at most 12)",
        response: { 200: successSchema(recentExerciseSchema) },
      },
    },
    async (req) => {
      const rows = await listRecentExercises(db, me(req).id);
      return ok(rows.length ? "Recent exercises" : exerciseMessages.noRecent, rows);
    },
  );

  app.get(
    "/exercises/:id",
    { schema: { tags, params: idParamSchema, response: { 200: successSchema(exerciseSchema) } } },
    async (req) => {
      const exercise = await findExercise(db, { id: req.params.id, userId: me(req).id });
      if (!exercise) throw notFound("Exercise");
      return ok("Exercise", [exercise]);
    },
  );

  app.post(
    "/exercises",
    { schema: { tags, body: createExerciseSchema, response: { 201: successSchema(exerciseSchema) } } },
    async (req, reply) => {
      const userId = writerUserId(req, req.body.user_id);
      const category = await findOwnCategory(db, { id: req.body.exercise_category_id, userId });
      if (!category) throw notFound("Category");
      try {
        const created = await insertExercises(db, { userId, category, names: req.body.name });
        const message =
          created.length === 1
            ? "Exercise has been created!"
            : `${created.length} exercises have been created!`;
        return reply.status(201).send(ok(message, created));
      } catch (err) {
        // Also a name given twice in one request ("Squat, squat").
        if (isUniqueViolation(err, "exercises_user_category_name_unique"))
          throw conflict(exerciseMessages.duplicate);
        throw err;
      }
    },
  );

  app.get(
    "/exercises/:id/last-performance",
    {
      schema: {
        tags,
        summary: "Last time: the newest completed session holding the exercise, with its sets",
        params: idParamSchema,
        response: { 200: successSchema(lastPerformanceSchema) },
      },
    },
    async (req) => {
      const userId = me(req).id;
      const exercise = await findExercise(db, { id: req.params.id, userId });
      if (!exercise) throw notFound("Exercise");
      const rows = await findLastPerformances(db, { userId, exerciseIds: [exercise.id] });
      return ok(rows.length ? "Last performance" : exerciseMessages.noLastPerformance, rows);
    },
  );

  const coachExercise = async (id: number, viewer: { id: number; role: string }) => {
    const ownerId = await findExerciseOwnerId(db, id);
    // Admins moderate through /api/admin (decision 015): this member route stays as it was for them.
    if (ownerId === undefined || ownerId === viewer.id || viewer.role === "admin") return undefined;
    return (await canRead(db, viewer, ownerId)) ? findExercise(db, { id, userId: ownerId }) : undefined;
  };

  app.get(
    "/exercises/:id/history",
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: successSchema(historyRowSchema) },
      },
      config: { etag: true },
    },
    async (req) => {
      // The owner's exercise, else (for a coach) the athlete's: canRead decides.
      const viewer = me(req);
      const exercise =
        (await findExercise(db, { id: req.params.id, userId: viewer.id })) ??
        (await coachExercise(req.params.id, viewer));
      if (!exercise) throw notFound("Exercise");
      const userId = exercise.user_id;
      const owner = { userId, exerciseId: exercise.id, categoryName: exercise.category_name };
      const { perPage, currentPage, all } = req.query;
      if (all === "true" || perPage === undefined || perPage > HISTORY_MAX_PER_PAGE) {
        const rows = await listAllHistory(db, owner);
        const page = pageOf(rows.length, Math.max(1, rows.length), 1, rows.length);
        return ok(rows.length ? "Exercise history" : exerciseMessages.noHistory, rows, page);
      }
      const { total, rows } = await loadHistoryPage(db, {
        ...owner,
        limit: perPage,
        offset: (currentPage - 1) * perPage,
      });
      const page = pageOf(total, perPage, currentPage, rows.length);
      return ok(total ? "Exercise history" : exerciseMessages.noHistory, rows, page);
    },
  );
};
