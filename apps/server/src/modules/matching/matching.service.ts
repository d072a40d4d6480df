import type { TCampaign, TCreator, TMatch, TSimilarityResponse } from '@inflow/contracts';
import type { Database, SqlExecutor } from '../../db/client.js';
import { notFound, AppError } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { round } from '../../lib/rows.js';
import { createCampaignsRepo } from '../campaigns/campaigns.repo.js';
import { CREATOR_COLUMNS, mapCreator } from '../creators/creators.repo.js';
import { vectorLiteral } from '../../db/vector.js';
import { campaignEmbeddingText } from '../../ai/embeddings/embeddings.js';
import type { RecordEmbedder } from './embed-records.js';
import {
  DEFAULT_WEIGHTS,
  TOPIC_POINTS,
  audienceMatch,
  buildMatchContext,
  campaignKeywords,
  engagementScore,
  followerTier,
  nicheCloseness,
  nicheMatch,
  rateInCampaignCurrency,
  round1,
  scoreCreator,
  type ScoreWeights,
} from './scoring.js';
import { analyzeText, normalizeNiche } from '../../ai/embeddings/vocabulary.js';
import { audienceQualityNote } from './audience-quality.js';
import { choosePortfolio } from './portfolio.js';
import { candidateDetails, shortlistCandidates } from './shortlist.js';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** 1234 -> 1.2K, 1234567 -> 1.2M. */
function compact(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(n >= 1e7 ? 0 : 1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(n >= 1e4 ? 0 : 1)}K`;
  return String(Math.round(n));
}
const moneyFormats = new Map<string, Intl.NumberFormat | null>();
function money(n: number, currency: string): string {
  // Building a NumberFormat costs far more than using one: one per currency.
  let f = moneyFormats.get(currency);
  if (f === undefined) {
    try {
      f = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    } catch {
      f = null;
    }
    moneyFormats.set(currency, f);
  }
  return f ? f.format(n) : `${Math.round(n)} ${currency}`;
}

/** How many nearest neighbours the vector index returns before scoring; more costs latency, fewer costs recall. */
export const VECTOR_CANDIDATES = 300;
/** Creators of the campaign's niche added to the pool, so a weak text never hides the obvious fits. */
const NICHE_CANDIDATES = 200;
const PEER_STATS_TTL_MS = 10 * 60 * 1000;
/** Campaign vectors kept in memory (by campaign and text), so a repeated match reads none. */
const VECTOR_CACHE_SIZE = 1000;

type Row = Record<string, unknown>;

export interface MatchOptions {
  match_threshold: number;
  match_count: number;
  /** Creators to leave out (e.g. already called by the agent). */
  exclude?: string[];
  /** Store the run as the campaign's last match (the Similar influencers page reads it). */
  store?: boolean;
}

export interface ShortlistOptions {
  match_threshold: number;
  match_count?: number;
  /** Creators to leave out (e.g. already agreed or recently called by the Co-Pilot). */
  exclude?: string[];
  /** The money to spend, when less than the campaign's total (e.g. what is not yet committed). */
  budget?: number;
  /** No creator whose rate alone is above this (campaign currency). */
  maxRate?: number;
  /** Overrides the campaign's target countries. */
  countries?: string[];
  /** Only creators with a phone number on record. */
  requirePhone?: boolean;
}

export interface ScoredCreator {
  creator: TCreator;
  similarity: number;
  scores: { niche_match: number; audience_match: number; engagement_score: number; budget_fit: number; match_score: number };
}

export function createMatchingService({ db, embedder, weights = DEFAULT_WEIGHTS }: { db: Database; embedder: RecordEmbedder; weights?: ScoreWeights }) {
  const campaigns = createCampaignsRepo(db);
  let peerStats: { at: number; medians: Map<string, number> } | null = null;
  let peerRefresh: Promise<Map<string, number>> | null = null;
  const vectors = new Map<string, string>();

  /**
   * Median engagement per platform and follower tier: the yardstick for engagement_score. Computed once, then
   * refreshed in the background when older than PEER_STATS_TTL_MS: a request never waits for the recount (on 1M
   * creators a sampled scan), it uses the previous medians meanwhile.
   */
  async function peerMedians(): Promise<Map<string, number>> {
    if (peerStats && Date.now() - peerStats.at < PEER_STATS_TTL_MS) return peerStats.medians;
    peerRefresh ??= computePeerMedians().finally(() => {
      peerRefresh = null;
    });
    if (!peerStats) return peerRefresh;
    // A failed background refresh keeps the previous medians; the next request past the TTL tries again.
    peerRefresh.catch(() => undefined);
    return peerStats.medians;
  }

  async function computePeerMedians(): Promise<Map<string, number>> {
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

  /**
   * The campaign's vector as pgvector text (it goes straight back into the query); embedded on first use. Kept in
   * memory by campaign and embedded text: the stored vector changes only with that text (campaigns.service re-embeds
   * on a text change), and a change of embedding provider (`npm run reindex`) needs a restart anyway.
   */
  async function campaignVector(c: TCampaign): Promise<string> {
    const key = `${c.id}\n${campaignEmbeddingText(c)}`;
    const cached = vectors.get(key);
    if (cached) return cached;
    const { rows } = await db.query<{ e: string | null }>('select embedding::text as e from campaigns where id = $1', [c.id]);
    let vector = rows[0]?.e;
    if (!vector) {
      const v = await embedder.embedCampaign(c);
      if (!v) {
        throw new AppError(503, 'embeddings_unavailable', 'Matching is unavailable until the creator vectors are rebuilt (run `npm run reindex`).');
      }
      await campaigns.setEmbedding(c.id, v);
      vector = vectorLiteral(v)!;
    }
    if (vectors.size >= VECTOR_CACHE_SIZE) vectors.delete(vectors.keys().next().value!);
    vectors.set(key, vector);
    return vector;
  }

  async function candidates(tx: SqlExecutor, c: TCampaign, q: string, exclude: string[]): Promise<{ creator: TCreator; similarity: number }[]> {
    // ef_search must cover the candidate count, or the HNSW scan stops early.
    await tx.exec(`set local hnsw.ef_search = ${VECTOR_CANDIDATES}`);
    const byVector = await tx.query<Row>(
      `select ${CREATOR_COLUMNS}, 1 - (c.embedding <=> $1::vector) as similarity
       from creators c where c.embedding is not null order by c.embedding <=> $1::vector limit ${VECTOR_CANDIDATES}`,
      [q],
    );
    // The stored canonical niche (migration 0014): product_niche is free text and rarely equals a creator's niche.
    const byNiche = c.niche
      ? await tx.query<Row>(
          `select ${CREATOR_COLUMNS}, 1 - (c.embedding <=> $1::vector) as similarity
           from creators c where c.niche = $2 and c.embedding is not null
           order by c.followers_count desc limit ${NICHE_CANDIDATES}`,
          [q, c.niche],
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

  /** The campaign's niche: its own, else the one its text names, else the commonest among its nearest creators. */
  async function campaignNiche(c: TCampaign, vector: string): Promise<string> {
    // The niche stored with the plan (mapped from the free-text niche, or chosen by the user) comes first.
    const own = c.niche || normalizeNiche(c.product_niche);
    if (own) return own;
    let top: string | undefined;
    let max = 0;
    for (const [n, w] of analyzeText(campaignKeywords(c).join('. ')).niches) if (w > max) [top, max] = [n, w];
    if (top) return top;
    const { rows } = await db.query<{ niche: string }>(
      `select niche from (select niche from creators where embedding is not null order by embedding <=> $1::vector limit 50) x
       group by niche order by count(*) desc limit 1`,
      [vector],
    );
    return rows[0]?.niche ?? 'lifestyle';
  }

  /**
   * The shortlist as a portfolio (docs/decisions/0008): the set of `size` creators that fits the budget and earns
   * the most expected engagements, then alternates by match score.
   */
  async function shortlist(ctx: RequestContext, campaignId: string, opts: ShortlistOptions) {
    const campaign = await campaigns.get(ctx.workspaceId, campaignId);
    if (!campaign) throw notFound('Campaign not found');
    const vector = await campaignVector(campaign);
    const niche = await campaignNiche(campaign, vector);
    const size = Math.min(100, opts.match_count ?? campaign.planned_creators);
    const budget = opts.budget ?? campaign.total_budget;
    const [medians, pool] = await Promise.all([
      peerMedians(),
      shortlistCandidates(db, campaign, niche, vector, { size, budget, maxRate: opts.maxRate, exclude: opts.exclude, countries: opts.countries, requirePhone: opts.requirePhone }),
    ]);
    const matchCtx = buildMatchContext({ ...campaign, product_niche: niche });

    const light = pool.map((p) => {
      const cost = rateInCampaignCurrency(p, campaign.currency);
      // Topics are read for neighbours (and the nearest by meaning); own-niche scores wait for the rows shown.
      const niche_match = p.topics ? round1(nicheMatch(niche, matchCtx.keywords, p)) : null;
      // A neighbour enters only on its topics: at least one full topic match on top of its niche's closeness.
      const relevant = !p.neighbour || (niche_match ?? 0) >= 100 * nicheCloseness(niche, p.niche) + TOPIC_POINTS;
      // Built field by field: spreading ~1,000 candidates ({ ...p }) took 3-70 ms a request (V8's slow clone path, the
      // numbers arriving as small integers or doubles), listing the fields well under 1 ms.
      return {
        id: p.id,
        name: p.name,
        handle: p.handle,
        country: p.country,
        niche: p.niche,
        topics: p.topics,
        typical_rate: p.typical_rate,
        currency: p.currency,
        expectedEngagements: p.expectedEngagements,
        neighbour: p.neighbour,
        cost,
        valuePerCost: p.expectedEngagements / Math.max(cost, 1e-9),
        niche_match,
        relevant,
        duplicateOf: null as string | null,
      };
    });
    // One person at most once: the same name in the same country is one person; the better-value account stays.
    light.sort((a, b) => b.valuePerCost - a.valuePerCost);
    const person = new Map<string, (typeof light)[number]>();
    for (const s of light) {
      const key = `${s.name.trim().toLowerCase()}|${s.country}`;
      const first = person.get(key);
      if (first) s.duplicateOf = `@${first.handle}`;
      else person.set(key, s);
    }
    const rateCap = Math.min(budget, opts.maxRate ?? Infinity);
    const isEligible = (s: (typeof light)[number]) => s.relevant && !s.duplicateOf && s.cost > 0 && s.cost <= rateCap;
    const eligible = light.filter(isEligible);
    // Value for money: expected engagements per unit of currency against the campaign's alternatives (50 at their median).
    const vpc = eligible.map((s) => s.expectedEngagements / s.cost).sort((a, b) => a - b);
    const medianVpc = vpc.length ? vpc[vpc.length >> 1]! : 0;
    const portfolio = choosePortfolio(
      eligible.map((s) => ({ value: s.expectedEngagements, cost: s.cost, neighbour: s.neighbour })),
      { size, budget, neighbourCap: Math.floor(size / 10) },
    );
    const chosen = new Set(portfolio.chosen.map((i) => eligible[i]!.id));
    // Alternates are only shown when the shortlist falls short; score a few of the best-fitting others for them.
    const others =
      chosen.size < size
        ? light
            .filter((s) => !chosen.has(s.id))
            .sort((a, b) => Number(a.neighbour) - Number(b.neighbour) || b.valuePerCost - a.valuePerCost)
            .slice(0, Math.max(30, 3 * size))
        : [];
    const details = await candidateDetails(db, [...chosen, ...others.map((s) => s.id)], vector);
    const full = [...light.filter((s) => chosen.has(s.id)), ...others].flatMap((s) => {
      const d = details.get(s.id);
      if (!d) return [];
      const c = d.creator;
      const niche_match = s.niche_match ?? round1(nicheMatch(niche, matchCtx.keywords, c));
      const peer = medians.get(`${c.platform}:${followerTier(c.followers_count)}`) ?? c.engagement_rate;
      const audience_match = round1(audienceMatch(matchCtx.audience, c.audience, c.country, c.language));
      const engagement_score = round1(engagementScore(c.engagement_rate, peer));
      const budget_fit = s.cost > 0 && medianVpc > 0 ? round1(engagementScore(s.expectedEngagements / s.cost, medianVpc)) : 0;
      const wsum = weights.niche_match + weights.audience_match + weights.engagement_score + weights.budget_fit;
      const match_score = round1(
        (weights.niche_match * niche_match + weights.audience_match * audience_match + weights.engagement_score * engagement_score + weights.budget_fit * budget_fit) / wsum,
      );
      return [{ ...s, niche_match, creator: c, similarity: d.similarity, audience_match, engagement_score, budget_fit, match_score }];
    });
    const byScore = (a: { match_score: number; expectedEngagements: number }, b: { match_score: number; expectedEngagements: number }) =>
      b.match_score - a.match_score || b.expectedEngagements - a.expectedEngagements;
    const picked = full.filter((s) => chosen.has(s.id)).sort(byScore);
    const alternates = full.filter((s) => !chosen.has(s.id) && s.match_score / 100 >= opts.match_threshold).sort(byScore);
    const eligibleScored = eligible;
    let shortfall: string | null = null;
    if (picked.length < size) {
      // Neighbours count only up to their cap (1 in 10 shortlisted).
      const available = eligibleScored.filter((e) => !e.neighbour).length + Math.min(Math.floor(size / 10), eligibleScored.filter((e) => e.neighbour).length);
      shortfall =
        available < size
          ? `Only ${available} creators of the campaign's niche pass its filters (countries, languages, platforms, followers) with a rate the budget covers.`
          : `The budget of ${money(budget, campaign.currency)} affords ${picked.length} of ${size} creators at their typical rates.`;
    }
    return { campaign, niche, size, budget, medianVpc, picked, alternates, total: eligibleScored.length, portfolio, shortfall };
  }

  type Shortlisted = Awaited<ReturnType<typeof shortlist>>['picked'][number];

  function why(s: Shortlisted, ctx: { shortlisted: boolean; niche: string; medianVpc: number; currency: string; budget: number }): string {
    const c = s.creator;
    const parts: string[] = [];
    if (s.duplicateOf) return `Looks like the same person as ${s.duplicateOf} (same name and country); that account is the better value.`;
    if (!s.relevant) return `${cap(c.niche)} creator without topics close enough to the campaign to stand in for ${ctx.niche}.`;
    if (s.cost > ctx.budget) return `Rate ${money(s.cost, ctx.currency)} alone exceeds the budget.`;
    parts.push(s.neighbour ? `Neighbouring niche (${c.niche}) with matching topics` : `${cap(c.niche)} creator`);
    parts.push(`${compact(c.followers_count)} followers in ${c.country}, ${c.engagement_rate}% engagement`);
    if (c.audience_quality < 70) {
      const note = audienceQualityNote(c);
      parts.push(`audience quality ${c.audience_quality}${note ? ` (${note})` : ''}`);
    }
    const ratio = ctx.medianVpc > 0 && s.cost > 0 ? s.expectedEngagements / s.cost / ctx.medianVpc : 0;
    parts.push(`≈${compact(s.expectedEngagements)} engagements for ${money(s.cost, ctx.currency)} (${ratio.toFixed(1)}x the median value per ${ctx.currency})`);
    const line = parts.join(' · ');
    if (ctx.shortlisted) return line;
    if (s.neighbour) return `Alternate: ${line}; at most 1 in 10 shortlisted creators come from a neighbouring niche.`;
    return `Alternate: ${line}; the shortlist earns more within the budget without it.`;
  }

  function toMatch(s: Shortlisted, campaign: TCampaign, shortlisted: boolean, ctx: { niche: string; medianVpc: number }): TMatch {
    const c = s.creator;
    const text = (n: number) => n.toFixed(1);
    return {
      id: c.id,
      influencer_name: c.name,
      handle: c.handle,
      match_score: text(s.match_score),
      match_score_value: s.match_score,
      niche: c.niche,
      topics: c.topics,
      followers: c.followers_count,
      engagement: c.engagement_rate,
      collaboration_rate: round(s.cost, 0),
      currency: campaign.currency,
      platform: c.platform,
      avatar: c.profile_image,
      country: c.country,
      similarity: round(s.similarity, 4),
      detailed_scores: {
        niche_match: text(s.niche_match),
        audience_match: text(s.audience_match),
        engagement_score: text(s.engagement_score),
        budget_fit: text(s.budget_fit),
      },
      detailed_score_values: { niche_match: s.niche_match, audience_match: s.audience_match, engagement_score: s.engagement_score, budget_fit: s.budget_fit },
      per_creator_budget: round(campaign.total_budget / Math.max(1, campaign.planned_creators), 2),
      shortlisted,
      expected_engagements: Math.round(s.expectedEngagements),
      audience_quality: c.audience_quality,
      neighbour_niche: s.neighbour,
      duplicate_of: s.duplicateOf,
      why: why(s, { shortlisted, niche: ctx.niche, medianVpc: ctx.medianVpc, currency: campaign.currency, budget: campaign.total_budget }),
    };
  }

  return {
    rank,
    peerMedians,
    shortlist,
    async similarity(ctx: RequestContext, campaignId: string, opts: { match_threshold: number; match_count?: number; store?: boolean }): Promise<TSimilarityResponse> {
      const r = await shortlist(ctx, campaignId, opts);
      const { campaign } = r;
      const matches = [
        ...r.picked.map((s) => toMatch(s, campaign, true, r)),
        ...r.alternates.slice(0, Math.max(0, r.size - r.picked.length)).map((s) => toMatch(s, campaign, false, r)),
      ];
      const cost = r.picked.reduce((sum, s) => sum + s.cost, 0);
      const result: TSimilarityResponse = {
        campaign_id: campaign.id,
        product_name: campaign.product_name,
        brand_name: campaign.brand_name,
        total_matches: r.total,
        matches,
        shortlist_size: r.picked.length,
        shortlist_target: r.size,
        shortfall_reason: r.shortfall,
        shortlist_cost: round(cost, 0),
        total_budget: campaign.total_budget,
        currency: campaign.currency,
        budget_used_pct: campaign.total_budget > 0 ? round((100 * cost) / campaign.total_budget, 1) : 0,
        expected_engagements: Math.round(r.picked.reduce((sum, s) => sum + s.expectedEngagements, 0)),
        weights: { ...weights },
        match_threshold: opts.match_threshold,
        match_count: r.size,
        created_at: new Date().toISOString(),
      };
      if (opts.store !== false) {
        // The last run is a convenience copy (the page reads it; a new run recomputes it): it need not wait for the
        // disk flush, which was the largest single cost of a request on PostgreSQL. set_config(..., true) lasts until
        // the end of this statement's own transaction, i.e. its commit: one round trip instead of BEGIN, SET LOCAL,
        // INSERT, COMMIT.
        await db.query(
          `insert into match_runs (workspace_id, campaign_id, params, result)
           select $1, $2, $3, $4 from (select set_config('synchronous_commit', 'off', true)) async_commit`,
          [ctx.workspaceId, campaign.id, JSON.stringify({ match_threshold: opts.match_threshold, match_count: r.size }), JSON.stringify(result)],
        );
      }
      return result;
    },
    async lastRun(ctx: RequestContext, campaignId: string): Promise<TSimilarityResponse> {
      const { rows } = await db.query<{ result: TSimilarityResponse }>(
        'select result from match_runs where workspace_id = $1 and campaign_id = $2 order by created_at desc limit 1',
        [ctx.workspaceId, campaignId],
      );
      // Runs stored before shortlists (ADR 0008) lack the portfolio; the page offers a new run instead.
      if (!rows[0] || !('shortlist_size' in rows[0].result)) throw notFound('No influencer data found');
      return rows[0].result;
    },
  };
}
export type MatchingService = ReturnType<typeof createMatchingService>;
