import type { Database } from '../../db/client.js';
import { BULK_INDEX_MEMORY } from '../../db/seed/seed.js';
import { HNSW_EF_CONSTRUCTION, HNSW_M } from '../../db/schema.js';
import { storedVectorDimension } from '../../modules/matching/embed-records.js';
import { vectorLiteral } from '../../db/vector.js';
import { campaignEmbeddingText, creatorEmbeddingText, type CampaignTextFields, type EmbeddingProvider } from './embeddings.js';

const HNSW = `create index if not exists creators_embedding_hnsw_idx on creators using hnsw (embedding vector_cosine_ops) with (m = ${HNSW_M}, ef_construction = ${HNSW_EF_CONSTRUCTION})`;

/**
 * Re-embeds all creators and campaigns. When the provider's dimension differs from the stored one, the columns are
 * retyped first (vectors of another model are meaningless to the new one anyway). The HNSW index is rebuilt once at the end.
 */
export async function reindexAll(db: Database, provider: EmbeddingProvider, onProgress?: (done: number, total: number) => void) {
  const before = await storedVectorDimension(db);
  await db.exec('drop index if exists creators_embedding_hnsw_idx');
  if (before !== provider.dimension) {
    await db.exec(`
      alter table creators alter column embedding type vector(${provider.dimension}) using null;
      alter table campaigns alter column embedding type vector(${provider.dimension}) using null;`);
  }
  const { rows: count } = await db.query<{ n: number }>('select count(*)::int as n from creators');
  const total = count[0]!.n;
  let done = 0;
  let lastId = '00000000-0000-0000-0000-000000000000';
  const BATCH = 1000;
  for (;;) {
    const { rows } = await db.query<{ id: string; name: string; channel_name: string; handle: string; niche: string; topics: string[]; bio: string }>(
      'select id, name, channel_name, handle, niche, topics, bio from creators where id > $1 order by id limit $2',
      [lastId, BATCH],
    );
    if (rows.length === 0) break;
    const vectors = await provider.embed(rows.map(creatorEmbeddingText));
    await db.query(
      `update creators c set embedding = v.e::vector from unnest($1::uuid[], $2::text[]) as v(id, e) where c.id = v.id`,
      [rows.map((r) => r.id), vectors.map((v) => vectorLiteral(v))],
    );
    done += rows.length;
    lastId = rows[rows.length - 1]!.id;
    onProgress?.(done, total);
  }
  const { rows: camps } = await db.query<CampaignTextFields & { id: string }>(
    'select id, product_name, product_description, target_audience, key_use_cases, campaign_goal, product_niche from campaigns',
  );
  if (camps.length) {
    const vectors = await provider.embed(camps.map(campaignEmbeddingText));
    for (let i = 0; i < camps.length; i++) {
      await db.query('update campaigns set embedding = $2::vector where id = $1', [camps[i]!.id, vectorLiteral(vectors[i])]);
    }
  }
  await db.exec(`set maintenance_work_mem = '${BULK_INDEX_MEMORY}'`);
  await db.exec(HNSW);
  await db.exec('reset maintenance_work_mem');
  await db.exec('analyze creators');
  return { creators: done, campaigns: camps.length, dimension: provider.dimension, resized: before !== provider.dimension };
}
