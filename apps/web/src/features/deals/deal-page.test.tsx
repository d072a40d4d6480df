import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TContract, TDealDetail, TDeliverableStatus, TPayout } from '@inflow/contracts';
import { json, renderRoute, stubApi } from '@/test/render';
import { DealPage } from './deal-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '00000000-0000-4000-8000-0000000000d1';
const C = '00000000-0000-4000-8000-0000000000c1';
const M1 = '00000000-0000-4000-8000-0000000000e1';
const M2 = '00000000-0000-4000-8000-0000000000e2';
const M3 = '00000000-0000-4000-8000-0000000000e3';
const M4 = '00000000-0000-4000-8000-0000000000e4';
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
    { id: M1, name: 'On signing', percent: 30, amount: 12000, condition: 'signed', status: 'payable', payout: null, last_failure: null },
    { id: M2, name: 'On posting', percent: 70, amount: 28000, condition: 'post_live', status: 'pending', payout: null, last_failure: null },
  ],
  contract,
};
const content: TDeliverableStatus[] = [{ index: 0, platform: 'instagram', format: 'reel', count: 1, due_date: '2020-01-10', overdue: true, state: 'not_started', drafts: [], live: [] }];

function api(over: Record<string, () => Response> = {}) {
  return stubApi({
    'GET /api/v1/me': () => json({ role: 'owner', approval_limit: null }),
    'GET /api/v1/payouts/provider': () => json({ provider: 'manual' }),
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

  it('shows each payout’s status; an unknown outcome offers a retry and shows the server’s 409 as is', async () => {
    const payout = (over: Partial<TPayout>): TPayout => ({
      id: '00000000-0000-4000-8000-0000000000f1',
      milestone_id: M1,
      deal_id: ID,
      contract_id: C,
      amount: 12000,
      currency: 'INR',
      provider: 'stripe',
      reference: null,
      paid_at: '2026-02-02T10:00:00.000Z',
      released_by: 'owner@inflow.test',
      created_at: '2026-02-02T10:00:00.000Z',
      status: 'paid',
      provider_payout_id: 'tr_1Abc',
      last_error: null,
      resendable: false,
      ...over,
    });
    const outcome = '“On signing” was sent to stripe and its outcome is unknown; it was sent more than 23 hours ago, so the provider no longer recognises its idempotency key. Check it in the stripe dashboard; its webhook settles it here';
    const stub = api({
      'GET /api/v1/payouts/provider': () => json({ provider: 'stripe' }),
      [`GET /api/v1/deals/${ID}/payout-account`]: () => json({ account: null }),
      [`GET /api/v1/deals/${ID}`]: () =>
        json({
          ...deal,
          milestones: [
            { ...deal.milestones[0]!, status: 'released', payout: payout({ status: 'submitting', provider_payout_id: null, last_error: 'The payout provider failed: timeout', resendable: true }) },
            { ...deal.milestones[1]!, status: 'released', payout: payout({ milestone_id: M2, status: 'processing', provider: 'razorpayx', provider_payout_id: 'pout_1' }) },
            { ...deal.milestones[1]!, id: M3, name: 'Bonus', status: 'released', payout: payout({ milestone_id: M3, status: 'paid' }) },
            { ...deal.milestones[1]!, id: M4, name: 'Extra', status: 'payable', last_failure: { outcome: 'failed', reason: 'Invalid beneficiary VPA', at: '2026-02-03T10:00:00.000Z' } },
          ],
        }),
      [`POST /api/v1/milestones/${M1}/release`]: () => json({ message: outcome, code: 'outcome_unknown' }, 409),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoute(<DealPage />, { path: '/deals/:id', url: `/deals/${ID}` });
    const signing = await screen.findByRole('listitem', { name: 'On signing' });
    expect(within(signing).getByTestId('payment-status')).toHaveTextContent('Outcome unknown');
    expect(within(signing).getByText(/no confirmation: The payout provider failed: timeout/)).toBeInTheDocument();
    const posting = screen.getByRole('listitem', { name: 'On posting' });
    expect(within(posting).getByTestId('payment-status')).toHaveTextContent('Processing');
    expect(within(posting).queryByText(/Paid on/)).toBeNull();
    expect(within(posting).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Bonus' })).getByText(/^Paid on .* via Stripe \(tr_1Abc\)/)).toBeInTheDocument();
    const extra = screen.getByRole('listitem', { name: 'Extra' });
    expect(within(extra).getByTestId('payment-status')).toHaveTextContent('Payment failed');
    expect(within(extra).getByText(/The last payment failed: Invalid beneficiary VPA/)).toBeInTheDocument();
    expect(within(extra).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Only settled money counts as paid.
    expect(screen.getByText(/paid \(.*in progress\)/)).toHaveTextContent(/28,000 of .*40,000 paid \(.*40,000 in progress\)/);

    const user = userEvent.setup();
    await user.click(within(signing).getByRole('button', { name: 'Retry payment' }));
    expect(await within(signing).findByRole('alert')).toHaveTextContent(outcome);
    expect(stub.calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/api/v1/milestones/${M1}/release` });
  });

  it('with Stripe configured, an owner sets the creator’s connected account and sees Stripe’s 422', async () => {
    const refusal = 'Stripe has no connected account acct_1NobodyKnowsThis on this platform';
    const stub = api({
      'GET /api/v1/payouts/provider': () => json({ provider: 'stripe' }),
      [`GET /api/v1/deals/${ID}/payout-account`]: () => json({ account: null }),
      [`PUT /api/v1/deals/${ID}/payout-account`]: () => json({ message: refusal, code: 'provider_rejected' }, 422),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoute(<DealPage />, { path: '/deals/:id', url: `/deals/${ID}` });
    const form = await screen.findByRole('form', { name: 'Stripe connected account' });
    expect(await within(form).findByTestId('payout-account-current')).toHaveTextContent('No Stripe connected account yet');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Creator’s Stripe connected account id'), 'acct_1NobodyKnowsThis');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(stub.calls.find((c) => c.method === 'PUT')?.body).toEqual({ provider: 'stripe', account_id: 'acct_1NobodyKnowsThis' });
    // Through Stripe the release sends the money: no "paid on" date to record.
    await user.click(within(screen.getByRole('listitem', { name: 'On signing' })).getByRole('button', { name: 'Release' }));
    expect(screen.getByText(/through Stripe/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Paid on')).toBeNull();
  });

  it('shows no account form with the manual ledger, nor to a member with Stripe', async () => {
    vi.stubGlobal('fetch', api().fetch);
    const first = renderRoute(<DealPage />, { path: '/deals/:id', url: `/deals/${ID}` });
    await screen.findByRole('listitem', { name: 'On signing' });
    expect(screen.queryByRole('form', { name: 'Stripe connected account' })).toBeNull();
    first.unmount();
    const member = api({ 'GET /api/v1/me': () => json({ role: 'member', approval_limit: null }), 'GET /api/v1/payouts/provider': () => json({ provider: 'stripe' }) });
    vi.stubGlobal('fetch', member.fetch);
    renderRoute(<DealPage />, { path: '/deals/:id', url: `/deals/${ID}` });
    await screen.findByRole('listitem', { name: 'On signing' });
    await vi.waitFor(() => expect(member.calls.some((c) => c.path === '/api/v1/payouts/provider')).toBe(true));
    expect(screen.queryByRole('form', { name: 'Stripe connected account' })).toBeNull();
  });
});
