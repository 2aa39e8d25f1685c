CREATE TABLE "tracker_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bodyweight" integer DEFAULT 0 NOT NULL,
	"calories" integer DEFAULT 0 NOT NULL,
	"recovery" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracker_totals" ADD CONSTRAINT "tracker_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each member's tracker totals (see the schema), from the entries there now.
INSERT INTO "tracker_totals" ("user_id", "bodyweight", "calories", "recovery")
SELECT "user_id",
  count(*) FILTER (WHERE "body_weight" IS NOT NULL),
  count(*) FILTER (WHERE "calories_prior_session" IS NOT NULL OR "total_calories" IS NOT NULL),
  count(*) FILTER (WHERE "stress_level" IS NOT NULL OR "hours_of_sleep" IS NOT NULL)
FROM "variables" GROUP BY "user_id";--> statement-breakpoint
-- Kept in the writer's own transaction, a statement's rows at once per member: an import's thousands
-- of entries are one upsert, not one per row. The filters are the trackers' own (isBodyweightEntry,
-- isCaloriesEntry, isRecoveryEntry), those of their partial indexes.
CREATE FUNCTION "topset_tracker_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "tracker_totals" t SET
      "bodyweight" = t."bodyweight" - gone."bodyweight",
      "calories" = t."calories" - gone."calories",
      "recovery" = t."recovery" - gone."recovery"
    FROM (
      SELECT "user_id",
        count(*) FILTER (WHERE "body_weight" IS NOT NULL)::int AS "bodyweight",
        count(*) FILTER (WHERE "calories_prior_session" IS NOT NULL OR "total_calories" IS NOT NULL)::int AS "calories",
        count(*) FILTER (WHERE "stress_level" IS NOT NULL OR "hours_of_sleep" IS NOT NULL)::int AS "recovery"
      FROM "old_rows" GROUP BY "user_id"
    ) gone
    WHERE t."user_id" = gone."user_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "tracker_totals" ("user_id", "bodyweight", "calories", "recovery")
    SELECT "user_id",
      count(*) FILTER (WHERE "body_weight" IS NOT NULL),
      count(*) FILTER (WHERE "calories_prior_session" IS NOT NULL OR "total_calories" IS NOT NULL),
      count(*) FILTER (WHERE "stress_level" IS NOT NULL OR "hours_of_sleep" IS NOT NULL)
    FROM "new_rows" GROUP BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET
      "bodyweight" = "tracker_totals"."bodyweight" + EXCLUDED."bodyweight",
      "calories" = "tracker_totals"."calories" + EXCLUDED."calories",
      "recovery" = "tracker_totals"."recovery" + EXCLUDED."recovery";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A trigger with transition tables fires on one event only: three of them.
CREATE TRIGGER "variables_totals_insert" AFTER INSERT ON "variables"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_tracker_totals"();--> statement-breakpoint
CREATE TRIGGER "variables_totals_update" AFTER UPDATE ON "variables"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_tracker_totals"();--> statement-breakpoint
CREATE TRIGGER "variables_totals_delete" AFTER DELETE ON "variables"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_tracker_totals"();
