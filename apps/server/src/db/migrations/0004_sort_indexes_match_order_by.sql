DROP INDEX "agent_runs_campaign_created_idx";--> statement-breakpoint
DROP INDEX "calls_outreach_started_idx";--> statement-breakpoint
DROP INDEX "campaigns_workspace_created_idx";--> statement-breakpoint
DROP INDEX "campaigns_workspace_status_created_idx";--> statement-breakpoint
DROP INDEX "creators_platform_niche_followers_idx";--> statement-breakpoint
DROP INDEX "creators_niche_followers_idx";--> statement-breakpoint
DROP INDEX "creators_followers_idx";--> statement-breakpoint
DROP INDEX "creators_engagement_idx";--> statement-breakpoint
DROP INDEX "creators_country_followers_idx";--> statement-breakpoint
DROP INDEX "creators_language_followers_idx";--> statement-breakpoint
DROP INDEX "creators_last_active_idx";--> statement-breakpoint
DROP INDEX "emails_outreach_idx";--> statement-breakpoint
DROP INDEX "match_runs_campaign_created_idx";--> statement-breakpoint
DROP INDEX "outreach_workspace_updated_idx";--> statement-breakpoint
CREATE INDEX "agent_runs_campaign_created_idx" ON "agent_runs" USING btree ("campaign_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calls_outreach_started_idx" ON "calls" USING btree ("outreach_id","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_workspace_created_idx" ON "campaigns" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_workspace_status_created_idx" ON "campaigns" USING btree ("workspace_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "creators_platform_niche_followers_idx" ON "creators" USING btree ("platform","niche","followers_count" DESC NULLS FIRST,"id","engagement_rate");--> statement-breakpoint
CREATE INDEX "creators_niche_followers_idx" ON "creators" USING btree ("niche","followers_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "creators_followers_idx" ON "creators" USING btree ("followers_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "creators_engagement_idx" ON "creators" USING btree ("engagement_rate" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "creators_country_followers_idx" ON "creators" USING btree ("country","followers_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "creators_language_followers_idx" ON "creators" USING btree ("language","followers_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "creators_last_active_idx" ON "creators" USING btree ("last_active_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "emails_outreach_idx" ON "emails" USING btree ("outreach_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "match_runs_campaign_created_idx" ON "match_runs" USING btree ("campaign_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outreach_workspace_updated_idx" ON "outreach" USING btree ("workspace_id","updated_at" DESC NULLS FIRST,"id");