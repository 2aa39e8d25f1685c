CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"time" timestamp with time zone NOT NULL,
	"level" integer NOT NULL,
	"line" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_log_time_idx" ON "activity_log" USING btree ("time","id");