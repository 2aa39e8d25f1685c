CREATE TABLE "training_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_rpe_chart" jsonb;--> statement-breakpoint
ALTER TABLE "training_versions" ADD CONSTRAINT "training_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every member with sets or tracker entries starts at version 1; the rest get a row when they first write one.
INSERT INTO "training_versions" ("user_id", "version")
SELECT "user_id", 1 FROM (SELECT "user_id" FROM "sets" UNION SELECT "user_id" FROM "variables") written;--> statement-breakpoint
-- One bump per member a statement touched, in the writer's own transaction (an import's thousands of sets
-- are one upsert). A delete or update only bumps rows that are there: a member's own deletion cascades to
-- their sets after their row is gone, and inserting then would break the foreign key.
CREATE FUNCTION "topset_training_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "training_versions" ("user_id", "version")
    SELECT DISTINCT "user_id", 1 FROM "new_rows"
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "training_versions"."version" + 1;
  ELSE
    UPDATE "training_versions" t SET "version" = t."version" + 1
    WHERE t."user_id" IN (SELECT DISTINCT "user_id" FROM "old_rows");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sets_version_insert" AFTER INSERT ON "sets"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_training_version"();--> statement-breakpoint
CREATE TRIGGER "sets_version_update" AFTER UPDATE ON "sets"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_training_version"();--> statement-breakpoint
CREATE TRIGGER "sets_version_delete" AFTER DELETE ON "sets"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_training_version"();--> statement-breakpoint
CREATE TRIGGER "variables_version_insert" AFTER INSERT ON "variables"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_training_version"();--> statement-breakpoint
CREATE TRIGGER "variables_version_update" AFTER UPDATE ON "variables"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_training_version"();--> statement-breakpoint
CREATE TRIGGER "variables_version_delete" AFTER DELETE ON "variables"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "topset_training_version"();
