CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exercise_categories_name_trgm_idx" ON "exercise_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exercises_name_trgm_idx" ON "exercises" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blocks_name_trgm_idx" ON "blocks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_name_trgm_idx" ON "sessions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_notes_trgm_idx" ON "sessions" USING gin ("notes" gin_trgm_ops);