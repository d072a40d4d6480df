import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyExtractionPlan, type TExtractCampaignResponse } from '@inflow/contracts';
import { json, renderRoute, stubApi } from '@/test/render';
import { formatMoney } from '@/lib/format';
import { CampaignBuilderPage } from './campaign-builder-page';

// Whole user journeys (typing, several steps): more than the default 5 s when the machine is busy.
const LONG_JOURNEY_MS = 30_000;

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
  }, LONG_JOURNEY_MS);

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

    // Going on with gaps is refused (no confirm step, nothing created); filling them works.
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    expect(screen.queryByRole('button', { name: 'Create Campaign' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/v1/campaigns/')).toBe(false);
    await user.type(screen.getByLabelText(/^Brand Name/), 'Sonix');
    await user.type(screen.getByLabelText(/^Total Budget/), '800000');
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    // The confirm step: the whole plan; the creator count was not in the brief (default 10), so it must be checked.
    const confirm = screen.getByRole('region', { name: 'Confirm your campaign' });
    expect(confirm).toHaveTextContent('Sonix');
    expect(confirm).toHaveTextContent('Not sure — check');
    const createButton = screen.getByRole('button', { name: 'Create Campaign' });
    expect(createButton).toBeDisabled();
    expect(api.calls.some((c) => c.path === '/api/v1/campaigns/')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: /I have checked the values marked/ }));
    await user.click(createButton);

    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/c-123'));
    const create = api.calls.find((c) => c.path === '/api/v1/campaigns/');
    expect(create?.body).toMatchObject({
      brand_name: 'Sonix',
      total_budget: 800000,
      currency: 'INR',
      product_niche: 'technology',
      niches: ['technology'],
      brief: 'BoltBuds earbuds for gym-goers',
    });
    expect(await screen.findByText('Campaign Created')).toBeInTheDocument();
    expect(screen.getByText('Your campaign has been created successfully.')).toBeInTheDocument();
  }, LONG_JOURNEY_MS);

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
  }, LONG_JOURNEY_MS);

  it('shows the generic error with the server message', async () => {
    vi.stubGlobal('fetch', stubApi({ 'POST /api/v1/ai/extract-campaign': () => json({ message: 'LLM timed out', code: 'UPSTREAM' }, 502) }).fetch);
    renderRoute(<CampaignBuilderPage />);
    await userEvent.type(screen.getByLabelText('Campaign brief'), 'brief');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    expect(await screen.findByText('Something went wrong while processing your brief. Please try again!')).toBeInTheDocument();
    expect(screen.getByText('HTTP error! status: 502, message: LLM timed out')).toBeInTheDocument();
  }, LONG_JOURNEY_MS);
});

const planned: TExtractCampaignResponse = {
  ...incomplete,
  campaign: { ...incomplete.campaign, brand_name: 'Sonix', total_budget: 800000, product_niche: 'technology' },
  missing_fields: [],
  complete: true,
  message: null,
  plan: {
    ...emptyExtractionPlan(),
    planned_creators: 10,
    platforms: ['instagram'],
    target_countries: ['IN'],
    deliverables: [{ platform: 'instagram', format: 'reel', count: 2 }],
    niche_text: 'fitness tech',
    budget_arithmetic: '10 creators × ₹80,000 = ₹8,00,000',
    sources: { total_budget: 'Budget: ₹70K-80K per creator for 10 creators.' },
  },
  review_fields: ['total_budget', 'brand_name'],
};

