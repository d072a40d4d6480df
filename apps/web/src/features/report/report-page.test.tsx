import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TCampaignReport } from '@inflow/contracts';
import { json, renderRoute, stubApi } from '@/test/render';
import { ReportPage } from './report-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '00000000-0000-4000-8000-0000000000bb';
const empty: TCampaignReport = {
  campaign_id: ID,
  campaign_name: 'Glow Serum',
  currency: 'INR',
  budget: 100000,
  spend: 40000,
  paid: 0,
  paid_in_progress: 0,
  reach: null,
  views: null,
  engagements: null,
  engagement_rate: null,
  cpm: null,
  cpe: null,
  conversions: null,
  revenue: null,
  roi: null,
  deliverables: { total: 1, done: 0, late: 1 },
  by_creator: [],
  over_time: [],
  sources: { metrics: [], orders: { count: 0, latest: null } },
  generated_at: '2026-02-01T00:00:00.000Z',
};

describe('campaign report page', () => {
  it('says "No data yet" for figures without data and offers the CSV export', async () => {
    vi.stubGlobal('fetch', stubApi({ [`GET /api/v1/campaigns/${ID}/report`]: () => json(empty), 'GET /api/v1/me': () => json({ role: 'member', approval_limit: null }) }).fetch);
    renderRoute(<ReportPage />, { path: '/campaigns/:id/report', url: `/campaigns/${ID}/report` });
    const roi = (await screen.findByText('ROI')).closest('div')!;
    expect(within(roi).getByText('No data yet')).toBeInTheDocument();
    expect(within(screen.getByText('CPM').closest('div')!).getByText('No data yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/v1/campaigns/${ID}/report.csv`);
    expect(screen.getByRole('link', { name: 'Export PDF' })).toHaveAttribute('href', `/api/v1/campaigns/${ID}/report.pdf`);
    expect(screen.getByText('Orders: none yet.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Import orders (CSV)' })).toBeInTheDocument();
    expect(screen.getByText(/charts appear once/)).toBeInTheDocument();
  });

  it('counts only settled payouts as paid out; released ones still at the provider are shown apart as in progress', async () => {
    const creator = {
      deal_id: '00000000-0000-4000-8000-0000000000d1',
      creator_id: '00000000-0000-4000-8000-0000000000c1',
      creator_name: 'Priya S',
      spend: 40000,
      paid: 12000,
      paid_in_progress: 28000,
      reach: null,
      views: null,
      engagements: null,
      engagement_rate: null,
      cpm: null,
      cpe: null,
      conversions: null,
      revenue: null,
      roi: null,
      deliverables_total: 1,
      deliverables_done: 1,
      deliverables_late: 0,
    };
    const r: TCampaignReport = { ...empty, paid: 12000, paid_in_progress: 28000, by_creator: [creator] };
    vi.stubGlobal('fetch', stubApi({ [`GET /api/v1/campaigns/${ID}/report`]: () => json(r), 'GET /api/v1/me': () => json({ role: 'member', approval_limit: null }) }).fetch);
    renderRoute(<ReportPage />, { path: '/campaigns/:id/report', url: `/campaigns/${ID}/report` });
    const paid = (await screen.findByText('Paid out')).closest('div')!;
    expect(within(paid).getByText(/12,000/)).toBeInTheDocument();
    expect(within(screen.getByText('Payouts in progress').closest('div')!).getByText(/28,000/)).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Priya S' }).closest('tr')!;
    expect(within(row).getByText(/in progress/)).toHaveTextContent('28,000');
  });

  it('shows no "in progress" figure when every payout is settled', async () => {
    vi.stubGlobal('fetch', stubApi({ [`GET /api/v1/campaigns/${ID}/report`]: () => json(empty), 'GET /api/v1/me': () => json({ role: 'member', approval_limit: null }) }).fetch);
    renderRoute(<ReportPage />, { path: '/campaigns/:id/report', url: `/campaigns/${ID}/report` });
    expect(await screen.findByText('Paid out')).toBeInTheDocument();
    expect(screen.queryByText('Payouts in progress')).toBeNull();
  });

  it('offers no import to a viewer', async () => {
    vi.stubGlobal('fetch', stubApi({ [`GET /api/v1/campaigns/${ID}/report`]: () => json(empty), 'GET /api/v1/me': () => json({ role: 'viewer', approval_limit: null }) }).fetch);
    renderRoute(<ReportPage />, { path: '/campaigns/:id/report', url: `/campaigns/${ID}/report` });
    expect(await screen.findByText(/as a viewer you can read the report/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Import orders (CSV)' })).toBeNull();
  });
});
