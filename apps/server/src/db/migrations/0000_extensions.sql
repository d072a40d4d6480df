-- Extensions used by the schema: pgvector for embeddings, pg_trgm for substring search.
CREATE EXTENSION IF NOT EXISTS vector;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
