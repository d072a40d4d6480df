CREATE TABLE "agent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"message" text NOT NULL,
	"progress" double precision NOT NULL,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'matching' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"checkpoint" jsonb,
	"summary" jsonb,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"industry" text DEFAULT '' NOT NULL,
	"mission" text DEFAULT '' NOT NULL,
	"values" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_market" text DEFAULT '' NOT NULL,
	"brand_voice" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"outreach_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"conversation_id" text NOT NULL,
	"to_number" text NOT NULL,
	"status" text NOT NULL,
	"summary" text,
	"duration_seconds" integer,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evaluation_results" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extracted_data" jsonb,
	"negotiation" jsonb,
	"recording_path" text,
	"recording_content_type" text,
	"recording_unavailable_reason" text,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"brand_id" uuid,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"total_budget" double precision NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"planned_creators" integer DEFAULT 10 NOT NULL,
	"product_description" text DEFAULT '' NOT NULL,
	"target_audience" text DEFAULT '' NOT NULL,
	"key_use_cases" text DEFAULT '' NOT NULL,
	"campaign_goal" text DEFAULT '' NOT NULL,
	"product_niche" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"embedding" vector(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"channel_name" text NOT NULL,
	"platform" text NOT NULL,
	"niche" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"followers_count" integer NOT NULL,
	"engagement_rate" double precision NOT NULL,
	"avg_views" integer DEFAULT 0 NOT NULL,
	"email" text,
	"phone" text,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"profile_image" text,
	"typical_rate" double precision DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"audience" jsonb NOT NULL,
	"last_active_at" timestamp with time zone,
	"embedding" vector(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"outreach_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"transport" text NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"params" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"last_contact" timestamp with time zone,
	"conversation_id" text,
	"agreed_rate" double precision,
	"deliverables" text,
	"timeline" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"price_range" text DEFAULT '' NOT NULL,
	"target_audience" text DEFAULT '' NOT NULL,
	"key_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_events" ADD CONSTRAINT "agent_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_events" ADD CONSTRAINT "agent_events_run_id_agent_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD CONSTRAINT "agent_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD CONSTRAINT "agent_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_outreach_id_outreach_id_fk" FOREIGN KEY ("outreach_id") REFERENCES "public"."outreach"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_outreach_id_outreach_id_fk" FOREIGN KEY ("outreach_id") REFERENCES "public"."outreach"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_runs" ADD CONSTRAINT "match_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_runs" ADD CONSTRAINT "match_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach" ADD CONSTRAINT "outreach_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach" ADD CONSTRAINT "outreach_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach" ADD CONSTRAINT "outreach_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_events_run_seq_uq" ON "agent_events" USING btree ("run_id","seq");--> statement-breakpoint
CREATE INDEX "agent_runs_campaign_created_idx" ON "agent_runs" USING btree ("campaign_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "agent_runs_one_active_per_campaign_uq" ON "agent_runs" USING btree ("campaign_id") WHERE "agent_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "brands_workspace_name_idx" ON "brands" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_conversation_uq" ON "calls" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "calls_outreach_started_idx" ON "calls" USING btree ("outreach_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "calls_one_active_per_outreach_uq" ON "calls" USING btree ("outreach_id") WHERE "calls"."status" in ('initiated', 'in-progress', 'processing');--> statement-breakpoint
CREATE INDEX "campaigns_workspace_created_idx" ON "campaigns" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_workspace_status_created_idx" ON "campaigns" USING btree ("workspace_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_brand_idx" ON "campaigns" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "creators_platform_niche_followers_idx" ON "creators" USING btree ("platform","niche","followers_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_niche_followers_idx" ON "creators" USING btree ("niche","followers_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_followers_idx" ON "creators" USING btree ("followers_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_engagement_idx" ON "creators" USING btree ("engagement_rate" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_country_followers_idx" ON "creators" USING btree ("country","followers_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_language_followers_idx" ON "creators" USING btree ("language","followers_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_last_active_idx" ON "creators" USING btree ("last_active_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_search_trgm_idx" ON "creators" USING gin (lower("name" || ' ' || "channel_name" || ' ' || "handle") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "creators_platform_handle_uq" ON "creators" USING btree ("platform",lower("handle"));--> statement-breakpoint
CREATE UNIQUE INDEX "creators_email_uq" ON "creators" USING btree (lower("email")) WHERE "creators"."email" is not null;--> statement-breakpoint
CREATE INDEX "creators_embedding_hnsw_idx" ON "creators" USING hnsw ("embedding" vector_cosine_ops);--> statement-breakpoint
CREATE INDEX "emails_outreach_idx" ON "emails" USING btree ("outreach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_runs_campaign_created_idx" ON "match_runs" USING btree ("campaign_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_campaign_creator_uq" ON "outreach" USING btree ("campaign_id","creator_id");--> statement-breakpoint
CREATE INDEX "outreach_workspace_updated_idx" ON "outreach" USING btree ("workspace_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outreach_creator_idx" ON "outreach" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");