-- Keeps creator_search in step with creators (deletes cascade through the foreign key), then fills it for existing rows.
CREATE OR REPLACE FUNCTION creator_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO creator_search (id, followers_count, search_text)
  VALUES (NEW.id, NEW.followers_count, lower(NEW.name || ' ' || NEW.channel_name || ' ' || NEW.handle))
  ON CONFLICT (id) DO UPDATE SET followers_count = EXCLUDED.followers_count, search_text = EXCLUDED.search_text;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER creators_search_sync AFTER INSERT OR UPDATE OF name, channel_name, handle, followers_count ON creators
  FOR EACH ROW EXECUTE FUNCTION creator_search_sync();
--> statement-breakpoint
-- Backfill without the trigram index, then build it once (much faster on a large directory).
DROP INDEX IF EXISTS "creator_search_trgm_idx";
--> statement-breakpoint
INSERT INTO creator_search (id, followers_count, search_text)
SELECT id, followers_count, lower(name || ' ' || channel_name || ' ' || handle) FROM creators
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "creator_search_trgm_idx" ON "creator_search" USING gin ("search_text" gin_trgm_ops);
