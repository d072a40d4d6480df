import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoute, stubApi } from '@/test/render';
import { AddToCampaignDialog } from './add-to-campaign-dialog';

const campaign = { id: 'c1', product_name: 'BoltBuds', brand_name: 'Sonix', total_budget: 800000, currency: 'INR', status: 'planning' };
const creator = { id: 'cr1', name: 'Priya Sharma' };

afterEach(() => vi.unstubAllGlobals());

describe('Add to Campaign dialog', () => {
  it('creates the outreach entry and toasts success', async () => {
    const api = stubApi({
      'GET /api/v1/campaigns/': () => json([campaign]),
      'POST /api/v1/outreach/': () => json({ id: 'o1', campaign_id: 'c1' }, 201),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onClose = vi.fn();
    renderRoute(<AddToCampaignDialog creator={creator} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Priya Sharma to BoltBuds' }));
    expect(await screen.findByText('Creator added to campaign successfully')).toBeInTheDocument();
    expect(screen.getByText('Priya Sharma was added to “BoltBuds”.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ campaign_id: 'c1', creator_id: 'cr1' });
    expect(onClose).toHaveBeenCalled();
  });

  it("toasts the spec's error when the entry cannot be created", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/v1/campaigns/': () => json([campaign]),
        'POST /api/v1/outreach/': () => json({ message: 'boom', code: 'internal' }, 500),
      }).fetch,
    );
    renderRoute(<AddToCampaignDialog creator={creator} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Priya Sharma to BoltBuds' }));
    expect(await screen.findByText('Failed to add creator to campaign. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('does not offer completed campaigns and shows the server\'s refusal', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/v1/campaigns/': () => json([campaign, { ...campaign, id: 'c2', product_name: 'OldBuds', status: 'completed' }]),
        'POST /api/v1/outreach/': () => json({ message: '“BoltBuds” is completed: creators can\'t be added to it', code: 'campaign_closed' }, 409),
      }).fetch,
    );
    renderRoute(<AddToCampaignDialog creator={creator} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Priya Sharma to BoltBuds' }));
    expect(screen.queryByRole('button', { name: 'Add Priya Sharma to OldBuds' })).toBeNull();
    expect(await screen.findByText('“BoltBuds” is completed: creators can\'t be added to it')).toBeInTheDocument();
  });

  it('offers Create Campaign when there is none', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/v1/campaigns/': () => json([]) }).fetch);
    renderRoute(<AddToCampaignDialog creator={creator} onClose={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/campaigns/new');
  });
});
