/**
 * Audience quality: 0-100 per creator, from signals the stored profile has. 100 = nothing looks wrong.
 *
 *   engagement vs the norm   engagement far above (bought likes, pods) or far below (bought or dead followers)
 *                            what accounts of the same platform and size get
 *   interactions per view    likes and comments that outnumber what the views can explain (bought engagement)
 *   views per follower       followers who never watch (bought followers)
 *   home-market share        an audience spread thin over other countries, when the creator claims one market
 *
 * Follower growth would be a fifth signal (sudden jumps) but no follower history is stored yet.
 *
 * The same formula is the SQL function creator_audience_quality() behind the stored, generated column
 * creators.audience_quality (migration 0012), so every write path (seed, import, update) keeps it current;
 * a test checks the two agree.
 */

type Platform = 'instagram' | 'youtube' | 'tiktok' | 'twitter';

/**
 * Norms by platform at 10k followers, falling with size (public benchmark reports: engagement and views per
 * follower shrink as audiences grow): engagement rate in percent, and average views as a share of followers.
 */
export const QUALITY_NORMS: Record<Platform, { er10k: number; views10k: number }> = {
  instagram: { er10k: 5, views10k: 0.3 },
  youtube: { er10k: 4, views10k: 0.18 },
  tiktok: { er10k: 8, views10k: 0.9 },
  twitter: { er10k: 1.8, views10k: 0.12 },
};
export const ER_SIZE_EXPONENT = -0.23;
export const VIEWS_SIZE_EXPONENT = -0.1;

/** Tolerances: within these factors of the norm nothing is penalised; beyond, the penalty grows smoothly. */
export const QUALITY_TOLERANCE = {
  engagement: 2.2,
  interactionsPerView: 2.5,
  lowViews: 4,
} as const;

export interface QualityInput {
  platform: string;
  followers_count: number;
  engagement_rate: number;
  avg_views: number;
  country: string;
  audience?: { countries?: Record<string, number> | null } | null;
}

export interface QualitySignals {
  /** engagement / norm for the platform and size */
  engagementRatio: number;
  /** (engagement / views per follower) / the norm's */
  interactionsPerViewRatio: number | null;
  /** views per follower / norm */
  viewsRatio: number | null;
  /** share of the audience in the creator's own country, when the split is known */
  homeShare: number | null;
  score: number;
}

/** Penalty factor in (0, 1]: 1 within `tolerance` of the norm (in log terms), gaussian in the excess beyond. */
const band = (ratio: number, tolerance: number, width: number) => {
  const excess = Math.abs(Math.log(ratio)) - Math.log(tolerance);
  return excess <= 0 ? 1 : Math.exp(-(excess * excess) / (2 * width * width));
};

/** 1 up to `tolerance`, then (tolerance / ratio)^2. */
const above = (ratio: number, tolerance: number) => (ratio <= tolerance ? 1 : (tolerance / ratio) ** 2);

export function audienceQualitySignals(c: QualityInput): QualitySignals {
  const norm = QUALITY_NORMS[c.platform as Platform] ?? QUALITY_NORMS.instagram;
  const size = Math.max(c.followers_count, 100) / 10_000;
  const erNorm = norm.er10k * Math.pow(size, ER_SIZE_EXPONENT);
  const viewsNorm = norm.views10k * Math.pow(size, VIEWS_SIZE_EXPONENT);
  const er = Math.max(c.engagement_rate, 0.01);
  const engagementRatio = er / erNorm;
  // Too little engagement: a gaussian penalty beyond the tolerance. Too much: (tolerance / ratio)^2, so that
  // expected engagements (followers x engagement x quality) fall as the claimed engagement rises past the plausible.
  let s = engagementRatio < 1 ? band(engagementRatio, QUALITY_TOLERANCE.engagement, 0.45) : above(engagementRatio, QUALITY_TOLERANCE.engagement);

  let viewsRatio: number | null = null;
  let interactionsPerViewRatio: number | null = null;
  if (c.avg_views > 0 && c.followers_count > 0) {
    const share = c.avg_views / c.followers_count;
    viewsRatio = share / viewsNorm;
    // Only too few views count against an account: a viral video is not fraud.
    if (viewsRatio < 1) s *= band(viewsRatio, QUALITY_TOLERANCE.lowViews, 0.6);
    interactionsPerViewRatio = er / 100 / share / (erNorm / 100 / viewsNorm);
    if (interactionsPerViewRatio > 1) s *= above(interactionsPerViewRatio, QUALITY_TOLERANCE.interactionsPerView);
  }

  let homeShare: number | null = null;
  const countries = c.audience?.countries;
  // Only when the split names a country other than the creator's own (an imported profile only knows its home).
  if (countries && Object.keys(countries).some((k) => k !== c.country)) {
    homeShare = countries[c.country] ?? 0;
    // Below 40% at home the audience is suspicious; at 15% it is mostly elsewhere.
    if (homeShare < 0.4) s *= 0.35 + 0.65 * Math.max(0, (homeShare - 0.15) / 0.25);
  }
  return { engagementRatio, interactionsPerViewRatio, viewsRatio, homeShare, score: Math.round(100 * s) };
}

