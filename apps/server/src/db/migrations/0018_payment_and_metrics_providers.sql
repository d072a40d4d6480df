-- Payouts through a provider (Stripe Connect transfers, RazorpayX payouts) next to the manual ledger.
-- A payouts row is money that left or is leaving: 'paid' (manual, a Stripe transfer, a processed RazorpayX payout),
-- 'processing' (accepted by the provider, not settled), 'submitting' (sent, outcome not known yet: a retry re-sends
-- with the same idempotency key). A definitive failure removes the row (the milestone is payable again) and keeps
-- the attempt in payout_attempts; the next attempt gets a new idempotency key.
ALTER TABLE "payouts" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_payout_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_ck" CHECK ("payouts"."status" in ('submitting', 'processing', 'paid'));--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_uq" ON "payouts" USING btree ("provider","provider_payout_id") WHERE "payouts"."provider_payout_id" is not null;--> statement-breakpoint
CREATE TABLE "payout_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_payout_id" text,
	"outcome" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_attempts_outcome_ck" CHECK ("payout_attempts"."outcome" in ('submitting', 'processing', 'paid', 'failed', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "payout_attempts" ADD CONSTRAINT "payout_attempts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_attempts" ADD CONSTRAINT "payout_attempts_milestone_id_deal_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."deal_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_attempts_milestone_attempt_uq" ON "payout_attempts" USING btree ("milestone_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_attempts_key_uq" ON "payout_attempts" USING btree ("provider","idempotency_key");--> statement-breakpoint
-- The creator's Stripe connected account a deal pays into (acct_...), entered by the brand after Connect onboarding.
CREATE TABLE "deal_payout_accounts" (
	"deal_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_payout_accounts_pk" PRIMARY KEY("deal_id","provider")
);
--> statement-breakpoint
ALTER TABLE "deal_payout_accounts" ADD CONSTRAINT "deal_payout_accounts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_payout_accounts" ADD CONSTRAINT "deal_payout_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
