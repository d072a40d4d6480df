-- The campaign holds its whole plan (docs/decisions/0020-campaign-plans.md): the brief it was made from, the cities
-- and deliverables, the date content is due, and the canonical niches its free-text product_niche maps to.
ALTER TABLE "campaigns" ADD COLUMN "brief" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "target_cities" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deliverables" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "content_due_date" date;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "niches" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- DELETE archives: the status before, so a restore puts the campaign back where it was.
ALTER TABLE "campaigns" ADD COLUMN "archived_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "status_before_archive" text;
--> statement-breakpoint
-- Existing campaigns chose their niche from the fixed list: that niche is their mapping.
UPDATE "campaigns" SET "niches" = ARRAY["product_niche"]
WHERE "product_niche" IN ('lifestyle', 'fashion', 'technology', 'fitness', 'food', 'travel', 'beauty', 'gaming', 'finance',
  'education', 'health', 'parenting', 'pets', 'home', 'automotive', 'entertainment');
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_deliverables_array_ck" CHECK (jsonb_typeof("deliverables") = 'array');
--> statement-breakpoint
-- NOT VALID: rows written before this migration are not rechecked; every new write is.
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_dates_order_ck" CHECK ("start_date" IS NULL OR "end_date" IS NULL OR "start_date" <= "end_date") NOT VALID;
--> statement-breakpoint
-- An archived campaign starts nothing: no Auto Co-Pilot run and no call's budget hold. The campaign row's lock (the
-- same FOR UPDATE the budget ledger takes, so no lock upgrade can deadlock) serialises this with DELETE (which takes the row FOR UPDATE, then checks for active runs and calls), so a run
-- or call either lands before the archive (and the archive is refused) or sees the campaign archived (and is refused).
CREATE OR REPLACE FUNCTION inflow_campaign_not_archived() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
BEGIN
  SELECT status INTO v_status FROM campaigns WHERE id = NEW.campaign_id FOR UPDATE;
  IF v_status = 'archived' THEN
    RAISE EXCEPTION 'This campaign is archived: restore it before starting runs or calls'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'campaign_archived';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER agent_runs_campaign_not_archived BEFORE INSERT ON agent_runs FOR EACH ROW EXECUTE FUNCTION inflow_campaign_not_archived();
--> statement-breakpoint
CREATE TRIGGER budget_reservations_campaign_not_archived BEFORE INSERT ON budget_reservations FOR EACH ROW EXECUTE FUNCTION inflow_campaign_not_archived();
