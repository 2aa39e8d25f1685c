ALTER TABLE "sessions" ADD COLUMN "shared_video" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_feed_idx" ON "sessions" USING btree ("end_date","id") WHERE "sessions"."shared_video" and "sessions"."end_date" is not null;--> statement-breakpoint
-- sessions.shared_video: a log of the session is shared (private = false) and holds a video. Kept here,
-- by the database, on every change that can alter it, so no write path of the app can forget it.
CREATE FUNCTION "topset_refresh_shared_video"(p_session integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "sessions" SET "shared_video" = found.shared
  FROM (SELECT exists (
    SELECT 1 FROM "logs" l JOIN "videos" v ON v."log_id" = l."id"
    WHERE l."session_id" = p_session AND NOT l."private"
  ) AS shared) AS found
  WHERE "sessions"."id" = p_session AND "sessions"."shared_video" IS DISTINCT FROM found.shared;
$$;--> statement-breakpoint
CREATE FUNCTION "topset_videos_shared_video"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "topset_refresh_shared_video"(OLD."session_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "topset_refresh_shared_video"(NEW."session_id"); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "videos_shared_video" AFTER INSERT OR DELETE OR UPDATE OF "log_id", "session_id" ON "videos"
  FOR EACH ROW EXECUTE FUNCTION "topset_videos_shared_video"();--> statement-breakpoint
CREATE FUNCTION "topset_logs_shared_video"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "topset_refresh_shared_video"(OLD."session_id");
  IF TG_OP = 'UPDATE' AND NEW."session_id" <> OLD."session_id" THEN
    PERFORM "topset_refresh_shared_video"(NEW."session_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "logs_shared_video" AFTER DELETE OR UPDATE OF "private", "session_id" ON "logs"
  FOR EACH ROW EXECUTE FUNCTION "topset_logs_shared_video"();--> statement-breakpoint
UPDATE "sessions" SET "shared_video" = true WHERE "id" IN (
  SELECT l."session_id" FROM "logs" l JOIN "videos" v ON v."log_id" = l."id" WHERE NOT l."private"
);
