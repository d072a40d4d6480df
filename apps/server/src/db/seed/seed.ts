import { LOCK_SEED, type Database, type SqlExecutor } from '../client.js';
import { DEFAULT_WORKSPACE_ID, HNSW_EF_CONSTRUCTION, HNSW_M } from '../schema.js';
import type { RecordEmbedder } from '../../modules/matching/embed-records.js';
import { insertCreators } from '../../modules/creators/creators.writer.js';
import { vectorLiteral } from '../vector.js';
import { generateCreators } from './creators-generator.js';
import { demoData } from './demo-data.js';
import { parseTargetAudience } from '../../modules/matching/scoring.js';

export const DEFAULT_SEED = 42;

/** Indexes that are faster to build once after a bulk load than to maintain row by row. */
const BULK_INDEXES: Record<string, string> = {
  creators_embedding_hnsw_idx: `create index if not exists creators_embedding_hnsw_idx on creators using hnsw (embedding vector_cosine_ops) with (m = ${HNSW_M}, ef_construction = ${HNSW_EF_CONSTRUCTION})`,
  creator_search_trgm_idx: 'create index if not exists creator_search_trgm_idx on creator_search using gin (search_text gin_trgm_ops)',
  // Matching's walks (migration 0012).
  creators_niche_value_idx: 'create index if not exists creators_niche_value_idx on creators (niche, expected_engagements desc nulls first, id)',
  creators_niche_country_value_idx:
    'create index if not exists creators_niche_country_value_idx on creators (niche, country, expected_engagements desc nulls first, id)',
  creators_niche_vpd_idx: 'create index if not exists creators_niche_vpd_idx on creators (niche, (expected_engagements / greatest(rate_usd, 0.01)) desc)',
  creators_niche_country_vpd_idx:
    'create index if not exists creators_niche_country_vpd_idx on creators (niche, country, (expected_engagements / greatest(rate_usd, 0.01)) desc)',
};

/** Memory for building indexes after a bulk load (1M creators with 64-d vectors need about 600 MB for HNSW). */
export const BULK_INDEX_MEMORY = '1GB';

export interface SeedCreatorsOptions {
  /** Total number of generated creators the database should hold. */
  count: number;
  seed?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Adds generated creators until `count` exist; the i-th generated creator is the same on every machine. */
export async function seedCreators(db: Database, embedder: RecordEmbedder, opts: SeedCreatorsOptions): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from creators');
  const start = rows[0]!.n;
  const toAdd = opts.count - start;
  if (toAdd <= 0) return 0;
  const batchSize = opts.batchSize ?? 500;
  const bulk = toAdd > 20_000;
  if (bulk) {
    for (const name of Object.keys(BULK_INDEXES)) await db.exec(`drop index if exists ${name}`);
    // The search table is filled in one statement afterwards instead of row by row.
    await db.exec('alter table creators disable trigger creators_search_sync');
  }
  try {
    let batch: Parameters<typeof insertCreators>[1] = [];
    let done = 0;
    const flush = async () => {
      const vectors = await embedder.embedCreators(batch);
      batch.forEach((c, i) => (c.embedding = vectors?.[i] ?? null));
      await insertCreators(db, batch);
      done += batch.length;
      batch = [];
      opts.onProgress?.(done, toAdd);
    };
    for (const c of generateCreators({ count: toAdd, seed: opts.seed ?? DEFAULT_SEED, startIndex: start })) {
      batch.push({ ...c });
      if (batch.length >= batchSize) await flush();
    }
    if (batch.length) await flush();
  } finally {
    if (bulk) {
      await db.exec('alter table creators enable trigger creators_search_sync');
      await db.exec(`insert into creator_search (id, followers_count, search_text)
        select id, followers_count, lower(name || ' ' || channel_name || ' ' || handle) from creators on conflict (id) do nothing`);
      // HNSW builds far faster when the graph fits in memory; the default (64 MB) makes it page to disk.
      await db.exec(`set maintenance_work_mem = '${BULK_INDEX_MEMORY}'`);
      for (const ddl of Object.values(BULK_INDEXES)) await db.exec(ddl);
      await db.exec('reset maintenance_work_mem');
    }
    // VACUUM sets the visibility map, which index-only scans (the discovery counts) depend on.
    await db.exec('vacuum analyze creators');
    await db.exec('vacuum analyze creator_search');
  }
  return toAdd;
}

