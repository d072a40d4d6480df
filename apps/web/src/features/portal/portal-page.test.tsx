import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPortalOffer } from '@inflow/contracts';
import { json, renderRoute, stubApi } from '@/test/render';
import { PortalPage } from './portal-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '00000000-0000-4000-8000-0000000000aa';
const offer = (over: Partial<TPortalOffer> = {}): TPortalOffer => ({
  deal: { id: ID, status: 'agreed', campaign_name: 'Glow Serum', brand_name: 'Lumen', creator_name: 'Priya', price: 40000, currency: 'INR', usage_rights: null, exclusivity: null, promo_code: 'PRIYA7KQ2', utm_url: null },
  milestones: [{ id: ID, name: 'On signing', percent: 30, amount: 12000, condition: 'signed', status: 'pending', paid_at: null, payment: null }],
  deliverables: [{ index: 0, platform: 'instagram', format: 'reel', count: 1, due_date: '2020-01-10', overdue: true, state: 'not_started', drafts: [], live: [] }],
  contract: {
    id: ID,
    deal_id: ID,
    version: 1,
    status: 'awaiting_creator',
    sha256: 'ab'.repeat(32),
    pdf_url: '/api/portal/tok/contract.pdf',
    signed_pdf_url: null,
    signed_sha256: null,
    creator_signature: null,
    brand_signature: null,
    created_at: '2026-01-01T00:00:00.000Z',
    signed_at: null,
  },
  payout_details: null,
  expires_at: '2026-12-31T00:00:00.000Z',
  ...over,
});

describe('creator portal page', () => {
  it('payment status: "Paid on" only once paid, "Processing" while it settles, a failure in plain words', async () => {
    const M = (n: number) => `00000000-0000-4000-8000-0000000000e${n}`;
    const base = { percent: 25, amount: 10000, condition: 'signed' as const };
    const milestones: TPortalOffer['milestones'] = [
      { ...base, id: M(1), name: 'First', status: 'released', paid_at: '2026-02-03T12:00:00.000Z', payment: 'paid' },
      { ...base, id: M(2), name: 'Second', status: 'released', paid_at: null, payment: 'processing' },
      { ...base, id: M(3), name: 'Third', status: 'payable', paid_at: null, payment: 'failed' },
      { ...base, id: M(4), name: 'Fourth', status: 'payable', paid_at: null, payment: null },
    ];
    vi.stubGlobal('fetch', stubApi({ 'GET /api/portal/tok': () => json(offer({ milestones })) }).fetch);
    renderRoute(<PortalPage />, { path: '/portal/:token', url: '/portal/tok' });
    const row = async (name: string) => (await screen.findByText(new RegExp(`^${name} \\(25%\\)`))).closest('li')!;
    expect(await row('First')).toHaveTextContent(/Paid on .*2026/);
    expect(await row('Second')).toHaveTextContent('Processing');
    expect(await row('Second')).not.toHaveTextContent('Paid');
    expect(await row('Third')).toHaveTextContent('Payment failed');
    expect(await row('Fourth')).toHaveTextContent('Due');
    expect(screen.getByRole('status')).toHaveTextContent('A payment did not go through, so nothing was paid for it.');
  });

  it('shows the offer and signs with the typed name and consent', async () => {
    const api = stubApi({ 'GET /api/portal/tok': () => json(offer()), 'POST /api/portal/tok/sign': () => json(offer()) });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<PortalPage />, { path: '/portal/:token', url: '/portal/tok' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Glow Serum');
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    const user = userEvent.setup();
    const sign = screen.getByRole('button', { name: 'Accept and sign' });
    expect(sign).toBeDisabled();
    await user.type(screen.getByLabelText('Type your full name to sign'), 'Priya S');
    await user.click(screen.getByRole('checkbox'));
    await user.click(sign);
    await vi.waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ full_name: 'Priya S', consent: true }));
  });

  it('declines the offer with a reason, and says the link is closed', async () => {
    const api = stubApi({ 'GET /api/portal/tok': () => json(offer()), 'POST /api/portal/tok/decline': () => json({ status: 'declined' }) });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<PortalPage />, { path: '/portal/:token', url: '/portal/tok' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline the offer' }));
    await user.type(screen.getByLabelText(/Why are you declining/), 'Busy that month');
    await user.click(screen.getByRole('button', { name: 'Decline for good' }));
    expect(await screen.findByText(/You declined this offer/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/portal/tok/decline', body: { reason: 'Busy that month' } });
  });

  it('uploads a draft file as base64, and refuses one above 700 KB before sending', async () => {
    const api = stubApi({ 'GET /api/portal/tok': () => json(offer()), 'POST /api/portal/tok/submissions': () => json({}, 201) });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(<PortalPage />, { path: '/portal/:token', url: '/portal/tok' });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Draft file');
    await user.upload(input, new File([new Uint8Array(701 * 1024)], 'big.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByRole('button', { name: 'Submit draft' }));
    expect(await screen.findByText(/up to 700 KB/, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.upload(input, new File(['hello draft'], 'draft.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Submit draft' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        deliverable_index: 0,
        kind: 'draft',
        file: { name: 'draft.txt', content_type: 'text/plain', data_base64: Buffer.from('hello draft').toString('base64') },
      }),
    );
  });

  it('says when the link no longer works', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /api/portal/tok': () => json({ message: 'This link was revoked; ask the brand for a new one', code: 'link_revoked' }, 410) }).fetch);
    renderRoute(<PortalPage />, { path: '/portal/:token', url: '/portal/tok' });
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(screen.getByText(/revoked/)).toBeInTheDocument();
  });
});
