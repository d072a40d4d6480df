import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDeal, TMe } from '@inflow/contracts';
import { json, renderRoute, stubApi } from '@/test/render';
import { DealCard } from './deal-card';

const me = (over: Partial<TMe> = {}): TMe => ({
  user: { id: 'u1', email: 'mia@example.com', name: 'Mia Member', email_verified: true },
  api_key: null,
  workspace: { id: '00000000-0000-4000-8000-000000000001', name: 'Demo' },
  role: 'member',
  approval_limit: null,
  workspaces: [],
  ...over,
});

const deal: TDeal = {
  id: '00000000-0000-4000-8000-0000000000d1',
  campaign_id: 'c1',
  creator_id: 'cr1',
  outreach_id: 'o1',
  call_id: 'k1',
  creator_name: 'Priya Sharma',
  campaign_name: 'BoltBuds',
  status: 'proposed',
  price: 42000,
  currency: 'INR',
  deliverables: [
    { platform: 'instagram', format: 'reel', count: 1 },
    { platform: 'instagram', format: 'story', count: 2 },
  ],
  timeline: 'within two weeks',
  evidence: { summary: 'Priya agreed to one reel and two stories.', creator_ask: 50000, ceiling: 45000 },
  approved_by: null,
  approved_at: null,
  rejected_by: null,
  rejected_at: null,
  created_at: '2025-03-05T09:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('DealCard', () => {
  it("shows the call's evidence: price against the ask, the deliverables and the summary", async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/v1/me': () => json(me()) }).fetch);
    renderRoute(<DealCard deal={deal} showCampaign />);
    const card = screen.getByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByText('1 Instagram reel, 2 Instagram stories')).toBeInTheDocument();
    expect(within(card).getByText('From the call:')).toBeInTheDocument();
    expect(within(card).getByText('within two weeks')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'BoltBuds' })).toHaveAttribute('href', '/campaigns/c1');
    expect(await within(card).findByRole('button', { name: 'Approve deal with Priya Sharma' })).toBeEnabled();
  });

  it('shows no decision buttons to a viewer', async () => {
    const api = stubApi({ 'GET /api/v1/me': () => json(me({ role: 'viewer' })) });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<DealCard deal={deal} />);
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/api/v1/me')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });

  it("shows the server's message when the budget refuses the approval", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/v1/me': () => json(me()),
        [`POST /api/v1/deals/${deal.id}/approve`]: () =>
          json({ message: 'Approving this deal would exceed the budget: ₹10,000 is left.', code: 'over_budget' }, 409),
      }).fetch,
    );
    renderRoute(<DealCard deal={deal} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve deal with Priya Sharma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Approving this deal would exceed the budget: ₹10,000 is left.');
  });

  it('disables Approve above the approval limit and says why', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/v1/me': () => json(me({ approval_limit: 20000 })) }).fetch);
    renderRoute(<DealCard deal={deal} />);
    expect(await screen.findByRole('button', { name: 'Approve deal with Priya Sharma' })).toBeDisabled();
    expect(screen.getByText(/Above your approval limit of/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject deal with Priya Sharma' })).toBeEnabled();
  });

  it('rejects after a confirmation, with the optional reason', async () => {
    const api = stubApi({
      'GET /api/v1/me': () => json(me()),
      [`POST /api/v1/deals/${deal.id}/reject`]: () => json({ ...deal, status: 'rejected' }),
      'GET /api/v1/deals': () => json([]),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<DealCard deal={deal} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject deal with Priya Sharma' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this deal?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Too expensive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject deal' }));
    expect(await screen.findByText('Deal rejected')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Too expensive' });
  });
});
