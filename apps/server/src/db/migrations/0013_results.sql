CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"sha256" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"is_default" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"body" text NOT NULL,
	"pdf_key" text NOT NULL,
	"sha256" text NOT NULL,
	"creator_signature" jsonb,
	"brand_signature" jsonb,
	"signed_pdf_key" text,
	"signed_sha256" text,
	"signed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_status_ck" CHECK ("contracts"."status" in ('awaiting_creator', 'awaiting_brand', 'signed', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "deal_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"percent" double precision NOT NULL,
	"amount" double precision NOT NULL,
	"condition" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_milestones_condition_ck" CHECK ("deal_milestones"."condition" in ('signed', 'draft_approved', 'post_live')),
	CONSTRAINT "deal_milestones_percent_ck" CHECK ("deal_milestones"."percent" > 0 and "deal_milestones"."percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"deal_id" uuid,
	"order_id" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"code" text,
	"utm" text,
	"amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_details" (
	"deal_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"method" text NOT NULL,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"contract_id" uuid,
	"amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"provider" text DEFAULT 'manual' NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone NOT NULL,
	"released_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_ck" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "portal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"views" bigint,
	"reach" bigint,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"saves" bigint,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_metrics_source_ck" CHECK ("post_metrics"."source" in ('manual', 'csv', 'youtube'))
);
--> statement-breakpoint
CREATE TABLE "submission_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"author_type" text NOT NULL,
	"author_label" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"deliverable_index" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"url" text,
	"platform" text,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_kind_ck" CHECK ("submissions"."kind" in ('draft', 'live')),
	CONSTRAINT "submissions_status_ck" CHECK ("submissions"."status" in ('in_review', 'changes_requested', 'approved', 'live'))
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "usage_rights" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "exclusivity" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "utm_url" text;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD CONSTRAINT "deal_milestones_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD CONSTRAINT "deal_milestones_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_milestone_id_deal_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."deal_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_default_uq" ON "contract_templates" USING btree ("workspace_id") WHERE "contract_templates"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_deal_version_uq" ON "contracts" USING btree ("deal_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_current_per_deal_uq" ON "contracts" USING btree ("deal_id") WHERE "contracts"."status" <> 'superseded';--> statement-breakpoint
CREATE UNIQUE INDEX "deal_milestones_position_uq" ON "deal_milestones" USING btree ("deal_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_uq" ON "orders" USING btree ("workspace_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_campaign_idx" ON "orders" USING btree ("campaign_id","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_milestone_uq" ON "payouts" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "payouts_campaign_idx" ON "payouts" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_links_token_uq" ON "portal_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "portal_links_deal_idx" ON "portal_links" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "post_metrics_submission_idx" ON "post_metrics" USING btree ("submission_id","captured_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "post_metrics_snapshot_uq" ON "post_metrics" USING btree ("submission_id","captured_at","source");--> statement-breakpoint
CREATE INDEX "submission_comments_submission_idx" ON "submission_comments" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_version_uq" ON "submissions" USING btree ("deal_id","deliverable_index","kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_promo_code_uq" ON "deals" USING btree ("workspace_id",upper("promo_code")) WHERE "deals"."promo_code" is not null;--> statement-breakpoint
-- A contract's document never changes (a new version supersedes it); once signed, only superseding it is allowed.
CREATE OR REPLACE FUNCTION inflow_contract_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.body IS DISTINCT FROM OLD.body OR NEW.pdf_key IS DISTINCT FROM OLD.pdf_key OR NEW.sha256 IS DISTINCT FROM OLD.sha256
     OR NEW.deal_id IS DISTINCT FROM OLD.deal_id OR NEW.version IS DISTINCT FROM OLD.version THEN
    RAISE EXCEPTION 'A contract''s document cannot be edited; generate a new version instead'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'contract_immutable';
  END IF;
  IF OLD.status = 'superseded' THEN
    RAISE EXCEPTION 'A superseded contract cannot change'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'contract_immutable';
  END IF;
  IF OLD.status = 'signed' AND (NEW.status <> 'superseded'
      OR NEW.creator_signature IS DISTINCT FROM OLD.creator_signature OR NEW.brand_signature IS DISTINCT FROM OLD.brand_signature
      OR NEW.signed_pdf_key IS DISTINCT FROM OLD.signed_pdf_key OR NEW.signed_sha256 IS DISTINCT FROM OLD.signed_sha256
      OR NEW.signed_at IS DISTINCT FROM OLD.signed_at) THEN
    RAISE EXCEPTION 'A signed contract cannot be edited, only superseded'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'contract_immutable';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER contracts_immutable BEFORE UPDATE ON contracts FOR EACH ROW EXECUTE FUNCTION inflow_contract_immutable();
--> statement-breakpoint
-- Payouts never exceed the deal's price: the deal row is locked, so concurrent releases are serialised.
CREATE OR REPLACE FUNCTION inflow_payout_within_price() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_price float8;
  v_paid float8;
BEGIN
  SELECT price INTO v_price FROM deals WHERE id = NEW.deal_id FOR UPDATE;
  SELECT coalesce(sum(amount), 0) INTO v_paid FROM payouts WHERE deal_id = NEW.deal_id;
  IF v_paid + NEW.amount > v_price + 0.005 THEN
    RAISE EXCEPTION 'Payouts of % plus % would exceed the deal''s price of %', round(v_paid::numeric, 2), round(NEW.amount::numeric, 2), round(v_price::numeric, 2)
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payouts_within_price';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER payouts_within_price BEFORE INSERT OR UPDATE OF amount ON payouts FOR EACH ROW EXECUTE FUNCTION inflow_payout_within_price();
