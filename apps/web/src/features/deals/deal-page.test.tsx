import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TContract, TDealDetail, TDeliverableStatus } from '@inflow/contracts';
import { json, renderRoute, stubApi } from '@/test/render';
import { DealPage } from './deal-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '00000000-0000-4000-8000-0000000000d1';
const C = '00000000-0000-4000-8000-0000000000c1';
const M1 = '00000000-0000-4000-8000-0000000000e1';
const M2 = '00000000-0000-4000-8000-0000000000e2';
const sig = { name: 'Priya S', at: '2026-02-01T10:00:00.000Z', ip: '10.0.0.7', user_agent: 'Firefox/130', sha256: 'ab'.repeat(32) };
const contract: TContract = {
  id: C,
  deal_id: ID,
  version: 1,
  status: 'awaiting_brand',
  sha256: 'ab'.repeat(32),
  pdf_url: `/api/v1/contracts/${C}/pdf`,
  signed_pdf_url: null,
  signed_sha256: null,
  creator_signature: sig,
  brand_signature: null,
  created_at: '2026-01-31T10:00:00.000Z',
  signed_at: null,
};
const deal: TDealDetail = {
  id: ID,
  campaign_id: '00000000-0000-4000-8000-0000000000ca',
  creator_id: '00000000-0000-4000-8000-0000000000cb',
  outreach_id: '00000000-0000-4000-8000-0000000000cc',
  call_id: null,
  creator_name: 'Priya Sharma',
  campaign_name: 'Glow Serum',
  status: 'agreed',
  price: 40000,
  currency: 'INR',
  deliverables: [{ platform: 'instagram', format: 'reel', count: 1, due_date: '2020-01-10' }],
  timeline: null,
  evidence: {},
  approved_by: 'owner@inflow.test',
  approved_at: '2026-01-30T00:00:00.000Z',
  rejected_by: null,
  rejected_at: null,
  created_at: '2026-01-30T00:00:00.000Z',
  usage_rights: null,
  exclusivity: null,
  promo_code: 'PRIYA7KQ2',
  utm_url: null,
  milestones: [
    { id: M1, name: 'On signing', percent: 30, amount: 12000, condition: 'signed', status: 'payable', payout: null },
    { id: M2, name: 'On posting', percent: 70, amount: 28000, condition: 'post_live', status: 'pending', payout: null },
  ],
  contract,
};
const content: TDeliverableStatus[] = [{ index: 0, platform: 'instagram', format: 'reel', count: 1, due_date: '2020-01-10', overdue: true, state: 'not_started', drafts: [], live: [] }];

function api(over: Record<string, () => Response> = {}) {
  return stubApi({
    'GET /api/v1/me': () => json({ role: 'owner', approval_limit: null }),
    [`GET /api/v1/deals/${ID}`]: () => json(deal),
    [`GET /api/v1/deals/${ID}/content`]: () => json(content),
    [`GET /api/v1/deals/${ID}/metrics`]: () => json([]),
    [`GET /api/v1/deals/${ID}/contracts`]: () => json([contract]),
    [`GET /api/v1/contracts/${C}`]: () => json({ ...contract, events: [] }),
    [`GET /api/v1/deals/${ID}/portal-links`]: () =>
      json([{ id: M2, state: 'active', created_at: '2026-02-01T00:00:00.000Z', created_by: 'owner@inflow.test', expires_at: '2026-03-03T00:00:00.000Z', revoked_at: null }]),
    ...over,
  });
}

describe('deal page (brand side)', () => {
  it('shows the creator’s signature and countersigns with the typed name and consent', async () => {
    const stub = api({ [`POST /api/v1/contracts/${C}/countersign`]: () => json({ ...contract, status: 'signed' }) });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoute(<DealPage />, { path: '/deals/:id', url: `/deals/${ID}` });
    const creator = await screen.findByRole('group', { name: 'Creator signature' });
    expect(within(creator).getByText('Creator: Priya S')).toBeInTheDocument();
    expect(within(creator).getByText('10.0.0.7')).toBeInTheDocument();
    expect(screen.getByTestId('contract-sha256')).toHaveTextContent('ab'.repeat(32));
    expect(await screen.findByText('Overdue')).toBeInTheDocument();
    expect(await screen.findByTestId('portal-link-state')).toHaveTextContent(/Active\s*sent .* by owner@inflow.test, valid until/);
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Countersign' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Type your full name to countersign'), 'Asha Rao');
    expect(button).toBeDisabled(); // consent first
    await user.click(screen.getByRole('checkbox', { name: /sign it electronically for the brand/ }));
    await user.click(button);
    await vi.waitFor(() => expect(stub.calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/api/v1/contracts/${C}/countersign`, body: { full_name: 'Asha Rao', consent: true } }));
  });

  it('releases a payable milestone and shows the server’s refusal of a second release', async () => {
    const stub = api({
      [`POST /api/v1/milestones/${M1}/release`]: () => json({ message: '“On signing” was released already; nothing is paid twice', code: 'already_released' }, 409),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoute(<DealPage />, { path: '/deals/:id', url: `/deals/${ID}` });
    const signing = await screen.findByRole('listitem', { name: 'On signing' });
    expect(within(screen.getByRole('listitem', { name: 'On posting' })).queryByRole('button', { name: 'Release' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(signing).getByRole('button', { name: 'Release' }));
    await user.type(within(signing).getByLabelText('Payment reference (optional)'), 'NEFT-1');
    await user.click(within(signing).getByRole('button', { name: /^Release ₹12,000$/ }));
    expect(await within(signing).findByRole('alert')).toHaveTextContent('“On signing” was released already; nothing is paid twice');
    expect(stub.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ reference: 'NEFT-1' });
  });
});
