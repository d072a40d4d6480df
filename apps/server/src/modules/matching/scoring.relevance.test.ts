/**
 * Relevance of embedding retrieval + scoring on the generated creator data
 * set, in memory (no database): for campaigns across the niches, the top 10
 * must be at least 90% creators whose niche or topics fit, and every match's
 * budget_fit must follow the budget rule for its rate.
 */
import { describe, expect, it } from 'vitest';
import { campaignEmbeddingText, creatorEmbeddingText } from '../../ai/embeddings/embeddings.js';
import { createLocalEmbeddings } from '../../ai/embeddings/local.js';
import { generateCreators } from '../../db/seed/creators-generator.js';
import {
  budgetFit,
  buildMatchContext,
  computePeerMedians,
  engagementPeerKey,
  nicheMatch,
  rateInCampaignCurrency,
  round1,
  scoreCreator,
} from './scoring.js';

const CAMPAIGNS = [
  { product_name: 'PulseBuds Pro', product_niche: 'technology', product_description: 'Sweat-proof wireless earbuds with noise cancelling', key_use_cases: 'gym workouts, running, commuting', target_audience: 'young men and women 18-30 in India', total_budget: 800_000, currency: 'INR' },
  { product_name: 'GlowUp SPF 50', product_niche: 'beauty', product_description: 'lightweight sunscreen for oily skin', key_use_cases: 'daily skincare routine', target_audience: 'young women 18-30 in India', total_budget: 500_000, currency: 'INR' },
  { product_name: 'WheyMax', product_niche: 'fitness', product_description: 'whey protein for muscle recovery', key_use_cases: 'post workout shakes', target_audience: 'gym-goers 18-35', total_budget: 600_000, currency: 'INR' },
  { product_name: 'Masala Magic', product_niche: 'food', product_description: 'ready-to-cook spice mixes', key_use_cases: 'quick weeknight dinners', target_audience: 'Hindi-speaking home cooks', total_budget: 300_000, currency: 'INR' },
  { product_name: 'Roam Pack', product_niche: 'travel', product_description: 'carry-on backpack for long trips', key_use_cases: 'backpacking, weekend getaways', target_audience: 'UK millennials', total_budget: 20_000, currency: 'GBP' },
  { product_name: 'FragZone Controller', product_niche: 'gaming', product_description: 'pro wireless controller for mobile and pc gaming', key_use_cases: 'fps games, esports', target_audience: 'Gen Z gamers in India', total_budget: 400_000, currency: 'INR' },
  { product_name: 'SIPSmart', product_niche: 'finance', product_description: 'an app to start mutual fund SIPs', key_use_cases: 'investing, tax saving', target_audience: 'young professionals in India', total_budget: 500_000, currency: 'INR' },
  { product_name: 'LearnLoop', product_niche: 'education', product_description: 'exam prep app with live classes', key_use_cases: 'study planning, doubt solving', target_audience: 'college students', total_budget: 300_000, currency: 'INR' },
  { product_name: 'CalmMind', product_niche: 'health', product_description: 'meditation and sleep app', key_use_cases: 'stress relief, better sleep', target_audience: 'US office workers', total_budget: 30_000, currency: 'USD' },
  { product_name: 'TinyToes Diapers', product_niche: 'parenting', product_description: 'soft organic diapers', key_use_cases: 'newborn care', target_audience: 'new moms in India', total_budget: 400_000, currency: 'INR' },
  { product_name: 'Pawfect Kibble', product_niche: 'pets', product_description: 'grain-free dog food', key_use_cases: 'daily feeding, puppy nutrition', target_audience: 'dog parents in the US', total_budget: 25_000, currency: 'USD' },
  { product_name: 'NestLite', product_niche: 'home', product_description: 'smart LED lamps for home decor', key_use_cases: 'living room makeover', target_audience: 'homeowners 25-45', total_budget: 300_000, currency: 'INR' },
  { product_name: 'VoltRide', product_niche: 'automotive', product_description: 'electric scooter', key_use_cases: 'city commuting', target_audience: 'urban men 20-35 in India', total_budget: 500_000, currency: 'INR' },
  { product_name: 'ThreadCo', product_niche: 'fashion', product_description: 'sustainable streetwear hoodies', key_use_cases: 'everyday outfits', target_audience: 'Gen Z', total_budget: 400_000, currency: 'INR' },
  { product_name: 'StreamBox', product_niche: 'entertainment', product_description: 'a streaming service for movies and web series', key_use_cases: 'binge watching', target_audience: 'Hindi-speaking audiences', total_budget: 500_000, currency: 'INR' },
  { product_name: 'DayPlanner', product_niche: 'lifestyle', product_description: 'a daily planner and journal', key_use_cases: 'morning routines, productivity', target_audience: 'women 20-35', total_budget: 200_000, currency: 'INR' },
  // No niche given: the text alone has to find the right creators.
  { product_name: 'RunFuel Gel', product_niche: '', product_description: 'energy gels for marathon runners', key_use_cases: 'long runs, race day', target_audience: 'runners in the UK', total_budget: 15_000, currency: 'GBP' },
];

describe('relevance on generated creators (local embedding + scoring)', () => {
  const creators = [...generateCreators({ count: 20_000 })];
  const provider = createLocalEmbeddings();
  const vectors = provider.embedSync(creators.map(creatorEmbeddingText));
  const medians = computePeerMedians(creators);

  it.each(CAMPAIGNS)('top 10 for $product_name fit the campaign and follow the budget rule', (campaign) => {
    const [q] = provider.embedSync([campaignEmbeddingText(campaign)]);
    // Exact nearest neighbours stand in for the HNSW index here.
    const pool = vectors
      .map((v, i) => [i, v.reduce((s, x, k) => s + x * q![k]!, 0)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 300)
      .map(([i]) => creators[i]!);
    const ctx = buildMatchContext({ ...campaign, planned_creators: 10 });
    const top = pool
      .map((c) => ({ c, s: scoreCreator(ctx, c, medians.get(engagementPeerKey(c.platform, c.followers_count)) ?? NaN) }))
      .sort((a, b) => b.s.match_score - a.s.match_score)
      .slice(0, 10);
    expect(top).toHaveLength(10);

    const fits = top.filter(({ c }) => (campaign.product_niche ? c.niche === campaign.product_niche : false) || nicheMatch(ctx.niche, ctx.keywords, c) >= 50);
    expect(fits.length, top.map(({ c }) => `${c.niche}: ${c.topics.join(', ')}`).join('\n')).toBeGreaterThanOrEqual(9);

    for (const { c, s } of top) {
      expect(s.budget_fit).toBe(round1(budgetFit(rateInCampaignCurrency(c, ctx.currency), ctx.perCreatorBudget)));
    }
  });
});
