/**
 * Embedding provider interface and the texts we embed for creators and campaigns.
 *
 * Both sides go through one text builder each, so the stored vectors and the
 * query vectors are made from comparable texts whatever the provider. Any
 * change to these builders means `npm run reindex`.
 */

export interface EmbeddingProvider {
  readonly name: 'local' | 'openai-compatible';
  /** Length of every vector `embed` returns. */
  readonly dimension: number;
  /** One vector per text, in input order. Vectors are L2-normalised. */
  embed(texts: string[], opts?: { signal?: AbortSignal }): Promise<number[][]>;
}

/** A provider failed or answered something unusable; `retryable` says whether trying later may help. */
export class EmbeddingError extends Error {
  override readonly name = 'EmbeddingError';
  constructor(
    message: string,
    readonly details: { status?: number; retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }
}

/** The creator fields that describe what a creator makes content about. */
export interface CreatorTextFields {
  name?: string | null;
  channel_name?: string | null;
  handle?: string | null;
  niche?: string | null;
  topics?: readonly string[] | null;
  bio?: string | null;
}

/** The campaign fields that describe what is promoted and to whom. */
export interface CampaignTextFields {
  product_name?: string | null;
  product_description?: string | null;
  target_audience?: string | null;
  key_use_cases?: string | null;
  campaign_goal?: string | null;
  product_niche?: string | null;
}

const clean = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

function sentence(label: string, value: string): string {
  if (!value) return '';
  return `${label}: ${value}${/[.!?]$/.test(value) ? '' : '.'}`;
}

/**
 * Text embedded for a creator: niche, topics and bio carry the meaning; name
 * and channel name come last (they sometimes say the topic, e.g. 'TechWithAmit').
 */
export function creatorEmbeddingText(creator: CreatorTextFields): string {
  const topics = (creator.topics ?? []).map(clean).filter(Boolean);
  const names = [clean(creator.name), clean(creator.channel_name)].filter(Boolean);
  const uniqueNames = [...new Set(names)];
  return [
    sentence('Niche', clean(creator.niche)),
    sentence('Topics', topics.join(', ')),
    sentence('Bio', clean(creator.bio)),
    sentence('Name', uniqueNames.join(', ')),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Text embedded for a campaign: what the product is and does, for whom, and
 * its niche. The brand name is left out: it says nothing about creator fit.
 */
export function campaignEmbeddingText(campaign: CampaignTextFields): string {
  return [
    sentence('Product', clean(campaign.product_name)),
    sentence('Niche', clean(campaign.product_niche)),
    sentence('Description', clean(campaign.product_description)),
    sentence('Use cases', clean(campaign.key_use_cases)),
    sentence('Audience', clean(campaign.target_audience)),
    sentence('Goal', clean(campaign.campaign_goal)),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Cosine similarity of two vectors of equal length (0 when either is all zeros). */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new RangeError(`vector lengths differ: ${a.length} vs ${b.length}`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Scales a vector to unit length in place (left as is when all zeros). */
export function l2Normalize(v: number[]): number[] {
  let s = 0;
  for (const x of v) s += x * x;
  if (s === 0) return v;
  const k = 1 / Math.sqrt(s);
  for (let i = 0; i < v.length; i++) v[i] = v[i]! * k;
  return v;
}
