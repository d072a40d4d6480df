-- Matching at scale (docs/decisions/0021-matching-at-scale.md): the shortlist's candidates come from one index walk
-- per rate band (a quarter octave of dollars) and market, taking the most expected engagements in each band, so the
-- pool holds the cost/value frontier the optimiser needs without reading the niche. The filters a campaign can set
-- (country, language, platform, followers, rate) and what the optimiser reads (price, currency, name and handle, to
-- tell one person's accounts apart) are carried in the index, so a walk never reads the table.
CREATE OR REPLACE FUNCTION rate_band(rate_usd double precision) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(4 * ln(greatest(rate_usd, 1)) / ln(2))::int
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "creators_match_band_idx" ON "creators" USING btree ("niche", rate_band("rate_usd"), "expected_engagements" DESC, "id") INCLUDE ("country", "language", "platform", "followers_count", "rate_usd", "typical_rate", "currency", "name", "handle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "creators_match_country_band_idx" ON "creators" USING btree ("niche", "country", rate_band("rate_usd"), "expected_engagements" DESC, "id") INCLUDE ("language", "platform", "followers_count", "rate_usd", "typical_rate", "currency", "name", "handle");
--> statement-breakpoint
-- '@handle' search: exact and prefix matches on the lower-cased handle, whatever the platform.
CREATE INDEX IF NOT EXISTS "creators_handle_prefix_idx" ON "creators" USING btree (lower("handle") text_pattern_ops);
