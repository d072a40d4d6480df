import { describe, expect, it } from 'vitest';
import { emptyExtractionPlan, type TExtractCampaignResponse } from '@inflow/contracts';
import { EMPTY_FORM, checkCampaignForm, formFromExtraction, mergeExtraction, missingFieldsMessage, parseBudget, reviewFlags, type CampaignFormValues } from './campaign-form';

const full: CampaignFormValues = {
  ...EMPTY_FORM,
  product_name: 'BoltBuds',
  brand_name: 'Sonix',
  product_description: 'Wireless earbuds',
  target_audience: 'Gym-goers 18-30 in India',
  key_use_cases: 'Workouts',
  campaign_goal: 'Pre-orders',
  product_niche: 'technology',
  total_budget: '800000',
  currency: 'INR',
  planned_creators: '10',
};

describe('missingFieldsMessage', () => {
  it("is the spec's text", () => {
    expect(missingFieldsMessage(['Brand Name', 'Total Budget'])).toBe(
      'Oops! Looks like your brief is missing: Brand Name, Total Budget. Please add these details to your brief for a complete campaign setup!',
    );
  });
});

describe('checkCampaignForm', () => {
  it('builds the create payload when all eight fields are present', () => {
    const r = checkCampaignForm(full);
    expect(r.missing).toEqual([]);
    expect(r.payload).toMatchObject({ product_name: 'BoltBuds', total_budget: 800000, currency: 'INR', planned_creators: 10, status: 'planning' });
  });
  it('lists empty fields and a budget that is not above zero, in the spec order', () => {
    const r = checkCampaignForm({ ...full, brand_name: '  ', total_budget: '0', product_name: '' });
    expect(r.missing).toEqual(['Product Name', 'Brand Name', 'Total Budget']);
    expect(r.payload).toBeNull();
  });
  it('reads budgets with separators', () => {
    expect(parseBudget('8,00,000')).toBe(800000);
    expect(parseBudget('TBD')).toBeNaN();
    expect(checkCampaignForm({ ...full, total_budget: '-5' }).missing).toEqual(['Total Budget']);
  });
});

describe('formFromExtraction', () => {
  it('prefills the form and leaves a missing budget empty', () => {
    const x: TExtractCampaignResponse = {
      campaign: { ...full, total_budget: null, product_niche: 'fitness' },
      currency: 'USD',
      missing_fields: ['Total Budget'],
      complete: false,
      message: null,
      provider: 'local',
      plan: emptyExtractionPlan(),
      review_fields: [],
    };
    expect(formFromExtraction(x)).toMatchObject({ total_budget: '', currency: 'USD', product_niche: 'fitness' });
  });
});

describe('Generate again and review flags', () => {
  const x = (over: Partial<TExtractCampaignResponse> = {}): TExtractCampaignResponse => ({
    campaign: { ...full, total_budget: 800000 },
    currency: 'INR',
    missing_fields: [],
    complete: true,
    message: null,
    provider: 'local',
    plan: { ...emptyExtractionPlan(), planned_creators: 12, platforms: ['instagram'] },
    review_fields: ['total_budget', 'niche_text'],
    ...over,
  });

  it('keeps every touched field and refreshes the rest', () => {
    const first = formFromExtraction(x());
    const edited = { ...first, product_name: 'Mine', planned_creators: '20' };
    const again = x({ campaign: { ...full, product_name: 'Theirs', brand_name: 'New Brand', total_budget: 900000 }, plan: { ...emptyExtractionPlan(), planned_creators: 30, platforms: ['youtube'] } });
    const merged = mergeExtraction(edited, new Set(['product_name', 'planned_creators'] as const), again);
    expect(merged).toMatchObject({ product_name: 'Mine', planned_creators: '20', brand_name: 'New Brand', total_budget: '900000', platforms: ['youtube'] });
    // Nothing touched: all fresh.
    expect(mergeExtraction(edited, new Set(), again)).toEqual(formFromExtraction(again));
  });

  it('flags what the extractor is unsure of, and a creator count it did not read; edits clear the flag', () => {
    expect([...reviewFlags(x(), new Set())].sort()).toEqual(['product_niche', 'total_budget']);
    const unread = x({ plan: emptyExtractionPlan(), review_fields: [] });
    expect(formFromExtraction(unread).planned_creators).toBe('10');
    expect([...reviewFlags(unread, new Set())]).toEqual(['planned_creators']);
    expect([...reviewFlags(x(), new Set(['total_budget'] as const))]).toEqual(['product_niche']);
    // An unsure canonical niche marks the matching niche; the niche text too when it is that same niche.
    const niche = x({ review_fields: ['product_niche'] });
    expect([...reviewFlags(niche, new Set())].sort()).toEqual(['niche', 'product_niche']);
    const own = x({ review_fields: ['product_niche'], plan: { ...emptyExtractionPlan(), planned_creators: 12, niche_text: 'gym gear' } });
    expect([...reviewFlags(own, new Set())]).toEqual(['niche']);
  });
});
