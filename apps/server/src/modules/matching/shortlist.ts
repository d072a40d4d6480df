/**
 * Candidates for a campaign's shortlist (docs/decisions/0021-matching-at-scale.md), bounded whatever the catalogue's
 * size: the optimiser only ever needs the cost/value frontier, so for each rate band (a quarter octave of dollars,
 * `rate_band()` of migration 0015) up to the budget, and each target country, one index walk takes the creators of
 * the campaign's niche with the most expected engagements that pass every targeting filter (the filters are carried
 * in the index: no table read); the closest neighbouring niches get shallower walks (at most 1 in 10 shortlisted
 * creators come from them). The nearest creators by meaning (HNSW top-K on the campaign's vector) are added, so a
 * topic-relevant creator is there whatever its value rank. A few hundred candidates at 5,000 or 1,000,000 creators.
 */
import type { TCampaign, TCreator } from '@inflow/contracts';
import type { Database, SqlExecutor } from '../../db/client.js';
import { num } from '../../lib/rows.js';
import { unprocessable } from '../../http/errors.js';
import { CREATOR_COLUMNS, mapCreator } from '../creators/creators.repo.js';
import { skyline } from './portfolio.js';
import { convertCurrency, NICHE_ADJACENCY } from './scoring.js';

/** Bands per octave of rate, as `rate_band()` in migration 0015 computes them (keep both in step). */
export const RATE_BANDS_PER_OCTAVE = 4;
/** Own-niche creators taken per rate band (and country), beyond the shortlist's size. */
export const BAND_MARGIN = 3;
/** Nearest creators by meaning (HNSW top-K) looked at, whatever their niche, before the filters. */
export const NEAREST_CANDIDATES = 200;
/** Neighbouring niches considered: the closest ones, at least this close. */
const NEIGHBOUR_MIN_CLOSENESS = 0.4;
const MAX_NEIGHBOURS = 3;
/** With more target countries than this, one walk per band filters on the list instead of one walk per country. */
const MAX_COUNTRY_WALKS = 8;

export interface Candidate {
  id: string;
  name: string;
  handle: string;
  country: string;
  niche: string;
  /** Null when not read (own-niche candidates: their topics only matter once shown). */
  topics: string[] | null;
  typical_rate: number;
  currency: string;
  expectedEngagements: number;
  neighbour: boolean;
}

export interface CandidateOptions {
  /** Creators to leave out (already shortlisted, called, agreed...). */
  exclude?: readonly string[];
  /** Overrides the campaign's budget (e.g. what is left of it). */
  budget?: number;
  /** No creator whose rate alone is above this (campaign currency; e.g. what the Co-Pilot may offer one creator). */
  maxRate?: number;
  /** Overrides the campaign's target countries. */
  countries?: readonly string[];
  /** Only creators with a phone number on record (the Co-Pilot calls). */
  requirePhone?: boolean;
  /** How many the shortlist holds (sets the walk depth per band). */
  size: number;
}

export function neighbourNiches(niche: string): string[] {
  return NICHE_ADJACENCY.filter(([a, b, w]) => (a === niche || b === niche) && w >= NEIGHBOUR_MIN_CLOSENESS)
    .sort((x, y) => y[2] - x[2])
    .slice(0, MAX_NEIGHBOURS)
    .map(([a, b]) => (a === niche ? b : a));
}

/**
 * A budget in dollars as rate_usd is stored. A currency without a rate (only a campaign stored before migration 0021
 * can have one) is refused with a 422 naming it: comparing it as if it were dollars picked the wrong creators.
 */
export function toUsd(amount: number, currency: string): number {
  try {
    return convertCurrency(amount, currency, 'USD');
  } catch (e) {
    if (e instanceof RangeError) {
      throw unprocessable(`The campaign's currency ${currency} has no exchange rate, so its budget cannot be compared with creators' rates; set a supported currency on the campaign`);
    }
    throw e;
  }
}
export const budgetInUsd = (campaign: Pick<TCampaign, 'total_budget' | 'currency'>) => toUsd(campaign.total_budget, campaign.currency);

