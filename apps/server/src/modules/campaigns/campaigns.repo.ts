import type { TCampaign, TCampaignCreate, TCampaignDeliverable, TCampaignUpdate } from '@inflow/contracts';
import type { SqlExecutor } from '../../db/client.js';
import { iso, num, round } from '../../lib/rows.js';
import { vectorLiteral } from '../../db/vector.js';
import { mapNiches } from './niche-map.js';

/** Outreach outcomes that mean the creator answered (a call they picked up, or a reply). */
export const RESPONDED_STATUSES = ['negotiating', 'deal_proposed', 'agreed', 'declined', 'do_not_contact'] as const;
const RESPONDED_SQL = RESPONDED_STATUSES.map((s) => `'${s}'`).join(',');

const SELECT = `
  select c.id, c.product_name, c.brand_name, c.brand_id, c.product_id, c.status, c.total_budget, c.currency,
         c.planned_creators, c.product_description, c.target_audience, c.key_use_cases, c.campaign_goal,
         c.product_niche, c.start_date::text as start_date, c.end_date::text as end_date, c.created_at, c.updated_at,
         c.require_approval, c.auto_approve_below, c.calling_hours,
         c.target_countries, c.target_languages, c.platforms, c.min_followers, c.max_followers,
         c.brief, c.target_cities, c.deliverables, c.content_due_date::text as content_due_date, c.niches,
         coalesce(s.influencer_count, 0) as influencer_count,
         coalesce(s.contacted, 0) as contacted,
         coalesce(s.responses, 0) as responses,
         coalesce(d.deals, 0) as deals,
         coalesce(d.committed, 0) as committed,
         coalesce(d.proposed, 0) as proposed,
         coalesce(d.reach, 0) as reach,
         coalesce(r.reserved, 0) as reserved
  from campaigns c
  left join lateral (
    select count(*)::int as influencer_count,
           count(*) filter (where o.last_contact is not null)::int as contacted,
           count(*) filter (where o.status in (${RESPONDED_SQL}))::int as responses
    from outreach o
    where o.campaign_id = c.id
  ) s on true
  left join lateral (
    -- Money is what the deals say: agreed deals are committed, proposed ones wait for approval.
    select count(*) filter (where dl.status = 'agreed')::int as deals,
           coalesce(sum(dl.price) filter (where dl.status = 'agreed'), 0)::float8 as committed,
           coalesce(sum(dl.price) filter (where dl.status = 'proposed'), 0)::float8 as proposed,
           coalesce(sum(cr.followers_count) filter (where dl.status = 'agreed'), 0)::float8 as reach
    from deals dl join creators cr on cr.id = dl.creator_id
    where dl.campaign_id = c.id
  ) d on true
  left join lateral (
    select coalesce(sum(amount), 0)::float8 as reserved from budget_reservations where campaign_id = c.id and released_at is null
  ) r on true`;

type Row = Record<string, unknown>;

