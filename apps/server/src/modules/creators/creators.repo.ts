import type { TAudience, TCreator, TCreatorListQuery } from '@inflow/contracts';
import type { SqlExecutor } from '../../db/client.js';
import { iso, isoOrNull, num, round } from '../../lib/rows.js';

export const CREATOR_COLUMNS = `c.id, c.name, c.handle, c.channel_name, c.platform, c.niche, c.topics, c.bio, c.followers_count,
  c.engagement_rate, c.avg_views, c.email, c.phone, c.country, c.language, c.profile_image, c.typical_rate, c.currency,
  c.audience, c.last_active_at, c.created_at, c.updated_at`;


type Row = Record<string, unknown>;

export function mapCreator(r: Row): TCreator {
  return {
    id: r.id as string,
    name: r.name as string,
    handle: r.handle as string,
    channel_name: r.channel_name as string,
    platform: r.platform as TCreator['platform'],
    niche: r.niche as TCreator['niche'],
    topics: (r.topics as string[]) ?? [],
    bio: r.bio as string,
    followers_count: num(r.followers_count),
    engagement_rate: round(num(r.engagement_rate), 2),
    avg_views: num(r.avg_views),
    email: (r.email as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    country: r.country as string,
    language: r.language as string,
    profile_image: (r.profile_image as string | null) ?? null,
    typical_rate: num(r.typical_rate),
    currency: r.currency as string,
    audience: r.audience as TAudience,
    last_active_at: isoOrNull(r.last_active_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Filters on the creators table (alias c); the name search joins creator_search (alias s). */
export function buildCreatorFilter(q: Omit<TCreatorListQuery, 'limit' | 'offset' | 'sort'>): { where: string; params: unknown[]; from: string } {
  const conds: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, v: unknown) => {
    params.push(v);
    conds.push(sql(`$${params.length}`));
  };
  if (q.platform) add((p) => `c.platform = ${p}`, q.platform);
  if (q.niche) add((p) => `c.niche = ${p}`, q.niche);
  if (q.country) add((p) => `c.country = ${p}`, q.country);
  if (q.language) add((p) => `c.language = ${p}`, q.language);
  if (q.min_followers !== undefined) add((p) => `c.followers_count >= ${p}`, q.min_followers);
  if (q.max_followers !== undefined) add((p) => `c.followers_count <= ${p}`, q.max_followers);
  if (q.min_engagement !== undefined) add((p) => `c.engagement_rate >= ${p}`, q.min_engagement);
  if (q.name) add((p) => `s.search_text like ${p}`, `%${escapeLike(q.name.toLowerCase())}%`);
  const from = q.name ? 'creators c join creator_search s on s.id = c.id' : 'creators c';
  return { where: conds.length ? `where ${conds.join(' and ')}` : '', params, from };
}

const ORDER: Record<TCreatorListQuery['sort'], string> = {
  followers: 'c.followers_count desc, c.id',
  engagement: 'c.engagement_rate desc, c.id',
  name: 'c.name, c.id',
  recent: 'c.last_active_at desc nulls last, c.id',
};

export function createCreatorsRepo(db: SqlExecutor) {
  return {
    async list(q: TCreatorListQuery): Promise<{ creators: TCreator[]; total: number }> {
      const { where, params, from } = buildCreatorFilter(q);
      const n = params.length;
      const page = [...params, q.limit, q.offset];
      const count = async () => (await db.query<{ total: number }>(`select count(*)::int as total from ${from} ${where}`, params)).rows[0]?.total ?? 0;
      const onlyName = q.name && !q.platform && !q.niche && !q.country && !q.language && q.min_followers === undefined && q.max_followers === undefined && q.min_engagement === undefined;
      if (onlyName && q.sort === 'followers') {
        // The whole search runs on the narrow creator_search table (trigram bitmap scan, counted in the same pass);
        // only the page's rows are read from creators.
        const { rows } = await db.query<Row>(
          `with m as (
             select s.id, s.followers_count, count(*) over ()::int as total from creator_search s
             where s.search_text like $1 order by s.followers_count desc, s.id limit $2 offset $3)
           select ${CREATOR_COLUMNS}, m.total from m join creators c on c.id = m.id order by m.followers_count desc, m.id`,
          page,
        );
        return { creators: rows.map(mapCreator), total: rows[0] ? (rows[0].total as number) : q.offset > 0 ? await count() : 0 };
      }
      if (q.name) {
        const { rows } = await db.query<Row>(
          `select ${CREATOR_COLUMNS}, count(*) over ()::int as total from ${from} ${where} order by ${ORDER[q.sort]} limit $${n + 1} offset $${n + 2}`,
          page,
        );
        return { creators: rows.map(mapCreator), total: rows[0] ? (rows[0].total as number) : q.offset > 0 ? await count() : 0 };
      }
      // Filters walk a sort index and stop after one page; the count is an index-only scan of the same index.
      const { rows } = await db.query<Row>(`select ${CREATOR_COLUMNS} from ${from} ${where} order by ${ORDER[q.sort]} limit $${n + 1} offset $${n + 2}`, page);
      return { creators: rows.map(mapCreator), total: await count() };
    },

    async get(id: string): Promise<TCreator | null> {
      const { rows } = await db.query<Row>(`select ${CREATOR_COLUMNS} from creators c where c.id = $1`, [id]);
      return rows[0] ? mapCreator(rows[0]) : null;
    },

    async getMany(ids: string[]): Promise<TCreator[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<Row>(`select ${CREATOR_COLUMNS} from creators c where c.id = any($1::uuid[])`, [ids]);
      return rows.map(mapCreator);
    },

    /** Nearest creators by embedding (cosine), the creator itself excluded. */
    async similar(id: string, limit: number): Promise<(TCreator & { similarity: number })[] | null> {
      const self = await db.query<{ embedding: string | null }>('select embedding::text as embedding from creators where id = $1', [id]);
      if (!self.rows[0]) return null;
      const emb = self.rows[0].embedding;
      if (!emb) return [];
      const { rows } = await db.query<Row>(
        `select ${CREATOR_COLUMNS}, 1 - (c.embedding <=> $1::vector) as similarity
         from creators c where c.id <> $2 and c.embedding is not null
         order by c.embedding <=> $1::vector limit $3`,
        [emb, id, limit],
      );
      return rows.map((r) => ({ ...mapCreator(r), similarity: round(num(r.similarity), 4) }));
    },
  };
}
export type CreatorsRepo = ReturnType<typeof createCreatorsRepo>;