/** `rate_band()` of migration 0015. */
export function rateBand(rateUsd: number): number {
  return Math.floor((RATE_BANDS_PER_OCTAVE * Math.log(Math.max(rateUsd, 1))) / Math.LN2);
}

/** The targeting filters as SQL on alias c, with their parameters pushed through `p`. */
function targetingFilters(campaign: TCampaign, opts: CandidateOptions, budgetUsd: number, p: (v: unknown) => string): string[] {
  const conds: string[] = ['c.rate_usd > 0', `c.rate_usd <= ${p(budgetUsd)}::float8`];
  if (campaign.target_languages.length) conds.push(`c.language = any(${p(campaign.target_languages)}::text[])`);
  if (campaign.platforms.length) conds.push(`c.platform = any(${p(campaign.platforms)}::text[])`);
  if (campaign.min_followers !== null) conds.push(`c.followers_count >= ${p(campaign.min_followers)}::int`);
  if (campaign.max_followers !== null) conds.push(`c.followers_count <= ${p(campaign.max_followers)}::int`);
  if (opts.exclude?.length) conds.push(`not (c.id = any(${p(opts.exclude)}::uuid[]))`);
  if (opts.requirePhone) conds.push('c.phone is not null');
  return conds;
}

/**
 * Rows of a query as one JSON text value: on the embedded database (and, less so, through node-postgres) handing a
 * result to JavaScript costs far more per field than computing it, and a pool of ~1,000 candidates took 3-4x longer
 * to read row by row than as one json_agg parsed by JSON.parse. Timestamps arrive as ISO text (iso() reads both).
 */
async function jsonRows<T = Record<string, unknown>>(db: SqlExecutor, sql: string, params: unknown[]): Promise<T[]> {
  const { rows } = await db.query<{ j: string }>(`select coalesce(json_agg(r), '[]')::text as j from (${sql}) r`, params);
  return JSON.parse(rows[0]!.j) as T[];
}

function params() {
  const list: unknown[] = [];
  return { list, p: (v: unknown) => (list.push(v), `$${list.length}`) };
}

