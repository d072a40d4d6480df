import type { TAudience, TCreator, TCreatorListQuery } from '@inflow/contracts';
import type { Database, SqlExecutor } from '../../db/client.js';
import { iso, isoOrNull, num, round } from '../../lib/rows.js';
import { convertCurrency } from '../matching/scoring.js';

export const CREATOR_COLUMNS = `c.id, c.name, c.handle, c.channel_name, c.platform, c.niche, c.topics, c.bio, c.followers_count,
  c.engagement_rate, c.avg_views, c.email, c.phone, c.country, c.language, c.profile_image, c.typical_rate, c.currency,
  c.audience, c.audience_quality, c.last_active_at, c.created_at, c.updated_at`;


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
    language: (r.language as string | null) ?? null,
    profile_image: (r.profile_image as string | null) ?? null,
    typical_rate: num(r.typical_rate),
    currency: r.currency as string,
    audience: (r.audience as TAudience | null) ?? null,
    audience_quality: r.audience_quality === undefined || r.audience_quality === null ? 100 : num(r.audience_quality),
    last_active_at: isoOrNull(r.last_active_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The handle an '@handle' search looks for (lower case, without the '@'), else undefined. */
export function handleTerm(name: string | undefined): string | undefined {
  const t = name?.trim();
  return t?.startsWith('@') && t.length > 1 ? t.slice(1).trim().toLowerCase() : undefined;
}

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
  if (q.min_audience_quality !== undefined) add((p) => `c.audience_quality >= ${p}`, q.min_audience_quality);
  if (q.audience_country) {
    add((p) => `(c.audience->'countries'->>${p})::float8`, q.audience_country);
    const key = conds.pop()!;
    add((p) => `${key} >= ${p}`, q.audience_country_min ?? 0.3);
  }
  if (q.audience_age) {
    add((p) => `(c.audience->'age'->>${p})::float8`, q.audience_age);
    const key = conds.pop()!;
    add((p) => `${key} >= ${p}`, q.audience_age_min ?? 0.3);
  }
  if (q.audience_gender) {
    add((p) => `(c.audience->'gender'->>${p})::float8`, q.audience_gender);
    const key = conds.pop()!;
    add((p) => `${key} >= ${p}`, q.audience_gender_min ?? 0.5);
  }
  // Rates are compared in dollars (rate_usd, migration 0012) at the same fixed table the matcher uses.
  // rate_currency is a supported currency (ZCurrencyCode), so the conversion cannot fail.
  const usd = (v: number) => convertCurrency(v, q.rate_currency ?? 'USD', 'USD');
  if (q.min_rate !== undefined) add((p) => `c.rate_usd >= ${p}`, usd(q.min_rate) * 0.999);
  if (q.max_rate !== undefined) add((p) => `c.rate_usd <= ${p}`, usd(q.max_rate) * 1.001);
  // '@handle' searches handles (prefix), anything else names, channels and handles.
  const handle = handleTerm(q.name);
  if (handle) add((p) => `lower(c.handle) like ${p}`, `${escapeLike(handle)}%`);
  else if (q.name) add((p) => `s.search_text like ${p}`, `%${escapeLike(q.name.toLowerCase())}%`);
  const from = q.name && !handle ? 'creators c join creator_search s on s.id = c.id' : 'creators c';
  return { where: conds.length ? `where ${conds.join(' and ')}` : '', params, from };
}

const ORDER: Record<TCreatorListQuery['sort'], string> = {
  followers: 'c.followers_count desc, c.id',
  engagement: 'c.engagement_rate desc, c.id',
  name: 'c.name, c.id',
  recent: 'c.last_active_at desc nulls last, c.id',
  audience_quality: 'c.audience_quality desc, c.followers_count desc, c.id',
};

