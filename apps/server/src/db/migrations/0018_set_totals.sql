CREATE TABLE "set_totals" (
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"done_sets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "set_totals_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
ALTER TABLE "set_totals" ADD CONSTRAINT "set_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_totals" ADD CONSTRAINT "set_totals_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_totals_exercise_idx" ON "set_totals" USING btree ("exercise_id");--> statement-breakpoint
-- Each member's done sets per exercise (see the schema), from the sets there now.
INSERT INTO "set_totals" ("user_id", "exercise_id", "done_sets")
SELECT "user_id", "exercise_id", count(*) FROM "sets" WHERE "done" GROUP BY "user_id", "exercise_id";--> statement-breakpoint
-- Kept in the writer's own transaction, a statement's rows at once per member and exercise: an import's
-- thousands of sets are one upsert. Rows of a deleted member or exercise are gone by cascade, so the
-- subtraction only updates rows that are still there.
CREATE FUNCTION "topset_set_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "set_totals" t SET "done_sets" = t."done_sets" - gone."done_sets"
    FROM (
      SELECT "user_id", "exercise_id", count(*)::int AS "done_sets"
      FROM "old_rows" WHERE "done" GROUP BY "user_id", "exercise_id"
    ) gone
    WHERE t."user_id" = gone."user_id" AND t."exercise_id" = gone."exercise_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "set_totals" ("user_id", "exercise_id", "done_sets")
    SELECT "user_id", "exercise_id", count(*) FROM "new_rows" WHERE "done" GROUP BY "user_id", "exercise_id"
    ON CONFLICT ("user_id", "exercise_id") DO UPDATE SET
      "done_sets" = "set_totals"."done_sets" + EXCLUDED."done_sets";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A trigger with transition tables fires on one event only: three of them.
CREATE TRIGGER "sets_totals_insert" AFTER INSERT ON "sets"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_set_totals"();--> statement-breakpoint
CREATE TRIGGER "sets_totals_update" AFTER UPDATE ON "sets"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_set_totals"();--> statement-breakpoint
CREATE TRIGGER "sets_totals_delete" AFTER DELETE ON "sets"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_set_totals"();
