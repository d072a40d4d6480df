import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyExtractionPlan, type TExtractCampaignResponse } from '@inflow/contracts';
import { json, renderRoute, stubApi } from '@/test/render';
import { formatMoney } from '@/lib/format';
import { CampaignBuilderPage } from './campaign-builder-page';

const incomplete: TExtractCampaignResponse = {
  campaign: {
    product_name: 'BoltBuds',
    brand_name: '',
    product_description: 'Wireless earbuds for workouts',
    target_audience: 'Gym-goers 18-30',
    key_use_cases: 'Workout reels',
    campaign_goal: 'Pre-orders',
    product_niche: 'technology',
    total_budget: null,
  },
  currency: 'INR',
  missing_fields: ['Brand Name', 'Total Budget'],
  complete: false,
  message:
    'Oops! Looks like your brief is missing: Brand Name, Total Budget. Please add these details to your brief for a complete campaign setup!',
  provider: 'local',
  plan: emptyExtractionPlan(),
  review_fields: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('AI Campaign Builder', () => {
  it('disables Generate for a blank brief and counts characters', async () => {
    renderRoute(<CampaignBuilderPage />);
    const button = screen.getByRole('button', { name: 'Generate Campaign' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Campaign brief'), '   ');
    expect(button).toBeDisabled();
    expect(screen.getByText(/^3 \/ 20,000 characters$/)).toBeInTheDocument();
  });

  it('shows the missing card, lets the user fill the gaps, creates the campaign and redirects', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = stubApi({
      'POST /api/v1/ai/extract-campaign': async () => {
        await gate;
        return json(incomplete);
      },
      'POST /api/v1/campaigns/': (_u, init) => json({ id: 'c-123', ...JSON.parse(String(init?.body)) }, 201),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoute(<CampaignBuilderPage />, {
      extra: [{ path: '/campaigns/:id', element: <p>detail page</p> }],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Campaign brief'), 'BoltBuds earbuds for gym-goers');
    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByText('Analyzing your campaign brief...')).toBeInTheDocument();
    release();

    const card = await screen.findByRole('alert', { name: /Missing Information/ });
    expect(card).toHaveTextContent(incomplete.message!);
    const chips = screen.getByRole('list', { name: 'Missing fields' });
    expect(chips).toHaveTextContent('Brand Name');
    expect(chips).toHaveTextContent('Total Budget');

    // Creating with gaps is refused; filling them works.
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(api.calls.some((c) => c.path === '/api/v1/campaigns/')).toBe(false);
    await user.type(screen.getByLabelText(/^Brand Name/), 'Sonix');
    await user.type(screen.getByLabelText(/^Total Budget/), '800000');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/c-123'));
    const create = api.calls.find((c) => c.path === '/api/v1/campaigns/');
    expect(create?.body).toMatchObject({ brand_name: 'Sonix', total_budget: 800000, currency: 'INR', product_niche: 'technology' });
    expect(await screen.findByText('Campaign Created')).toBeInTheDocument();
    expect(screen.getByText('Your campaign has been created successfully.')).toBeInTheDocument();
  });

  it('shows the green card for a complete brief', async () => {
    const complete = {
      ...incomplete,
      campaign: { ...incomplete.campaign, brand_name: 'Sonix', total_budget: 800000 },
      missing_fields: [],
      complete: true,
      message: null,
    };
    vi.stubGlobal('fetch', stubApi({ 'POST /api/v1/ai/extract-campaign': () => json(complete) }).fetch);
    renderRoute(<CampaignBuilderPage />);
    await userEvent.type(screen.getByLabelText('Campaign brief'), 'brief');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    expect(await screen.findByText('Campaign Details Extracted Successfully!')).toBeInTheDocument();
    expect(screen.getByText(formatMoney(800000, 'INR'))).toBeInTheDocument();
  });

  it('shows the generic error with the server message', async () => {
    vi.stubGlobal('fetch', stubApi({ 'POST /api/v1/ai/extract-campaign': () => json({ message: 'LLM timed out', code: 'UPSTREAM' }, 502) }).fetch);
    renderRoute(<CampaignBuilderPage />);
    await userEvent.type(screen.getByLabelText('Campaign brief'), 'brief');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    expect(await screen.findByText('Something went wrong while processing your brief. Please try again!')).toBeInTheDocument();
    expect(screen.getByText('HTTP error! status: 502, message: LLM timed out')).toBeInTheDocument();
  });
});
