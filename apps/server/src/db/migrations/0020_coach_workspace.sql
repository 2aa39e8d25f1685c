CREATE TABLE "coach_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"program_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"log_id" integer,
	"set_id" integer,
	"parent_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "coach_comments_body_check" CHECK (length("coach_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "coach_id" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "training_maxes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "routines" ADD COLUMN "coach_id" integer;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "scope" text DEFAULT 'read' NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_activity" ADD CONSTRAINT "coach_activity_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_activity" ADD CONSTRAINT "coach_activity_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_log_id_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_set_id_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_parent_id_coach_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coach_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_activity_athlete_idx" ON "coach_activity" USING btree ("athlete_id","id");--> statement-breakpoint
CREATE INDEX "coach_activity_coach_idx" ON "coach_activity" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "coach_comments_session_idx" ON "coach_comments" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "coach_comments_athlete_idx" ON "coach_comments" USING btree ("athlete_id","id");--> statement-breakpoint
CREATE INDEX "coach_comments_author_idx" ON "coach_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "coach_comments_log_idx" ON "coach_comments" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "coach_comments_set_idx" ON "coach_comments" USING btree ("set_id");--> statement-breakpoint
CREATE INDEX "coach_comments_parent_idx" ON "coach_comments" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programs_coach_idx" ON "programs" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "routines_coach_idx" ON "routines" USING btree ("coach_id");--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_scope_check" CHECK ("access_codes"."scope" in ('read', 'coach'));