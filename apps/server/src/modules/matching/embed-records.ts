import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../../db/client.js';
import {
  campaignEmbeddingText,
  creatorEmbeddingText,
  type CampaignTextFields,
  type CreatorTextFields,
  type EmbeddingProvider,
} from '../../ai/embeddings/embeddings.js';

export interface CampaignEmbedder {
  /** The campaign's vector, or null when vectors can't be stored now (dimension mismatch; run `npm run reindex`). */
  embedCampaign(c: CampaignTextFields): Promise<number[] | null>;
}
export interface CreatorEmbedder {
  embedCreators(cs: CreatorTextFields[]): Promise<number[][] | null>;
}
export type RecordEmbedder = CampaignEmbedder & CreatorEmbedder & { provider: EmbeddingProvider; columnDimension: number };

/** Dimension of the stored vectors, read from the column type (vector(N)). */
export async function storedVectorDimension(db: SqlExecutor, table = 'creators'): Promise<number> {
  const { rows } = await db.query<{ dim: number }>(
    `select atttypmod as dim from pg_attribute where attrelid = $1::regclass and attname = 'embedding'`,
    [table],
  );
  return rows[0]?.dim ?? -1;
}

export async function createRecordEmbedder(db: SqlExecutor, provider: EmbeddingProvider, log?: FastifyBaseLogger): Promise<RecordEmbedder> {
  const columnDimension = await storedVectorDimension(db);
  const usable = columnDimension === provider.dimension;
  if (!usable) {
    log?.error(
      `The ${provider.name} embedding provider makes ${provider.dimension}-dimensional vectors but the database stores ${columnDimension}. ` +
        'Run `npm run reindex` to re-embed every creator and campaign; matching is unavailable until then.',
    );
  }
  return {
    provider,
    columnDimension,
    async embedCampaign(c) {
      if (!usable) return null;
      const [v] = await provider.embed([campaignEmbeddingText(c)]);
      return v ?? null;
    },
    async embedCreators(cs) {
      if (!usable) return null;
      if (cs.length === 0) return [];
      return provider.embed(cs.map(creatorEmbeddingText));
    },
  };
}
