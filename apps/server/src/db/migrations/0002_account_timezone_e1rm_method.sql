ALTER TABLE "users" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "e1rm_method" text DEFAULT 'formula' NOT NULL;