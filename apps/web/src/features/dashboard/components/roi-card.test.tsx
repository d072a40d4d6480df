import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TRoiSummary } from '@inflow/contracts';
import { json, renderRoute, stubApi } from '@/test/render';
import { RoiCard } from './roi-card';

afterEach(() => vi.unstubAllGlobals());

const CID = '00000000-0000-4000-8000-0000000000ab';

describe('dashboard Total ROI card', () => {
  it('says "No data yet" while no campaign has order data', async () => {
    const none: TRoiSummary = {
      totals: [{ currency: 'INR', spend: 40000, tracked_spend: 0, revenue: null, roi: null, campaigns: 1, campaigns_with_revenue: 0 }],
      campaigns: [{ campaign_id: CID, campaign_name: 'Glow', currency: 'INR', spend: 40000, revenue: null, roi: null, orders: 0 }],
      generated_at: '2026-02-01T00:00:00.000Z',
    };
    vi.stubGlobal('fetch', stubApi({ 'GET /api/v1/reports/roi': () => json(none) }).fetch);
    renderRoute(<RoiCard />);
    const card = await screen.findByRole('region', { name: 'Total ROI' });
    expect(await within(card).findByText('No data yet')).toBeInTheDocument();
    expect(within(card).queryByText(/%/)).toBeNull();
  });

  it('shows ROI, spend and attributed revenue as the server computed them', async () => {
    const some: TRoiSummary = {
      totals: [{ currency: 'INR', spend: 90000, tracked_spend: 40000, revenue: 60000, roi: 0.5, campaigns: 2, campaigns_with_revenue: 1 }],
      campaigns: [{ campaign_id: CID, campaign_name: 'Glow', currency: 'INR', spend: 40000, revenue: 60000, roi: 0.5, orders: 3 }],
      generated_at: '2026-02-01T00:00:00.000Z',
    };
    vi.stubGlobal('fetch', stubApi({ 'GET /api/v1/reports/roi': () => json(some) }).fetch);
    renderRoute(<RoiCard />);
    const inr = await screen.findByTestId('roi-INR');
    expect(inr).toHaveTextContent('+50%');
    expect(inr).toHaveTextContent('Spend₹40,000');
    expect(inr).toHaveTextContent('Attributed revenue₹60,000');
    expect(inr).toHaveTextContent('1 more without orders');
    expect(screen.getByRole('link', { name: 'Glow' })).toHaveAttribute('href', `/campaigns/${CID}/report`);
  });
});
