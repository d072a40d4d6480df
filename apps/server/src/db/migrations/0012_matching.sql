-- Matching (docs/decisions/0008): campaign targeting; audience quality, dollar rates and expected engagements per
-- creator as stored generated columns, so every write path keeps them current and existing rows are backfilled here.
-- creator_audience_quality() mirrors apps/server/src/modules/matching/audience-quality.ts (a test compares them).
CREATE OR REPLACE FUNCTION fx_units_per_usd(cur text) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE upper(cur)
    WHEN 'USD' THEN 1 WHEN 'EUR' THEN 0.92 WHEN 'GBP' THEN 0.79 WHEN 'INR' THEN 84 WHEN 'CAD' THEN 1.37 WHEN 'AUD' THEN 1.52
    WHEN 'AED' THEN 3.67 WHEN 'SGD' THEN 1.34 WHEN 'BRL' THEN 5.6 WHEN 'MXN' THEN 19.5 WHEN 'IDR' THEN 15800 WHEN 'PHP' THEN 57
    WHEN 'NGN' THEN 1550 END::float8
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quality_band(ratio double precision, tolerance double precision, width double precision)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN abs(ln(ratio)) - ln(tolerance) <= 0 THEN 1::float8
    ELSE exp(-((abs(ln(ratio)) - ln(tolerance)) ^ 2) / (2 * width * width)) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_audience_quality(platform text, followers integer, er double precision, avg_views integer, country text, audience jsonb)
RETURNS integer LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  er10k float8; views10k float8; size float8; er_norm float8; views_norm float8; e float8; s float8;
  share float8; views_ratio float8; ipv float8; home float8;
BEGIN
  CASE platform
    WHEN 'youtube' THEN er10k := 4; views10k := 0.18;
    WHEN 'tiktok' THEN er10k := 8; views10k := 0.9;
    WHEN 'twitter' THEN er10k := 1.8; views10k := 0.12;
    ELSE er10k := 5; views10k := 0.3;
  END CASE;
  size := greatest(followers, 100)::float8 / 10000;
  er_norm := er10k * size ^ (-0.23);
  views_norm := views10k * size ^ (-0.1);
  e := greatest(er, 0.01);
  -- Too little engagement: gaussian penalty; too much: (tolerance / ratio)^2, so expected engagements fall past the plausible.
  s := CASE WHEN e / er_norm < 1 THEN quality_band(e / er_norm, 2.2, 0.45) WHEN e / er_norm <= 2.2 THEN 1 ELSE (2.2 / (e / er_norm)) ^ 2 END;
  IF avg_views > 0 AND followers > 0 THEN
    share := avg_views::float8 / followers;
    views_ratio := share / views_norm;
    IF views_ratio < 1 THEN s := s * quality_band(views_ratio, 4, 0.6); END IF;
    ipv := (e / 100 / share) / (er_norm / 100 / views_norm);
    IF ipv > 2.5 THEN s := s * (2.5 / ipv) ^ 2; END IF;
  END IF;
  -- Only when the split names a country other than the creator's own (an imported profile only knows its home).
  IF jsonb_typeof(audience -> 'countries') = 'object' AND (audience -> 'countries') - country <> '{}'::jsonb THEN
    home := coalesce((audience -> 'countries' ->> country)::float8, 0);
    IF home < 0.4 THEN s := s * (0.35 + 0.65 * greatest(0, (home - 0.15) / 0.25)); END IF;
  END IF;
  RETURN floor(100 * s + 0.5)::int;
END
$$;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "target_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "target_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "platforms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "min_followers" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "max_followers" integer;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "audience_quality" integer GENERATED ALWAYS AS (creator_audience_quality(platform, followers_count, engagement_rate, avg_views, country, audience)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "rate_usd" double precision GENERATED ALWAYS AS (typical_rate / coalesce(fx_units_per_usd(currency), 1)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "expected_engagements" double precision GENERATED ALWAYS AS (followers_count::float8 * engagement_rate / 100 * creator_audience_quality(platform, followers_count, engagement_rate, avg_views, country, audience) / 100) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "creators_niche_value_idx" ON "creators" USING btree ("niche","expected_engagements" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "creators_niche_country_value_idx" ON "creators" USING btree ("niche","country","expected_engagements" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "creators_niche_vpd_idx" ON "creators" USING btree ("niche",("expected_engagements" / greatest("rate_usd", 0.01)) desc);--> statement-breakpoint
CREATE INDEX "creators_niche_country_vpd_idx" ON "creators" USING btree ("niche","country",("expected_engagements" / greatest("rate_usd", 0.01)) desc);