describe('AI Campaign Builder: a plan the user corrects and confirms', () => {
  it('Generate again keeps the fields the user changed and refreshes only the others', async () => {
    const second: TExtractCampaignResponse = {
      ...planned,
      campaign: { ...planned.campaign, product_name: 'BoltBuds Pro', brand_name: 'Sonix Audio', total_budget: 1_200_000 },
      plan: { ...planned.plan, planned_creators: 15, platforms: ['instagram', 'youtube'] },
      review_fields: [],
    };
    let n = 0;
    const api = stubApi({ 'POST /api/v1/ai/extract-campaign': () => json(n++ === 0 ? planned : second) });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<CampaignBuilderPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Campaign brief'), 'BoltBuds by Sonix, 10 creators');
    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    const name = await screen.findByLabelText(/^Product Name/);
    expect(name).toHaveValue('BoltBuds');

    // The user corrects the product name and the budget.
    await user.clear(name);
    await user.type(name, 'BoltBuds Launch');
    const budget = screen.getByLabelText(/^Total Budget/);
    await user.clear(budget);
    await user.type(budget, '900000');

    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    await waitFor(() => expect(screen.getByLabelText(/^Brand Name/)).toHaveValue('Sonix Audio'));
    // Corrections stay; untouched fields take the new extraction.
    expect(screen.getByLabelText(/^Product Name/)).toHaveValue('BoltBuds Launch');
    expect(screen.getByLabelText(/^Total Budget/)).toHaveValue('900000');
    expect(screen.getByLabelText(/^Number of creators/)).toHaveValue(15);
    expect(screen.getByRole('checkbox', { name: 'Youtube' })).toBeChecked();
    expect(api.calls.filter((c) => c.path === '/api/v1/ai/extract-campaign')).toHaveLength(2);
  }, LONG_JOURNEY_MS);

  it('marks the fields the AI is unsure of, shows where values came from, and never shows them as certain', async () => {
    vi.stubGlobal('fetch', stubApi({ 'POST /api/v1/ai/extract-campaign': () => json(planned) }).fetch);
    renderRoute(<CampaignBuilderPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Campaign brief'), 'brief');
    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    const budget = await screen.findByLabelText(/^Total Budget/);
    // Flagged: the note is tied to the input for screen readers, and the green card says "not sure" too.
    expect(budget).toHaveAccessibleDescription(expect.stringContaining('Check this value: the AI is not sure of it.'));
    expect(budget).toHaveAccessibleDescription(expect.stringContaining('10 creators × ₹80,000 = ₹8,00,000'));
    expect(budget).toHaveAccessibleDescription(expect.stringContaining('From the brief: “Budget: ₹70K-80K per creator for 10 creators.”'));
    expect(screen.getByLabelText(/^Brand Name/)).toHaveAccessibleDescription(expect.stringContaining('not sure'));
    expect(screen.getByLabelText(/^Product Name/)).not.toHaveAccessibleDescription(expect.stringContaining('not sure'));
    const card = screen.getByRole('heading', { name: /Campaign Details Extracted Successfully!/ }).closest('section')!;
    expect(within(card).getAllByText('Not sure — check below')).toHaveLength(2);

    // Editing a flagged field makes it the user's: no longer flagged.
    await user.type(screen.getByLabelText(/^Brand Name/), ' Audio');
    expect(screen.getByLabelText(/^Brand Name/)).not.toHaveAccessibleDescription(expect.stringContaining('not sure'));
    expect(budget).toHaveAccessibleDescription(expect.stringContaining('not sure'));
  }, LONG_JOURNEY_MS);

  it('creates nothing until the whole plan is confirmed; with nothing flagged, Create is one click', async () => {
    const sure = { ...planned, review_fields: [] };
    const api = stubApi({
      'POST /api/v1/ai/extract-campaign': () => json(sure),
      'POST /api/v1/campaigns/': (_u, init) => json({ id: 'c-9', ...JSON.parse(String(init?.body)) }, 201),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoute(<CampaignBuilderPage />, { extra: [{ path: '/campaigns/:id', element: <p>detail page</p> }] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Campaign brief'), 'BoltBuds by Sonix');
    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    await user.click(await screen.findByRole('button', { name: 'Review plan' }));

    const confirm = screen.getByRole('region', { name: 'Confirm your campaign' });
    for (const text of ['BoltBuds', 'Sonix', 'fitness tech', 'Technology', formatMoney(800000, 'INR'), 'Instagram', 'IN', '2 × reel on Instagram']) {
      expect(confirm).toHaveTextContent(text);
    }
    expect(within(confirm).queryByText('Not sure — check')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/v1/campaigns/')).toBe(false);

    // Back to edit keeps everything; a change shows in the next review.
    await user.click(screen.getByRole('button', { name: 'Back to edit' }));
    await user.clear(screen.getByLabelText(/^Cities/));
    await user.type(screen.getByLabelText(/^Cities/), 'Mumbai, Pune');
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    expect(screen.getByRole('region', { name: 'Confirm your campaign' })).toHaveTextContent('Mumbai, Pune');

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/c-9'));
    expect(api.calls.find((c) => c.path === '/api/v1/campaigns/')?.body).toMatchObject({
      product_niche: 'fitness tech',
      niches: ['technology'],
      planned_creators: 10,
      platforms: ['instagram'],
      target_countries: ['IN'],
      target_cities: ['Mumbai', 'Pune'],
      deliverables: [{ platform: 'instagram', format: 'reel', count: 2 }],
      brief: 'BoltBuds by Sonix',
    });
    // One campaign, created once (the toast is covered by the first journey of this file).
    expect(api.calls.filter((c) => c.path === '/api/v1/campaigns/')).toHaveLength(1);
  }, LONG_JOURNEY_MS);
});
