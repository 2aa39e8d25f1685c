CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"source" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"weight_unit" text NOT NULL,
	"timezone" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"sets" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"skipped_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"existing_sessions" integer DEFAULT 0 NOT NULL,
	"new_exercises" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"session_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_workout_at" timestamp with time zone,
	"last_workout_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "imports_source_check" CHECK ("imports"."source" in ('strong', 'hevy', 'fitnotes')),
	CONSTRAINT "imports_weight_unit_check" CHECK ("imports"."weight_unit" in ('kg', 'lbs')),
	CONSTRAINT "imports_progress_check" CHECK ("imports"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","id");