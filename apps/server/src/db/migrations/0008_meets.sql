CREATE TABLE "meets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"federation" text,
	"sex" text NOT NULL,
	"equipment" text NOT NULL,
	"event" text NOT NULL,
	"weight_unit" text NOT NULL,
	"bodyweight" numeric(7, 2),
	"weight_class" text,
	"attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flight_start" timestamp with time zone,
	"notes" text,
	"open_powerlifting_result_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meets_weight_unit_check" CHECK ("meets"."weight_unit" in ('kg', 'lbs')),
	CONSTRAINT "meets_bodyweight_check" CHECK ("meets"."bodyweight" > 0)
);
--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meets_user_date_idx" ON "meets" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "open_powerlifting_results_placement_idx" ON "open_powerlifting_results" USING btree (lower("federation"),"sex","weight_class_kg","equipment","event","date","total_kg");