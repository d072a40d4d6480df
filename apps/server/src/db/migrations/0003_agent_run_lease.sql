ALTER TABLE "agent_runs" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "lease_expires_at" timestamp with time zone;