-- A denser HNSW graph (pgvector defaults are m=16, ef_construction=64). The build needs the graph in memory to be fast.
SET maintenance_work_mem = '1GB';
--> statement-breakpoint
DROP INDEX IF EXISTS "creators_embedding_hnsw_idx";
--> statement-breakpoint
CREATE INDEX "creators_embedding_hnsw_idx" ON "creators" USING hnsw ("embedding" vector_cosine_ops) WITH (m=24,ef_construction=128);
--> statement-breakpoint
RESET maintenance_work_mem;
