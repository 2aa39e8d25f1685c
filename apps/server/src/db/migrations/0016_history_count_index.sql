DROP INDEX "sets_user_exercise_created_idx";--> statement-breakpoint
CREATE INDEX "sets_user_exercise_created_idx" ON "sets" USING btree ("user_id","exercise_id","created_at","done");