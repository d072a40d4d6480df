-- Pipeline board (issue 16): who on the team owns an outreach entry. New entries default to the person who added
-- them (set by the outreach service); entries from before this migration, or added by the Co-Pilot or an API key
-- without a person, stay unassigned.
ALTER TABLE "outreach" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "outreach" ADD CONSTRAINT "outreach_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outreach_workspace_owner_idx" ON "outreach" USING btree ("workspace_id","owner_user_id");
