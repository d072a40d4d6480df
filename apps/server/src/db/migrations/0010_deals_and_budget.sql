CREATE TABLE "budget_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"call_id" uuid,
	"amount" double precision NOT NULL,
	"reason" text DEFAULT 'call' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "budget_reservations_amount_ck" CHECK ("budget_reservations"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_optouts" (
	"workspace_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"channel" text DEFAULT 'all' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_optouts_workspace_id_creator_id_channel_pk" PRIMARY KEY("workspace_id","creator_id","channel")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"outreach_id" uuid NOT NULL,
	"call_id" uuid,
	"status" text NOT NULL,
	"price" double precision NOT NULL,
	"currency" text NOT NULL,
	"deliverables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timeline" text,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"rejected_by" text,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_status_ck" CHECK ("deals"."status" in ('proposed', 'agreed', 'rejected', 'cancelled')),
	CONSTRAINT "deals_price_ck" CHECK ("deals"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "require_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "auto_approve_below" double precision;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "calling_hours" jsonb;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "budget_reservations" ADD CONSTRAINT "budget_reservations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_reservations" ADD CONSTRAINT "budget_reservations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_reservations" ADD CONSTRAINT "budget_reservations_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_optouts" ADD CONSTRAINT "contact_optouts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_optouts" ADD CONSTRAINT "contact_optouts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_outreach_id_outreach_id_fk" FOREIGN KEY ("outreach_id") REFERENCES "public"."outreach"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_reservations_open_idx" ON "budget_reservations" USING btree ("campaign_id") WHERE "budget_reservations"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_reservations_call_uq" ON "budget_reservations" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "deals_campaign_status_idx" ON "deals" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "deals_workspace_created_idx" ON "deals" USING btree ("workspace_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_open_per_outreach_uq" ON "deals" USING btree ("outreach_id") WHERE "deals"."status" in ('proposed', 'agreed');--> statement-breakpoint
-- The outreach state machine (Auto Co-Pilot issue): new, contacted, negotiating, deal_proposed, agreed, declined,
-- no_answer, do_not_contact.
UPDATE "outreach" SET "status" = CASE "status"
  WHEN 'pending' THEN 'new'
  WHEN 'calling' THEN 'contacted'
  WHEN 'in_discussion' THEN 'negotiating'
  WHEN 'failed' THEN 'no_answer'
  ELSE "status" END;
--> statement-breakpoint
ALTER TABLE "outreach" ALTER COLUMN "status" SET DEFAULT 'new';
--> statement-breakpoint
ALTER TABLE "outreach" ADD CONSTRAINT "outreach_status_ck" CHECK ("status" in ('new', 'contacted', 'negotiating', 'deal_proposed', 'agreed', 'declined', 'no_answer', 'do_not_contact'));
--> statement-breakpoint
-- Deals agreed before deals existed were the agreed outreach entries.
INSERT INTO "deals" ("workspace_id", "campaign_id", "creator_id", "outreach_id", "status", "price", "currency", "timeline", "evidence", "approved_at")
SELECT o."workspace_id", o."campaign_id", o."creator_id", o."id", 'agreed', o."agreed_rate", c."currency", o."timeline",
       jsonb_build_object('source', 'outreach entry agreed before deals existed', 'deliverables', o."deliverables"), o."updated_at"
FROM "outreach" o JOIN "campaigns" c ON c."id" = o."campaign_id"
WHERE o."status" = 'agreed' AND o."agreed_rate" IS NOT NULL;
--> statement-breakpoint
-- One budget, enforced by the database: agreed deals + open reservations <= total budget, agreed deals <= planned
-- creators. Every writer of deals, reservations or the campaign's budget takes the campaign row's lock first, so
-- concurrent paths (runs, manual calls, approvals, any process) are serialised per campaign.
CREATE OR REPLACE FUNCTION inflow_check_campaign_budget(p_campaign uuid, p_total float8, p_planned int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_committed float8;
  v_deals int;
  v_reserved float8;
BEGIN
  SELECT coalesce(sum(price), 0), count(*) INTO v_committed, v_deals FROM deals WHERE campaign_id = p_campaign AND status = 'agreed';
  SELECT coalesce(sum(amount), 0) INTO v_reserved FROM budget_reservations WHERE campaign_id = p_campaign AND released_at IS NULL;
  IF v_committed + v_reserved > p_total + 0.005 THEN
    RAISE EXCEPTION 'Over budget: % committed and % held for calls in progress would exceed the total budget of %', round(v_committed::numeric, 2), round(v_reserved::numeric, 2), round(p_total::numeric, 2)
      USING ERRCODE = 'check_violation', CONSTRAINT = 'campaign_budget';
  END IF;
  IF v_deals > p_planned THEN
    RAISE EXCEPTION 'Too many deals: % agreed deals would exceed the % creators planned for this campaign', v_deals, p_planned
      USING ERRCODE = 'check_violation', CONSTRAINT = 'campaign_planned_creators';
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inflow_budget_ledger_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  SELECT total_budget, planned_creators INTO c FROM campaigns WHERE id = NEW.campaign_id FOR UPDATE;
  PERFORM inflow_check_campaign_budget(NEW.campaign_id, c.total_budget, c.planned_creators);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inflow_budget_ledger_lock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM campaigns WHERE id = NEW.campaign_id FOR UPDATE;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Lock before the row is written (so two writers can't both read the old totals), check after (the new row counted).
CREATE TRIGGER deals_budget_lock BEFORE INSERT OR UPDATE OF status, price ON deals FOR EACH ROW EXECUTE FUNCTION inflow_budget_ledger_lock();
--> statement-breakpoint
CREATE TRIGGER deals_budget_check AFTER INSERT OR UPDATE OF status, price ON deals FOR EACH ROW EXECUTE FUNCTION inflow_budget_ledger_guard();
--> statement-breakpoint
CREATE TRIGGER budget_reservations_lock BEFORE INSERT OR UPDATE OF amount, released_at ON budget_reservations FOR EACH ROW EXECUTE FUNCTION inflow_budget_ledger_lock();
--> statement-breakpoint
CREATE TRIGGER budget_reservations_check AFTER INSERT OR UPDATE OF amount, released_at ON budget_reservations FOR EACH ROW EXECUTE FUNCTION inflow_budget_ledger_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inflow_campaign_budget_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.total_budget IS DISTINCT FROM OLD.total_budget OR NEW.planned_creators IS DISTINCT FROM OLD.planned_creators THEN
    PERFORM inflow_check_campaign_budget(NEW.id, NEW.total_budget, NEW.planned_creators);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaigns_budget_check BEFORE UPDATE OF total_budget, planned_creators ON campaigns FOR EACH ROW EXECUTE FUNCTION inflow_campaign_budget_guard();