export const audienceQuality = (c: QualityInput): number => audienceQualitySignals(c).score;

/** Short reason for a low score, for the match's `why` line and the profile. Null when nothing stands out. */
export function audienceQualityNote(c: QualityInput): string | null {
  const q = audienceQualitySignals(c);
  const notes: string[] = [];
  if (q.engagementRatio > QUALITY_TOLERANCE.engagement) notes.push(`engagement ${q.engagementRatio.toFixed(1)}x the norm for its size`);
  if (q.engagementRatio < 1 / QUALITY_TOLERANCE.engagement) notes.push(`engagement ${q.engagementRatio.toFixed(2)}x the norm for its size`);
  if (q.viewsRatio !== null && q.viewsRatio < 1 / QUALITY_TOLERANCE.lowViews) notes.push('few views per follower');
  if (q.interactionsPerViewRatio !== null && q.interactionsPerViewRatio > QUALITY_TOLERANCE.interactionsPerView) notes.push('more interactions than views explain');
  if (q.homeShare !== null && q.homeShare < 0.4) notes.push(`only ${Math.round(q.homeShare * 100)}% of the audience in ${c.country}`);
  return notes.length ? notes.join('; ') : null;
}

export type QualityVerdict = 'genuine' | 'doubtful' | 'suspicious';
export const qualityVerdict = (score: number): QualityVerdict => (score >= 80 ? 'genuine' : score >= 50 ? 'doubtful' : 'suspicious');

/** Every signal the stored profile allows, in words, for the creator profile. */
export function audienceQualityReport(c: QualityInput): {
  score: number;
  verdict: QualityVerdict;
  signals: { signal: string; ok: boolean; detail: string }[];
  unknown: string[];
} {
  const q = audienceQualitySignals(c);
  const platform = QUALITY_NORMS[c.platform as Platform] ? c.platform : 'instagram';
  const signals: { signal: string; ok: boolean; detail: string }[] = [];
  const unknown: string[] = ['Follower growth (no follower history is stored)'];
  const er = q.engagementRatio;
  signals.push({
    signal: 'Engagement vs the norm',
    ok: er <= QUALITY_TOLERANCE.engagement && er >= 1 / QUALITY_TOLERANCE.engagement,
    detail: `${c.engagement_rate}% is ${er.toFixed(2)}x what ${platform} accounts of this size usually get (normal: ${(1 / QUALITY_TOLERANCE.engagement).toFixed(2)}x-${QUALITY_TOLERANCE.engagement}x)`,
  });
  if (q.viewsRatio === null || q.interactionsPerViewRatio === null) {
    unknown.push('Views per follower and interactions per view (no average views stored)');
  } else {
    signals.push({
      signal: 'Views per follower',
      ok: q.viewsRatio >= 1 / QUALITY_TOLERANCE.lowViews,
      detail: `${q.viewsRatio.toFixed(2)}x the norm (below ${(1 / QUALITY_TOLERANCE.lowViews).toFixed(2)}x suggests bought followers)`,
    });
    signals.push({
      signal: 'Interactions per view',
      ok: q.interactionsPerViewRatio <= QUALITY_TOLERANCE.interactionsPerView,
      detail: `${q.interactionsPerViewRatio.toFixed(2)}x the norm (above ${QUALITY_TOLERANCE.interactionsPerView}x suggests bought engagement)`,
    });
  }
  if (q.homeShare === null) unknown.push(`Audience spread (no audience split beyond ${c.country} is stored)`);
  else {
    signals.push({
      signal: 'Audience in the home market',
      ok: q.homeShare >= 0.4,
      detail: `${Math.round(q.homeShare * 100)}% of the audience is in ${c.country} (below 40% is suspicious for a creator of one market)`,
    });
  }
  return { score: q.score, verdict: qualityVerdict(q.score), signals, unknown };
}
