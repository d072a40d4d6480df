import type { TCampaign, TCreator, TMatch, TSimilarityResponse } from '@inflow/contracts';
import type { Database, SqlExecutor } from '../../db/client.js';
import { notFound, AppError } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { round } from '../../lib/rows.js';
import { createCampaignsRepo } from '../campaigns/campaigns.repo.js';
import { CREATOR_COLUMNS, mapCreator } from '../creators/creators.repo.js';
import { vectorLiteral } from '../../db/vector.js';
import type { RecordEmbedder } from './embed-records.js';
import { DEFAULT_WEIGHTS, buildMatchContext, followerTier, rateInCampaignCurrency, scoreCreator, type ScoreWeights } from './scoring.js';

/** How many nearest neighbours the vector index returns before scoring; more costs latency, fewer costs recall. */
export const VECTOR_CANDIDATES = 300;
/** Creators of the campaign's niche added to the pool, so a weak text never hides the obvious fits. */
const NICHE_CANDIDATES = 200;
const PEER_STATS_TTL_MS = 10 * 60 * 1000;

type Row = Record<string, unknown>;

export interface MatchOptions {
  match_threshold: number;
  match_count: number;
  /** Creators to leave out (e.g. already called by the agent). */
  exclude?: string[];
  /** Store the run as the campaign's last match (the Similar influencers page reads it). */
  store?: boolean;
}

export interface ScoredCreator {
  creator: TCreator;
  similarity: number;
  scores: { niche_match: number; audience_match: number; engagement_score: number; budget_fit: number; match_score: number };
}

