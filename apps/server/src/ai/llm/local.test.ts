// The offline extractor on hand-written briefs of every style: one expectation per behaviour.
import { describe, expect, it } from 'vitest';
import { missingFieldsMessage } from './llm.js';
import { createLocalLlm, extractLocally } from './local.js';

const budgetOf = (brief: string) => extractLocally(brief).campaign.total_budget;

describe('local extractor: budget', () => {
  it('multiplies the higher end of the creator range by the higher end of the rate range', () => {
    expect(budgetOf('Launching Zing by Fizzwell. Budget: 8 to 10 profiles at 70K-80K per profile.')).toBe(800_000);
    expect(budgetOf('We need 4-6 tech reviewers, ₹90,000 to ₹1.2 lakh per reviewer.')).toBe(720_000);
    expect(budgetOf('Looking for 12–15 streamers at $900–$1,250 each.')).toBe(18_750);
    expect(budgetOf('We would like between 6 and 8 mum creators, £600-£900 each.')).toBe(7_200);
  });

  it('reads lakh, lac, crore, k, mn and Indian digit grouping', () => {
    expect(budgetOf('Budget: ₹8,00,000 for food creators.')).toBe(800_000);
    expect(budgetOf('We have Rs 6 lacs for travel creators.')).toBe(600_000);
    expect(budgetOf('Overall budget: 1.5 crore for finance creators.')).toBe(15_000_000);
    expect(budgetOf('Budget: 1.2 cr.')).toBe(12_000_000);
    expect(budgetOf('Budget: INR 1.8 mn for lifestyle creators.')).toBe(1_800_000);
    expect(budgetOf('Budget for the whole thing: $18.5k.')).toBe(18_500);
    expect(budgetOf('budget 3L, beauty creators')).toBe(300_000);
    expect(budgetOf('Our budget is around five lakh rupees for home creators.')).toBe(500_000);
  });

  it('takes a stated total as is, even when creators and rates are mentioned too', () => {
    expect(budgetOf('We have ₹4,00,000 in total (roughly 8 creators at ₹50,000 each).')).toBe(400_000);
    expect(budgetOf('Total budget: $1.2M across 150 home creators.')).toBe(1_200_000);
  });

  it('treats TBD, zero and placeholders as missing', () => {
    for (const brief of [
      'Launching Kora rugs by Tanabana Home. Budget: TBD.',
      'Budget: Rs. 0/- as of now, we can only offer a 15% affiliate commission.',
      'Budget: ₹XX,XXX (to be confirmed).',
      "Haven't figured out the budget yet.",
      'Budget is to be decided.',
    ]) {
      const r = extractLocally(brief);
      expect(r.campaign.total_budget, brief).toBeNull();
      expect(r.missing_fields, brief).toContain('Total Budget');
    }
  });

  it('never takes a product price for the budget', () => {
    expect(budgetOf('Our app GoldSip lets you buy gold from ₹10. Sold at ₹24,990 retail. No budget decided.')).toBeNull();
    expect(budgetOf('Kombucha in 330 ml bottles (₹180 each). Budget: ₹2 lakh.')).toBe(200_000);
    expect(budgetOf('A magnetic charging stand, $59. $35k for tech creators.')).toBe(35_000);
    expect(budgetOf('Automatic watches (₹18,000–₹25,000). Budget ₹7.5 lakh; fashion creators.')).toBe(750_000);
  });

  it('ignores follower counts, dates, percentages, specs and targets', () => {
    expect(budgetOf('Pet creators preferred (dogs with 100K+ followers!). Goal: 1 lakh app installs by 5 Jan, a 30% lift, 150,000 Scoville.')).toBeNull();
    expect(budgetOf('Goal: 1 lakh Nykaa units. Creators: 25 micro beauty influencers @ ₹15k-18k per post')).toBe(450_000);
  });

  it('reports the currency of the budget, INR by default', () => {
    expect(extractLocally('Budget: £22,000 for fashion creators.').currency).toBe('GBP');
    expect(extractLocally('Total available: €30k, parenting creators only.').currency).toBe('EUR');
    expect(extractLocally('We can spend AED 60,000 on pet influencers.').currency).toBe('AED');
    expect(extractLocally('Budget: 5 lakh.').currency).toBe('INR');
    expect(extractLocally('Hello? Is this thing working?').currency).toBe('INR');
  });
});