/** Demo brands, products, campaigns (every status) and outreach entries, for a first start. */
export async function seedDemo(db: Database, embedder: RecordEmbedder, seed = DEFAULT_SEED): Promise<{ campaigns: number; outreach: number }> {
  const data = demoData(seed);
  const ws = DEFAULT_WORKSPACE_ID;
  return db.transaction(async (tx) => {
    const productIds = new Map<string, string>();
    const brandIds = new Map<string, string>();
    for (const b of data.brands) {
      const { rows } = await tx.query<{ id: string }>(
        `insert into brands (workspace_id, name, logo_url, industry, mission, values, target_market, brand_voice)
         values ($1,$2,$3,$4,$5,$6::text[],$7,$8) returning id`,
        [ws, b.name, b.logo_url, b.industry, b.mission, b.values, b.target_market, b.brand_voice],
      );
      const brandId = rows[0]!.id;
      brandIds.set(b.name, brandId);
      for (const p of b.products) {
        const { rows: pr } = await tx.query<{ id: string }>(
          `insert into products (workspace_id, brand_id, name, description, category, price_range, target_audience, key_features)
           values ($1,$2,$3,$4,$5,$6,$7,$8::text[]) returning id`,
          [ws, brandId, p.name, p.description, p.category, p.price_range, p.target_audience, p.key_features],
        );
        productIds.set(`${b.name}/${p.name}`, pr[0]!.id);
      }
    }
    let outreachCount = 0;
    for (const c of data.campaigns) {
      const embedding = await embedder.embedCampaign(c);
      const { rows } = await tx.query<{ id: string }>(
        `insert into campaigns (workspace_id, brand_id, product_id, product_name, brand_name, status, total_budget, currency, planned_creators,
           product_description, target_audience, key_use_cases, campaign_goal, product_niche, start_date, end_date, embedding, created_at, updated_at,
           target_countries)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17::vector,$18,$18,$19::text[]) returning id`,
        [
          ws,
          brandIds.get(c.brand_name) ?? null,
          productIds.get(`${c.brand_name}/${c.product_name}`) ?? null,
          c.product_name,
          c.brand_name,
          c.status,
          c.total_budget,
          c.currency,
          c.planned_creators,
          c.product_description,
          c.target_audience,
          c.key_use_cases,
          c.campaign_goal,
          c.product_niche,
          c.start_date,
          c.end_date,
          vectorLiteral(embedding),
          c.created_at,
          demoTargetCountries(c),
        ],
      );
      outreachCount += await seedOutreach(tx, rows[0]!.id, c.product_niche, c.status);
    }
    return { campaigns: data.campaigns.length, outreach: outreachCount };
  });
}

const CURRENCY_HOME: Record<string, string> = { INR: 'IN', USD: 'US', GBP: 'GB', EUR: 'DE', AUD: 'AU', CAD: 'CA', SGD: 'SG', AED: 'AE', BRL: 'BR', MXN: 'MX' };

/** Demo campaigns target the countries their audience text names, else the home market of their currency. */
function demoTargetCountries(c: { target_audience: string; currency: string }): string[] {
  const named = parseTargetAudience(c.target_audience).countries;
  if (named.length) return named;
  const home = CURRENCY_HOME[c.currency];
  return home ? [home] : [];
}

/**
 * A few pending outreach entries per campaign that is under way, with creators of the campaign's niche.
 * They carry no invented outcomes: calls, deals and rates appear only when a call or the agent produces them.
 */
async function seedOutreach(tx: SqlExecutor, campaignId: string, niche: string, status: string): Promise<number> {
  if (status === 'draft' || status === 'planning') return 0;
  const { rows } = await tx.query(
    `insert into outreach (workspace_id, campaign_id, creator_id)
     select $1, $2, id from creators where niche = $3 and phone is not null order by followers_count desc limit 4
     on conflict do nothing returning id`,
    [DEFAULT_WORKSPACE_ID, campaignId, niche],
  );
  return rows.length;
}

/** First start: fills an empty database. Returns what it added, or null when there was data already. */
export async function seedIfEmpty(db: Database, embedder: RecordEmbedder, opts: { creators: number }) {
  // Several API processes may start on one empty PostgreSQL: one seeds, the others then find data.
  return db.withLock(LOCK_SEED, async () => {
    const { rows } = await db.query<{ creators: number; campaigns: number }>(
      'select (select count(*)::int from creators) as creators, (select count(*)::int from campaigns) as campaigns',
    );
    if (rows[0]!.creators > 0 || rows[0]!.campaigns > 0) return null;
    const creators = await seedCreators(db, embedder, { count: opts.creators });
    const demo = await seedDemo(db, embedder);
    return { creators, ...demo };
  });
}
