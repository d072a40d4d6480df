import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCampaign } from '@inflow/contracts';
import { json, renderRoute, stubApi } from '@/test/render';
import { CampaignActions } from './campaign-actions';

// Whole user journeys (typing, several steps): more than the default 5 s when the machine is busy.
const LONG_JOURNEY_MS = 30_000;

const campaign: TCampaign = {
  id: 'c-1',
  product_name: 'Laps Zero',
  brand_name: 'UB Group',
  brand_id: null,
  product_id: null,
  status: 'planning',
  total_budget: 500000,
  currency: 'INR',
  planned_creators: 5,
  product_description: 'An alcohol-free lager',
  target_audience: 'Adults 21-35',
  key_use_cases: 'Track days',
  campaign_goal: 'Trial',
  product_niche: 'Premium Beer, Lifestyle & Motorsport Integration',
  niche: 'food',
  niches: ['food', 'lifestyle', 'automotive'],
  start_date: '2027-03-01',
  end_date: '2027-03-31',
  endDate: '2027-03-31',
  content_due_date: null,
  brief: 'The brief as pasted',
  target_cities: ['Mumbai'],
  deliverables: [{ platform: 'instagram', format: 'reel', count: 2 }],
  require_approval: true,
  auto_approve_below: null,
  calling_hours: null,
  target_countries: ['IN'],
  target_languages: ['en'],
  platforms: ['instagram'],
  min_followers: 10000,
  max_followers: null,
  influencer_count: 0,
  stats: { creators_contacted: 0, responses: 0, response_rate: null, deals: 0, committed_spend: 0, proposed_spend: 0, reserved: 0, reach: 0 },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('campaign page: edit and delete', () => {
  it('the edit form holds every plan field and sends only what changed', async () => {
    const api = stubApi({ 'PATCH /api/v1/campaigns/c-1': (_u, init) => json({ ...campaign, ...JSON.parse(String(init?.body)) }) });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<CampaignActions campaign={campaign} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit campaign' });
    const d = within(dialog);
    expect(d.getByLabelText(/^Product Niche/)).toHaveValue(campaign.product_niche);
    expect(d.getByLabelText(/^Cities/)).toHaveValue('Mumbai');
    expect(d.getByLabelText(/^Min followers/)).toHaveValue('10000');
    expect(d.getByLabelText(/^Start date/)).toHaveValue('2027-03-01');
    expect(d.getByLabelText('Deliverable 1 count')).toHaveValue(2);
    expect(d.getByLabelText('Original brief')).toHaveValue('The brief as pasted');

    await user.clear(d.getByLabelText(/^Total Budget/));
    await user.type(d.getByLabelText(/^Total Budget/), '650000');
    await user.clear(d.getByLabelText(/^Cities/));
    await user.type(d.getByLabelText(/^Cities/), 'Mumbai, Pune');
    await user.click(d.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ total_budget: 650000, target_cities: ['Mumbai', 'Pune'] });
  }, LONG_JOURNEY_MS);

  it('shows the server’s refusal (409) and keeps the form open', async () => {
    const message = 'total_budget cannot go below what is already spoken for: INR 350,000 committed to agreed deals';
    vi.stubGlobal('fetch', stubApi({ 'PATCH /api/v1/campaigns/c-1': () => json({ message, code: 'over_budget' }, 409) }).fetch);
    renderRoute(<CampaignActions campaign={campaign} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const d = within(screen.getByRole('dialog', { name: 'Edit campaign' }));
    await user.clear(d.getByLabelText(/^Total Budget/));
    await user.type(d.getByLabelText(/^Total Budget/), '100000');
    await user.click(d.getByRole('button', { name: 'Save changes' }));
    expect(await d.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit campaign' })).toBeInTheDocument();
  }, LONG_JOURNEY_MS);

  it('deletes only after confirming, then goes to the list; a refusal is shown in the dialog', async () => {
    let refuse = true;
    const api = stubApi({
      'DELETE /api/v1/campaigns/c-1': () =>
        refuse ? json({ message: 'The Auto Co-Pilot is running for this campaign', code: 'run_active' }, 409) : new Response(null, { status: 204 }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoute(<CampaignActions campaign={campaign} />, { url: '/campaigns/c-1', path: '/campaigns/:id', extra: [{ path: '/campaigns', element: <p>list</p> }] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this campaign?' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete campaign' }));
    expect(await within(dialog).findByText('The Auto Co-Pilot is running for this campaign')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns/c-1');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  }, LONG_JOURNEY_MS);

  it('an archived campaign offers Restore instead of Edit and Delete', async () => {
    const api = stubApi({ 'POST /api/v1/campaigns/c-1/restore': () => json({ ...campaign, status: 'planning' }) });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<CampaignActions campaign={{ ...campaign, status: 'archived' }} />);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/v1/campaigns/c-1/restore')).toBe(true));
  }, LONG_JOURNEY_MS);
});