export function mapCampaign(r: Row): TCampaign {
  const contacted = num(r.contacted);
  const responses = num(r.responses);
  // Rows written by paths that do not map the niche (the demo seed, SQL by hand) are mapped on read, the same way.
  const stored = (r.niches as string[] | null) ?? [];
  const niches = stored.length ? stored : mapNiches(r.product_niche as string);
  return {
    id: r.id as string,
    product_name: r.product_name as string,
    brand_name: r.brand_name as string,
    brand_id: (r.brand_id as string | null) ?? null,
    product_id: (r.product_id as string | null) ?? null,
    status: r.status as TCampaign['status'],
    total_budget: num(r.total_budget),
    currency: r.currency as string,
    planned_creators: num(r.planned_creators),
    product_description: r.product_description as string,
    target_audience: r.target_audience as string,
    key_use_cases: r.key_use_cases as string,
    campaign_goal: r.campaign_goal as string,
    product_niche: r.product_niche as string,
    niche: niches[0] ?? '',
    niches,
    start_date: (r.start_date as string | null) ?? null,
    end_date: (r.end_date as string | null) ?? null,
    endDate: (r.end_date as string | null) ?? null,
    content_due_date: (r.content_due_date as string | null) ?? null,
    brief: (r.brief as string | null) ?? '',
    target_cities: (r.target_cities as string[] | null) ?? [],
    deliverables: (r.deliverables as TCampaignDeliverable[] | null) ?? [],
    require_approval: r.require_approval !== false,
    auto_approve_below: r.auto_approve_below === null || r.auto_approve_below === undefined ? null : num(r.auto_approve_below),
    calling_hours: (r.calling_hours as TCampaign['calling_hours']) ?? null,
    target_countries: (r.target_countries as string[] | null) ?? [],
    target_languages: (r.target_languages as string[] | null) ?? [],
    platforms: (r.platforms as TCampaign['platforms'] | null) ?? [],
    min_followers: r.min_followers === null || r.min_followers === undefined ? null : num(r.min_followers),
    max_followers: r.max_followers === null || r.max_followers === undefined ? null : num(r.max_followers),
    influencer_count: num(r.influencer_count),
    stats: {
      creators_contacted: contacted,
      responses,
      response_rate: contacted > 0 ? round((responses / contacted) * 100, 1) : null,
      deals: num(r.deals),
      committed_spend: num(r.committed),
      proposed_spend: num(r.proposed),
      reserved: num(r.reserved),
      reach: num(r.reach),
    },
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export interface CampaignListFilter {
  workspaceId: string;
  status?: string;
  /** Archived campaigns are left out unless a status filter names them or this is set. */
  includeArchived?: boolean;
  limit: number;
  offset: number;
}

type Optional = 'brand_id' | 'product_id' | 'start_date' | 'end_date' | 'auto_approve_below' | 'calling_hours' | 'min_followers' | 'max_followers' | 'content_due_date' | 'niches';
/** A create body after its defaults, with the niches already mapped. */
export type CampaignInsert = Required<Omit<TCampaignCreate, Optional>> & Pick<TCampaignCreate, Exclude<Optional, 'niches'>> & { niches: string[] };

/** A PATCH body plus the columns the service sets itself (archive bookkeeping). */
export type CampaignPatch = TCampaignUpdate & { archived_at?: string | null; status_before_archive?: string | null };

// Keys come from the validated body, but the column list is the last word on what reaches the SQL text.
const PATCHABLE_COLUMNS = new Set([
  'product_name', 'brand_name', 'product_description', 'target_audience', 'key_use_cases', 'campaign_goal', 'product_niche',
  'total_budget', 'currency', 'planned_creators', 'status', 'start_date', 'end_date', 'require_approval', 'auto_approve_below',
  'target_countries', 'target_languages', 'platforms', 'min_followers', 'max_followers', 'brief', 'target_cities',
  'content_due_date', 'niches', 'archived_at', 'status_before_archive',
]);

export function createCampaignsRepo(db: SqlExecutor) {
  return {
    async list(f: CampaignListFilter): Promise<TCampaign[]> {
      const params: unknown[] = [f.workspaceId];
      let where = 'c.workspace_id = $1';
      if (f.status) {
        params.push(f.status);
        where += ` and c.status = $${params.length}`;
      } else if (!f.includeArchived) {
        where += ` and c.status <> 'archived'`;
      }
      params.push(f.limit, f.offset);
      const { rows } = await db.query<Row>(
        `${SELECT} where ${where} order by c.created_at desc, c.id desc limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      return rows.map(mapCampaign);
    },

    async get(workspaceId: string, id: string, tx: SqlExecutor = db): Promise<TCampaign | null> {
      const { rows } = await tx.query<Row>(`${SELECT} where c.workspace_id = $1 and c.id = $2`, [workspaceId, id]);
      return rows[0] ? mapCampaign(rows[0]) : null;
    },

    async insert(workspaceId: string, c: CampaignInsert, tx: SqlExecutor = db): Promise<string> {
      const { rows } = await tx.query<{ id: string }>(
        `insert into campaigns (workspace_id, brand_id, product_id, product_name, brand_name, status, total_budget, currency,
           planned_creators, product_description, target_audience, key_use_cases, campaign_goal, product_niche, start_date, end_date,
           require_approval, auto_approve_below, calling_hours, target_countries, target_languages, platforms, min_followers, max_followers,
           brief, target_cities, deliverables, content_due_date, niches)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19::jsonb,$20::text[],$21::text[],$22::text[],$23,$24,
           $25,$26::text[],$27::jsonb,$28,$29::text[]) returning id`,
        [
          workspaceId,
          c.brand_id ?? null,
          c.product_id ?? null,
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
          c.start_date ?? null,
          c.end_date ?? null,
          c.require_approval ?? true,
          c.auto_approve_below ?? null,
          c.calling_hours ? JSON.stringify(c.calling_hours) : null,
          c.target_countries ?? [],
          c.target_languages ?? [],
          c.platforms ?? [],
          c.min_followers ?? null,
          c.max_followers ?? null,
          c.brief ?? '',
          c.target_cities ?? [],
          JSON.stringify(c.deliverables ?? []),
          c.content_due_date ?? null,
          c.niches,
        ],
      );
      return rows[0]!.id;
    },

    async update(workspaceId: string, id: string, patch: CampaignPatch, tx: SqlExecutor = db): Promise<boolean> {
      const sets: string[] = [];
      const params: unknown[] = [workspaceId, id];
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined) continue;
        if (k === 'calling_hours') {
          params.push(v === null ? null : JSON.stringify(v));
          sets.push(`calling_hours = $${params.length}::jsonb`);
          continue;
        }
        if (k === 'deliverables') {
          params.push(JSON.stringify(v));
          sets.push(`deliverables = $${params.length}::jsonb`);
          continue;
        }
        if (!PATCHABLE_COLUMNS.has(k)) throw new Error(`not a campaign column: ${k}`);
        params.push(v);
        sets.push(`${k} = $${params.length}`);
      }
      sets.push('updated_at = now()');
      const { rows } = await tx.query(`update campaigns set ${sets.join(', ')} where workspace_id = $1 and id = $2 returning id`, params);
      return rows.length > 0;
    },

    /** Takes the campaign row's lock (the ledger's and the archive guard's) for the rest of the transaction. */
    async lock(workspaceId: string, id: string, tx: SqlExecutor): Promise<boolean> {
      const { rows } = await tx.query('select id from campaigns where workspace_id = $1 and id = $2 for update', [workspaceId, id]);
      return rows.length > 0;
    },

    /** Work in progress that archiving would orphan: Auto Co-Pilot runs queued or running, calls not yet ended. */
    async activeWork(id: string, tx: SqlExecutor = db): Promise<{ runs: number; calls: number }> {
      const { rows } = await tx.query<{ runs: number; calls: number }>(
        `select (select count(*) from agent_runs where campaign_id = $1 and state in ('queued', 'running'))::int as runs,
                (select count(*) from calls k join outreach o on o.id = k.outreach_id
                  where o.campaign_id = $1 and k.status in ('initiated', 'in-progress', 'processing'))::int as calls`,
        [id],
      );
      return rows[0] ?? { runs: 0, calls: 0 };
    },

    async setEmbedding(id: string, embedding: number[], tx: SqlExecutor = db): Promise<void> {
      await tx.query('update campaigns set embedding = $2::vector where id = $1', [id, vectorLiteral(embedding)]);
    },
  };
}
export type CampaignsRepo = ReturnType<typeof createCampaignsRepo>;