export function createMatchingService({ db, embedder, weights = DEFAULT_WEIGHTS }: { db: Database; embedder: RecordEmbedder; weights?: ScoreWeights }) {
  const campaigns = createCampaignsRepo(db);
  let peerStats: { at: number; medians: Map<string, number> } | null = null;

  /** Median engagement per platform and follower tier: the yardstick for engagement_score. */
  async function peerMedians(): Promise<Map<string, number>> {
    if (peerStats && Date.now() - peerStats.at < PEER_STATS_TTL_MS) return peerStats.medians;
    const { rows: size } = await db.query<{ n: number }>(`select reltuples::float8 as n from pg_class where relname = 'creators'`);
    // On large tables a 2% block sample gives the same medians at a fraction of the cost.
    const sample = (size[0]?.n ?? 0) > 200_000 ? 'tablesample system (2)' : '';
    const { rows } = await db.query<{ platform: string; tier: string; median: number }>(
      `select platform, tier, percentile_cont(0.5) within group (order by engagement_rate)::float8 as median
       from (select platform, engagement_rate,
               case when followers_count < 10000 then 'nano' when followers_count < 100000 then 'micro'
                    when followers_count < 500000 then 'mid' when followers_count < 1000000 then 'macro' else 'mega' end as tier
             from creators ${sample}) s
       group by platform, tier`,
    );
    const medians = new Map(rows.map((r) => [`${r.platform}:${r.tier}`, r.median]));
    peerStats = { at: Date.now(), medians };
    return medians;
  }

  /** The campaign's vector as pgvector text (it goes straight back into the query); embedded on first use. */
  async function campaignVector(c: TCampaign): Promise<string> {
    const { rows } = await db.query<{ e: string | null }>('select embedding::text as e from campaigns where id = $1', [c.id]);
    if (rows[0]?.e) return rows[0].e;
    const v = await embedder.embedCampaign(c);
    if (!v) {
      throw new AppError(503, 'embeddings_unavailable', 'Matching is unavailable until the creator vectors are rebuilt (run `npm run reindex`).');
    }
    await campaigns.setEmbedding(c.id, v);
    return vectorLiteral(v)!;
  }

  async function candidates(tx: SqlExecutor, c: TCampaign, q: string, exclude: string[]): Promise<{ creator: TCreator; similarity: number }[]> {
    // ef_search must cover the candidate count, or the HNSW scan stops early.
    await tx.exec(`set local hnsw.ef_search = ${VECTOR_CANDIDATES}`);
    const byVector = await tx.query<Row>(
      `select ${CREATOR_COLUMNS}, 1 - (c.embedding <=> $1::vector) as similarity
       from creators c where c.embedding is not null order by c.embedding <=> $1::vector limit ${VECTOR_CANDIDATES}`,
      [q],
    );
    const byNiche = c.product_niche
      ? await tx.query<Row>(
          `select ${CREATOR_COLUMNS}, 1 - (c.embedding <=> $1::vector) as similarity
           from creators c where c.niche = $2 and c.embedding is not null
           order by c.followers_count desc limit ${NICHE_CANDIDATES}`,
          [q, c.product_niche],
        )
      : { rows: [] };
    const seen = new Set(exclude);
    const out: { creator: TCreator; similarity: number }[] = [];
    for (const r of [...byVector.rows, ...byNiche.rows]) {
      const id = r.id as string;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ creator: mapCreator(r), similarity: Number(r.similarity) });
    }
    return out;
  }

  /** Ranks creators for a campaign on named, explainable components (see scoring.ts). */
  async function rank(ctx: RequestContext, campaignId: string, opts: MatchOptions): Promise<{ campaign: TCampaign; ranked: ScoredCreator[]; total: number; perCreatorBudget: number }> {
    const campaign = await campaigns.get(ctx.workspaceId, campaignId);
    if (!campaign) throw notFound('Campaign not found');
    const vector = await campaignVector(campaign);
    const [medians, pool] = await Promise.all([peerMedians(), db.transaction((tx) => candidates(tx, campaign, vector, opts.exclude ?? []))]);
    const matchCtx = buildMatchContext(campaign);
    const perCreatorBudget = matchCtx.perCreatorBudget;
    const scored: ScoredCreator[] = pool.map(({ creator, similarity }) => {
      const peer = medians.get(`${creator.platform}:${followerTier(creator.followers_count)}`) ?? creator.engagement_rate;
      return { creator, similarity, scores: scoreCreator(matchCtx, creator, peer, weights) };
    });
    const passing = scored
      .filter((s) => s.scores.match_score / 100 >= opts.match_threshold)
      .sort((a, b) => b.scores.match_score - a.scores.match_score || b.similarity - a.similarity);
    return { campaign, ranked: passing.slice(0, opts.match_count), total: passing.length, perCreatorBudget };
  }

  function toMatch(s: ScoredCreator, campaign: TCampaign, perCreatorBudget: number): TMatch {
    const { creator: c, scores } = s;
    const text = (n: number) => n.toFixed(1);
    return {
      id: c.id,
      influencer_name: c.name,
      handle: c.handle,
      match_score: text(scores.match_score),
      match_score_value: scores.match_score,
      niche: c.niche,
      topics: c.topics,
      followers: c.followers_count,
      engagement: c.engagement_rate,
      collaboration_rate: round(rateInCampaignCurrency(c, campaign.currency), 0),
      currency: campaign.currency,
      platform: c.platform,
      avatar: c.profile_image,
      country: c.country,
      similarity: round(s.similarity, 4),
      detailed_scores: {
        niche_match: text(scores.niche_match),
        audience_match: text(scores.audience_match),
        engagement_score: text(scores.engagement_score),
        budget_fit: text(scores.budget_fit),
      },
      detailed_score_values: {
        niche_match: scores.niche_match,
        audience_match: scores.audience_match,
        engagement_score: scores.engagement_score,
        budget_fit: scores.budget_fit,
      },
      per_creator_budget: round(perCreatorBudget, 2),
    };
  }

  return {
    rank,
    peerMedians,
    async similarity(ctx: RequestContext, campaignId: string, opts: MatchOptions): Promise<TSimilarityResponse> {
      const { campaign, ranked, total, perCreatorBudget } = await rank(ctx, campaignId, opts);
      const result: TSimilarityResponse = {
        campaign_id: campaign.id,
        product_name: campaign.product_name,
        brand_name: campaign.brand_name,
        total_matches: total,
        matches: ranked.map((s) => toMatch(s, campaign, perCreatorBudget)),
        weights: { ...weights },
        match_threshold: opts.match_threshold,
        match_count: opts.match_count,
        created_at: new Date().toISOString(),
      };
      if (opts.store !== false) {
        await db.query('insert into match_runs (workspace_id, campaign_id, params, result) values ($1, $2, $3, $4)', [
          ctx.workspaceId,
          campaign.id,
          JSON.stringify({ match_threshold: opts.match_threshold, match_count: opts.match_count }),
          JSON.stringify(result),
        ]);
      }
      return result;
    },
    async lastRun(ctx: RequestContext, campaignId: string): Promise<TSimilarityResponse> {
      const { rows } = await db.query<{ result: TSimilarityResponse }>(
        'select result from match_runs where workspace_id = $1 and campaign_id = $2 order by created_at desc limit 1',
        [ctx.workspaceId, campaignId],
      );
      if (!rows[0]) throw notFound('No influencer data found');
      return rows[0].result;
    },
  };
}
export type MatchingService = ReturnType<typeof createMatchingService>;