export async function shortlistCandidates(db: Database, campaign: TCampaign, niche: string, vector: string, opts: CandidateOptions): Promise<Candidate[]> {
  const budgetUsd = toUsd(Math.min(opts.budget ?? campaign.total_budget, opts.maxRate ?? Infinity), campaign.currency) * 1.001;
  const size = Math.max(1, Math.floor(opts.size));
  const countries = opts.countries ?? campaign.target_countries;
  const perCountry = countries.length > 0 && countries.length <= MAX_COUNTRY_WALKS;
  // At most 1 in 10 shortlisted creators come from a neighbouring niche: none below a shortlist of 10.
  const neighbourCap = Math.floor(size / 10);
  const neighbours = neighbourCap > 0 ? neighbourNiches(niche) : [];

  // 1. Index walks: per niche, rate band (and country), the best by expected engagements (index-only scans).
  const q = params();
  const where = targetingFilters(campaign, opts, budgetUsd, q.p);
  if (countries.length > 0 && !perCountry) where.push(`c.country = any(${q.p(countries)}::text[])`);
  const bands = `generate_series(0, ${q.p(rateBand(budgetUsd))}::int) b(band)`;
  const markets = perCountry ? ` cross join unnest(${q.p(countries)}::text[]) m(country)` : '';
  const walk = (n: string, k: number) =>
    `(select x.* from ${bands}${markets} cross join lateral (
       select c.id, c.niche, c.expected_engagements as ee, c.rate_usd, c.name, c.handle, c.country, c.typical_rate, c.currency,
         null::text[] as topics
       from creators c
       where c.niche = ${q.p(n)}::text${perCountry ? ' and c.country = m.country' : ''} and rate_band(c.rate_usd) = b.band
         and ${where.join(' and ')}
       order by c.expected_engagements desc limit ${k}) x)`;
  const walks = [walk(niche, size + BAND_MARGIN), ...neighbours.map((n) => walk(n, neighbourCap + 1))];

  // 2. The nearest creators by meaning (HNSW top-K, unfiltered so the graph walk stays short; nearest_creators() of
  // migration 0019 sets ef_search for its own scan), then filtered: the topic-relevant ones of the niche and its
  // neighbours, whatever their value rank. Same statement as the walks: one round trip.
  const nearWhere = [`c.niche = any(${q.p([niche, ...neighbours])}::text[])`, ...targetingFilters(campaign, opts, budgetUsd, q.p)];
  if (countries.length > 0) nearWhere.push(`c.country = any(${q.p(countries)}::text[])`);
  const nearest = `(select c.id, c.niche, c.expected_engagements as ee, c.rate_usd, c.name, c.handle, c.country, c.typical_rate, c.currency,
       coalesce(c.topics, '{}') as topics
     from nearest_creators(${q.p(vector)}::vector, ${NEAREST_CANDIDATES}) c where ${nearWhere.join(' and ')})`;
  const rows = await jsonRows(db, [...walks, nearest].join(' union all '), q.list);

  // Own-niche creators from the walks need nothing more (the index carried it all), nor do the nearest (read with
  // their topics). Topics decide whether a neighbour may enter: the neighbours that can be picked are read by
  // primary key (a few dozen rows at most).
  const out = new Map<string, Candidate>();
  const neighbourRows: Record<string, unknown>[] = [];
  for (const r of rows) {
    const id = r.id as string;
    if (r.topics !== null) out.set(id, toCandidate(r, niche));
    else if (r.niche !== niche) neighbourRows.push(r);
    else if (!out.has(id)) out.set(id, toCandidate(r, niche));
  }
  // Of the neighbours' walks only their frontier can be picked (portfolio.ts skyline, at most ⌊size/10⌋ of them).
  const nItems = neighbourRows.map((r) => ({ value: num(r.ee), cost: num(r.rate_usd) }));
  const withTopics = new Set<string>();
  for (const i of skyline(nItems, nItems.map((_, j) => j), neighbourCap + BAND_MARGIN)) {
    const id = neighbourRows[i]!.id as string;
    if (!out.has(id)) withTopics.add(id);
  }
  if (withTopics.size > 0) {
    const read = await jsonRows(
      db,
      `select c.id, c.name, c.handle, c.country, c.niche, coalesce(c.topics, '{}') as topics, c.typical_rate, c.currency,
         c.expected_engagements as ee
       from creators c where c.id = any($1::uuid[])`,
      [[...withTopics]],
    );
    for (const r of read) out.set(r.id as string, toCandidate(r, niche));
  }
  return [...out.values()];
}

function toCandidate(r: Record<string, unknown>, niche: string): Candidate {
  return {
    id: r.id as string,
    name: r.name as string,
    handle: r.handle as string,
    country: r.country as string,
    niche: r.niche as string,
    topics: (r.topics as string[] | null) ?? null,
    typical_rate: num(r.typical_rate),
    currency: r.currency as string,
    expectedEngagements: num(r.ee),
    neighbour: r.niche !== niche,
  };
}

/** Full rows (and similarity to the campaign) of the candidates a response shows. */
export async function candidateDetails(db: SqlExecutor, ids: readonly string[], vector: string): Promise<Map<string, { creator: TCreator; similarity: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await jsonRows(
    db,
    `select ${CREATOR_COLUMNS}, 1 - (c.embedding <=> $1::vector) as similarity from creators c where c.id = any($2::uuid[])`,
    [vector, ids],
  );
  return new Map(rows.map((r) => [r.id as string, { creator: mapCreator(r), similarity: r.similarity === null ? 0 : num(r.similarity) }]));
}
