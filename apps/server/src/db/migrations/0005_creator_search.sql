CREATE TABLE "creator_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"followers_count" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX IF EXISTS "creators_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "creator_search" ADD CONSTRAINT "creator_search_id_creators_id_fk" FOREIGN KEY ("id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_search_trgm_idx" ON "creator_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creator_search_followers_idx" ON "creator_search" USING btree ("followers_count" DESC NULLS FIRST,"id");