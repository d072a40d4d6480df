/**
 * Candidates for a campaign's shortlist, straight from the indexes of migration 0012: the creators of the campaign's
 * niche (and, fewer, of its closest neighbouring niches) that pass every targeting filter and whose rate alone fits
 * the budget, walked in two orders — most expected engagements, and most expected engagements per dollar — so the
 * pool holds both the big reach a large budget can buy and the value a small one needs. See docs/decisions/0008.
 */
import type { TCampaign, TCreator } from '@inflow/contracts';
import type { SqlExecutor } from '../../db/client.js';
import { num } from '../../lib/rows.js';
import { CREATOR_COLUMNS, mapCreator } from '../creators/creators.repo.js';
import { convertCurrency, NICHE_ADJACENCY } from './scoring.js';

/** Rows per niche and order; neighbours get fewer (at most 1 in 10 shortlisted creators come from them). */
export const OWN_NICHE_CANDIDATES = 250;
export const NEIGHBOUR_CANDIDATES = 40;
/** Neighbouring niches considered: the closest ones, at least this close. */
const NEIGHBOUR_MIN_CLOSENESS = 0.4;
const MAX_NEIGHBOURS = 3;
/** With more target countries than this, one walk per niche filters on the list instead of one walk per country. */
const MAX_COUNTRY_WALKS = 8;

export interface Candidate {
  id: string;
  name: string;
  handle: string;
  country: string;
  niche: string;
  topics: string[];
  typical_rate: number;
  currency: string;
  expectedEngagements: number;
  neighbour: boolean;
}

export function neighbourNiches(niche: string): string[] {
  return NICHE_ADJACENCY.filter(([a, b, w]) => (a === niche || b === niche) && w >= NEIGHBOUR_MIN_CLOSENESS)
    .sort((x, y) => y[2] - x[2])
    .slice(0, MAX_NEIGHBOURS)
    .map(([a, b]) => (a === niche ? b : a));
}

/** The budget in dollars as rate_usd is stored (as is when the campaign's currency is not in the table). */
export function budgetInUsd(campaign: Pick<TCampaign, 'total_budget' | 'currency'>): number {
  try {
    return convertCurrency(campaign.total_budget, campaign.currency, 'USD');
  } catch {
    return campaign.total_budget;
  }
}

export async function shortlistCandidates(
  tx: SqlExecutor,
  campaign: TCampaign,
  niche: string,
  exclude: readonly string[],
): Promise<Candidate[]> {
  const params: unknown[] = [];
  const p = (v: unknown) => (params.push(v), `$${params.length}`);
  const common: string[] = ['c.rate_usd > 0', `c.rate_usd <= ${p(budgetInUsd(campaign) * 1.001)}`];
  if (campaign.target_languages.length) common.push(`c.language = any(${p(campaign.target_languages)}::text[])`);
  if (campaign.platforms.length) common.push(`c.platform = any(${p(campaign.platforms)}::text[])`);
  if (campaign.min_followers !== null) common.push(`c.followers_count >= ${p(campaign.min_followers)}`);
  if (campaign.max_followers !== null) common.push(`c.followers_count <= ${p(campaign.max_followers)}`);
  if (exclude.length) common.push(`not (c.id = any(${p(exclude)}::uuid[]))`);
  const countries = campaign.target_countries;
  const perCountry = countries.length > 0 && countries.length <= MAX_COUNTRY_WALKS;
  if (countries.length > MAX_COUNTRY_WALKS) common.push(`c.country = any(${p(countries)}::text[])`);
  const where = common.join(' and ');
  const orders = ['c.expected_engagements desc', '(c.expected_engagements / greatest(c.rate_usd, 0.01)) desc'];
  const walks: string[] = [];
  const niches: Array<[string, number]> = [[niche, OWN_NICHE_CANDIDATES], ...neighbourNiches(niche).map((n) => [n, NEIGHBOUR_CANDIDATES] as [string, number])];
  for (const [n, k] of niches) {
    const np = p(n);
    for (const order of orders) {
      if (perCountry) {
        for (const country of countries) {
          walks.push(`(select c.id from creators c where c.niche = ${np} and c.country = ${p(country)} and ${where} order by ${order} limit ${k})`);
        }
      } else walks.push(`(select c.id from creators c where c.niche = ${np} and ${where} order by ${order} limit ${k})`);
    }
  }
  // Two steps: the walks return ids only (index scans), then the rows are read by primary key (a join on the
  // union lets the planner hash-join against a scan of the whole table).
  const { rows: ids } = await tx.query<{ id: string }>(walks.join(' union '), params);
  if (ids.length === 0) return [];
  // Only what the optimiser needs (wide rows cost more to decode than to find); full rows are read for the
  // creators the response shows (candidateDetails).
  const { rows } = await tx.query<Record<string, unknown>>(
    `select c.id, c.name, c.handle, c.country, c.niche, c.topics, c.typical_rate, c.currency, c.expected_engagements
     from creators c where c.id = any($1::uuid[])`,
    [ids.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: r.id as string,
    name: r.name as string,
    handle: r.handle as string,
    country: r.country as string,
    niche: r.niche as string,
    topics: (r.topics as string[]) ?? [],
    typical_rate: num(r.typical_rate),
    currency: r.currency as string,
    expectedEngagements: num(r.expected_engagements),
    neighbour: r.niche !== niche,
  }));
}

/** Full rows (and similarity to the campaign) of the candidates a response shows. */
export async function candidateDetails(db: SqlExecutor, ids: readonly string[], vector: string): Promise<Map<string, { creator: TCreator; similarity: number }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Record<string, unknown>>(
    `select ${CREATOR_COLUMNS}, 1 - (c.embedding <=> $1::vector) as similarity from creators c where c.id = any($2::uuid[])`,
    [vector, ids],
  );
  return new Map(rows.map((r) => [r.id as string, { creator: mapCreator(r), similarity: r.similarity === null ? 0 : num(r.similarity) }]));
}
