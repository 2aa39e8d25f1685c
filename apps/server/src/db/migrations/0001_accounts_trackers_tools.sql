-- Trigram search on lifter names (docs/decisions/008-openpowerlifting.md); PGlite loads the extension at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "user_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_exports_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "user_exports_status_check" CHECK ("user_exports"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "open_powerlifting_results" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"event" text,
	"equipment" text,
	"age" numeric(4, 1),
	"division" text,
	"bodyweight_kg" numeric(7, 2),
	"weight_class_kg" text,
	"best3_squat_kg" numeric(7, 2),
	"best3_bench_kg" numeric(7, 2),
	"best3_deadlift_kg" numeric(7, 2),
	"total_kg" numeric(7, 2),
	"place" text,
	"dots" numeric(7, 2),
	"country" text,
	"federation" text,
	"date" date,
	"meet_country" text,
	"meet_name" text
);
--> statement-breakpoint
CREATE TABLE "plate_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kg" jsonb NOT NULL,
	"lbs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_exports" ADD CONSTRAINT "user_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_settings" ADD CONSTRAINT "plate_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_exports_user_created_idx" ON "user_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "open_powerlifting_results_name_trgm_idx" ON "open_powerlifting_results" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "open_powerlifting_results_rank_idx" ON "open_powerlifting_results" USING btree ("dots" DESC NULLS LAST,"total_kg" DESC NULLS LAST,"date" DESC NULLS LAST,"id");