export function createCreatorsRepo(db: SqlExecutor) {
  return {
    async list(q: TCreatorListQuery): Promise<{ creators: TCreator[]; total: number }> {
      const { where, params, from } = buildCreatorFilter(q);
      const n = params.length;
      const page = [...params, q.limit, q.offset];
      const count = async () => (await db.query<{ total: number }>(`select count(*)::int as total from ${from} ${where}`, params)).rows[0]?.total ?? 0;
      const onlyName =
        q.name && !q.name.startsWith('@') && params.length === 1;
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
        // '@handle': the exact handle first, then the prefix matches (index creators_handle_prefix_idx, migration 0015).
        const handle = handleTerm(q.name);
        const order = handle ? `(lower(c.handle) = $${n + 3}) desc, ${ORDER[q.sort]}` : ORDER[q.sort];
        const { rows } = await db.query<Row>(
          `select ${CREATOR_COLUMNS}, count(*) over ()::int as total from ${from} ${where} order by ${order} limit $${n + 1} offset $${n + 2}`,
          handle ? [...page, handle] : page,
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

    /**
     * Nearest creators by embedding (cosine). By default they keep the creator's market (country and language) and
     * size band (0.3x-3x its followers); the creator itself and accounts that look like the same person (same name
     * and country) are left out.
     */
    async similar(
      id: string,
      limit: number,
      opts: { sameMarket?: boolean; sameSize?: boolean } = {},
    ): Promise<(TCreator & { similarity: number })[] | null> {
      const self = await db.query<{ embedding: string | null; name: string; country: string; language: string | null; followers_count: number }>(
        'select embedding::text as embedding, name, country, language, followers_count from creators where id = $1',
        [id],
      );
      const me = self.rows[0];
      if (!me) return null;
      if (!me.embedding) return [];
      const params: unknown[] = [me.embedding, id, me.name.toLowerCase(), me.country];
      const conds = ['c.id <> $2', 'c.embedding is not null', 'not (lower(c.name) = $3 and c.country = $4)'];
      if (opts.sameMarket !== false) {
        // The market is the country, and the language when it is known (an imported creator may not say).
        if (me.language === null) conds.push('c.country = $4');
        else {
          params.push(me.language);
          conds.push(`c.country = $4 and c.language = $${params.length}`);
        }
      }
      if (opts.sameSize !== false) {
        params.push(Math.floor(me.followers_count * 0.3), Math.ceil(me.followers_count * 3));
        conds.push(`c.followers_count between $${params.length - 1} and $${params.length}`);
      }
      // The filters can be selective: the HNSW walk must look further than the page to fill it.
      const filtered = opts.sameMarket !== false || opts.sameSize !== false;
      const run = async (tx: SqlExecutor) => {
        if (filtered) await tx.exec('set local hnsw.ef_search = 400; set local hnsw.iterative_scan = relaxed_order');
        params.push(limit);
        return tx.query<Row>(
          `select * from (select ${CREATOR_COLUMNS}, c.embedding <=> $1::vector as distance
             from creators c where ${conds.join(' and ')} order by c.embedding <=> $1::vector limit $${params.length}) x order by distance`,
          params,
        );
      };
      const { rows } = 'transaction' in db ? await (db as Database).transaction(run) : await run(db);
      // Same name and country is one person under two handles: keep the first (nearest) only.
      const seen = new Set<string>();
      const out: (TCreator & { similarity: number })[] = [];
      for (const r of rows) {
        const c = mapCreator(r);
        const key = `${c.name.toLowerCase()}|${c.country}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ ...c, similarity: round(1 - num(r.distance), 4) });
      }
      return out;
    },

    /** Countries and languages present in the directory, most creators first (what Discover offers). */
    async facets(): Promise<{ countries: { value: string; count: number }[]; languages: { value: string; count: number }[] }> {
      const [countries, languages] = await Promise.all([
        db.query<{ value: string; count: number }>('select country as value, count(*)::int as count from creators group by country order by count desc, country'),
        db.query<{ value: string; count: number }>('select language as value, count(*)::int as count from creators where language is not null group by language order by count desc, language'),
      ]);
      return { countries: countries.rows, languages: languages.rows };
    },

    /** The workspace's outreach with this creator, newest first, with call counts and the last call's summary. */
    async history(workspaceId: string, creatorId: string) {
      const { rows } = await db.query<Row>(
        `select o.id as outreach_id, o.campaign_id, cp.product_name as campaign_name, o.status, o.agreed_rate, o.last_contact, o.updated_at,
                (select count(*)::int from calls k where k.outreach_id = o.id) as calls,
                (select k.summary from calls k where k.outreach_id = o.id order by k.started_at desc limit 1) as last_call_summary
         from outreach o join campaigns cp on cp.id = o.campaign_id
         where o.workspace_id = $1 and o.creator_id = $2 order by o.updated_at desc limit 100`,
        [workspaceId, creatorId],
      );
      return rows.map((r) => ({
        outreach_id: r.outreach_id as string,
        campaign_id: r.campaign_id as string,
        campaign_name: r.campaign_name as string,
        status: r.status as string,
        agreed_rate: r.agreed_rate === null ? null : num(r.agreed_rate),
        last_contact: isoOrNull(r.last_contact),
        calls: num(r.calls),
        last_call_summary: (r.last_call_summary as string | null) ?? null,
        updated_at: iso(r.updated_at),
      }));
    },
  };
}
export type CreatorsRepo = ReturnType<typeof createCreatorsRepo>;
