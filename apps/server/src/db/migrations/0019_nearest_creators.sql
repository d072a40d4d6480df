-- The nearest creators to a vector in one statement (docs/decisions/0021-matching-at-scale.md). The HNSW scan stops
-- after hnsw.ef_search candidates, so a top-K query used to need its own transaction (BEGIN, SET LOCAL, SELECT,
-- COMMIT: four round trips). The function sets it for its own duration only (the SET clause restores it on exit), so
-- the shortlist's rate-band walks and its nearest creators are one statement. It returns what matching filters on and
-- reads (no bio, audience or vector).
CREATE OR REPLACE FUNCTION nearest_creators(q vector, k integer)
RETURNS TABLE (
  id uuid, name text, handle text, niche text, topics text[], country text, language text, platform text,
  followers_count integer, phone text, typical_rate double precision, currency text, rate_usd double precision,
  expected_engagements double precision
)
LANGUAGE plpgsql STABLE SET hnsw.ef_search = 40 AS $$
BEGIN
  PERFORM set_config('hnsw.ef_search', least(greatest(k, 40), 1000)::text, true);
  RETURN QUERY
    SELECT c.id, c.name, c.handle, c.niche, c.topics, c.country, c.language, c.platform, c.followers_count, c.phone,
      c.typical_rate, c.currency, c.rate_usd, c.expected_engagements
    FROM creators c WHERE c.embedding IS NOT NULL ORDER BY c.embedding <=> q LIMIT k;
END
$$;