describe('local extractor: whole briefs', () => {
  it('reads a labelled brief', () => {
    const r = extractLocally(
      [
        'Product: Trailmix Pro',
        'Brand: Summit Snacks',
        'Description: a high-protein trail mix with roasted almonds, cranberries and dark chocolate',
        'Target audience: hikers and gym-goers aged 20-35',
        'Key use cases: mid-hike fuel, post-workout snack, office desk drawer',
        'Campaign goal: 10,000 packs sold on Amazon',
        'Budget: ₹3,00,000 for food creators',
      ].join('\n'),
    );
    expect(r.campaign).toMatchObject({
      product_name: 'Trailmix Pro',
      brand_name: 'Summit Snacks',
      product_niche: 'food',
      total_budget: 300_000,
    });
    expect(r.campaign.product_description).toContain('trail mix');
    expect(r.campaign.target_audience).toContain('hikers');
    expect(r.campaign.key_use_cases).toContain('post-workout snack');
    expect(r.campaign.campaign_goal).toContain('10,000 packs');
    expect(r.complete).toBe(true);
    expect(r.provider).toBe('local');
  });

  it('reads an email with a greeting and a signature, and keeps the signature out of the fields', () => {
    const r = extractLocally(
      `Hi Inflow team,

Hope you're well! Lumen Labs is launching Nightowl, a clip-on reading light with three warm brightness levels and a 40-hour battery ($24).

It's for students and night-shift nurses who read late without waking anyone.
People use it for reading in bed, late-night study sessions and camping trips.
We want Amazon sales and 500 five-star reviews.

We've set aside $12,000 for tech and lifestyle creators.

Best regards,
Dana Whitfield
Growth Lead, Lumen Labs`,
    );
    expect(r.campaign.product_name).toBe('Nightowl');
    expect(r.campaign.brand_name).toBe('Lumen Labs');
    expect(r.campaign.total_budget).toBe(12_000);
    expect(r.campaign.product_niche).toBe('technology');
    expect(r.campaign.target_audience).toMatch(/students and night-shift nurses/);
    expect(r.campaign.key_use_cases).toMatch(/reading in bed/);
    expect(r.campaign.campaign_goal).toMatch(/Amazon sales/);
    const all = Object.values(r.campaign).join(' ');
    expect(all).not.toMatch(/Dana|Best regards|Hope you/);
    expect(r.currency).toBe('USD');
  });

  it('reads a chatty one-liner', () => {
    const r = extractLocally(
      'hey! we are Brewbuddy and we are launching Coldsnap, a cold brew coffee concentrate for busy college students, perfect for exam nights and early lectures, goal is 5k orders, budget 2 lakh for food creators',
    );
    expect(r.campaign).toMatchObject({ product_name: 'Coldsnap', brand_name: 'Brewbuddy', product_niche: 'food', total_budget: 200_000 });
    expect(r.campaign.product_description).toMatch(/cold brew coffee concentrate/);
    expect(r.campaign.target_audience).toMatch(/college students/);
    expect(r.campaign.key_use_cases).toMatch(/exam nights/);
    expect(r.campaign.campaign_goal).toMatch(/5k orders/);
  });

  it('leaves fields the brief says are undecided empty', () => {
    const r = extractLocally(
      "Hi, Veerana Watches here. We're working on a new line of automatic watches with sapphire crystal — the collection name is still under wraps. Target: men and women 28-45. Wear it to the office and weddings. We're yet to finalise what the campaign should achieve. Budget ₹7.5 lakh; fashion creators.",
    );
    expect(r.campaign.product_name).toBe('');
    expect(r.campaign.brand_name).toBe('Veerana Watches');
    expect(r.campaign.campaign_goal).toBe('');
    expect(r.missing_fields).toEqual(['Product Name', 'Campaign Goal']);
  });

  it('returns everything missing for a brief with no content, with the spec message', async () => {
    const r = await createLocalLlm().extractCampaign('Hello? Is this thing working? 😅');
    expect(r.complete).toBe(false);
    expect(r.missing_fields).toEqual([
      'Product Name',
      'Brand Name',
      'Product Description',
      'Target Audience',
      'Key Use Cases',
      'Campaign Goal',
      'Product Niche',
      'Total Budget',
    ]);
    expect(missingFieldsMessage(r.missing_fields.slice(-2))).toBe(
      'Oops! Looks like your brief is missing: Product Niche, Total Budget. Please add these details to your brief for a complete campaign setup!',
    );
  });

  it('is deterministic and honours an aborted signal', async () => {
    const brief = 'Sniffwise here. We are launching Loop, a GPS collar for dogs. Audience: dog owners. Budget: $20k.';
    expect(extractLocally(brief)).toEqual(extractLocally(brief));
    const ac = new AbortController();
    ac.abort();
    await expect(createLocalLlm().extractCampaign(brief, { signal: ac.signal })).rejects.toThrow();
  });
});
