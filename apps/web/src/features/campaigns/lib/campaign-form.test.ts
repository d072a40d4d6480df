import { describe, expect, it } from 'vitest';
import { emptyExtractionPlan, type TExtractCampaignResponse } from '@inflow/contracts';
import { EMPTY_FORM, checkCampaignForm, formFromExtraction, missingFieldsMessage, parseBudget, type CampaignFormValues } from './campaign-form';

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
