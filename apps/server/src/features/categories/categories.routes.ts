import {
  categoryDetailsSchema,
  categorySchema,
  createCategorySchema,
  idParamSchema,
  listCategoriesQuerySchema,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { isUniqueViolation } from "../../lib/db-errors.js";
import { ok } from "../../lib/envelope.js";
import { conflict, notFound } from "../../lib/http-errors.js";
import { actingUserId, me, writerUserId } from "../../plugins/auth.js";
import { listExercisesOfCategory } from "../exercises/exercises.queries.js";
import { findCategory, insertCategories, listCategories } from "./categories.queries.js";

export const categoryMessages = {
  none: "There are no exercise categories yet!",
  duplicate: "Category name already exist!",
} as const;

const tags = ["exercise categories"];

/** Mounted under /api/v1 behind requireUser. */
export const categoriesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    "/exercise-categories",
    {
      schema: {
        tags,
        querystring: listCategoriesQuerySchema,
        response: { 200: successSchema(categorySchema) },
      },
    },
    async (req) => {
      const userId = actingUserId(req, req.query.user_id);
      const rows = await listCategories(db, { userId, all: req.query.all === "true" });
      return ok(rows.length ? "Exercise categories" : categoryMessages.none, rows);
    },
  );

  app.post(
    "/exercise-categories",
    { schema: { tags, body: createCategorySchema, response: { 201: successSchema(categorySchema) } } },
    async (req, reply) => {
      const userId = writerUserId(req, req.body.user_id);
      try {
        const created = await insertCategories(db, { userId, names: req.body.name });
        const message =
          created.length === 1
            ? "Category has been created!"
            : `${created.length} categories have been created!`;
        return reply.status(201).send(ok(message, created));
      } catch (err) {
        // Also a name given twice in one request ("Squat, squat").
        if (isUniqueViolation(err, "exercise_categories_user_name_unique"))
          throw conflict(categoryMessages.duplicate);
        throw err;
      }
    },
  );

  app.get(
    "/exercise-categories/:id",
    { schema: { tags, params: idParamSchema, response: { 200: successSchema(categoryDetailsSchema) } } },
    async (req) => {
      const userId = me(req).id;
      const category = await findCategory(db, { id: req.params.id, userId });
      if (!category) throw notFound("Category");
      const exercises = await listExercisesOfCategory(db, { userId, categoryId: category.id });
      return ok("Category", [{ ...category, exercises_counts: exercises.length, exercises }]);
    },
  );
};
