CREATE TABLE "feed_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_version_one_row_check" CHECK ("feed_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "feed_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- The feed cache's version (see the schema): every change a feed card can show bumps it, in the
-- writer's own transaction, so no write path of the app can forget it.
CREATE FUNCTION "topset_bump_feed_version"() RETURNS void LANGUAGE sql AS $$
  UPDATE "feed_version" SET "version" = "version" + 1 WHERE "id" = 1;
$$;--> statement-breakpoint
-- A session entering, leaving or changing inside the feed.
CREATE FUNCTION "topset_feed_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD."shared_video") OR (TG_OP <> 'DELETE' AND NEW."shared_video") THEN
    PERFORM "topset_bump_feed_version"();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_feed_version" AFTER INSERT OR UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "topset_feed_sessions"();--> statement-breakpoint
-- A row of a session (logs, sets, videos, comments) changing in a feed session, before or after.
CREATE FUNCTION "topset_feed_session_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN ids := ids || OLD."session_id"; END IF;
  IF TG_OP <> 'DELETE' THEN ids := ids || NEW."session_id"; END IF;
  IF EXISTS (SELECT 1 FROM "sessions" WHERE "id" = ANY(ids) AND "shared_video") THEN
    PERFORM "topset_bump_feed_version"();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "logs_feed_version" AFTER INSERT OR UPDATE OR DELETE ON "logs"
  FOR EACH ROW EXECUTE FUNCTION "topset_feed_session_rows"();--> statement-breakpoint
CREATE TRIGGER "sets_feed_version" AFTER INSERT OR UPDATE OR DELETE ON "sets"
  FOR EACH ROW EXECUTE FUNCTION "topset_feed_session_rows"();--> statement-breakpoint
CREATE TRIGGER "videos_feed_version" AFTER INSERT OR UPDATE OR DELETE ON "videos"
  FOR EACH ROW EXECUTE FUNCTION "topset_feed_session_rows"();--> statement-breakpoint
CREATE TRIGGER "comments_feed_version" AFTER INSERT OR UPDATE OR DELETE ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "topset_feed_session_rows"();--> statement-breakpoint
-- A tag of a log in a feed session.
CREATE FUNCTION "topset_feed_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN ids := ids || OLD."log_id"; END IF;
  IF TG_OP <> 'DELETE' THEN ids := ids || NEW."log_id"; END IF;
  IF EXISTS (SELECT 1 FROM "logs" l JOIN "sessions" s ON s."id" = l."session_id"
             WHERE l."id" = ANY(ids) AND s."shared_video") THEN
    PERFORM "topset_bump_feed_version"();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tags_feed_version" AFTER INSERT OR UPDATE OR DELETE ON "tags"
  FOR EACH ROW EXECUTE FUNCTION "topset_feed_tags"();--> statement-breakpoint
-- A member: their cards show name, picture and e1RM method; a disabled member's comments stop
-- counting on every card, so that change always bumps.
CREATE FUNCTION "topset_feed_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."deleted" IS DISTINCT FROM OLD."deleted"
     OR EXISTS (SELECT 1 FROM "sessions" WHERE "user_id" = NEW."id" AND "shared_video") THEN
    PERFORM "topset_bump_feed_version"();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_feed_version" AFTER UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "topset_feed_users"();--> statement-breakpoint
-- A block's name shows on the cards of its sessions.
CREATE FUNCTION "topset_feed_blocks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "sessions" WHERE "block_id" = NEW."id" AND "shared_video") THEN
    PERFORM "topset_bump_feed_version"();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "blocks_feed_version" AFTER UPDATE OF "name" ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION "topset_feed_blocks"();--> statement-breakpoint
-- Following someone changes what "following" shows.
CREATE FUNCTION "topset_feed_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "topset_bump_feed_version"();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "follows_feed_version" AFTER INSERT OR UPDATE OR DELETE ON "follows"
  FOR EACH STATEMENT EXECUTE FUNCTION "topset_feed_follows"();
