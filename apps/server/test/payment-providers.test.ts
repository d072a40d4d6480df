/**
 * Payout adapters against fakes of their providers on 127.0.0.1: Stripe Connect transfers (the stripe SDK pointed at
 * FakeStripe) and RazorpayX payouts (fetch to FakeRazorpayX). Request shape, auth, idempotency keys, error replies
 * mapped to 4xx/5xx, signed webhooks (bad signature, replay, stale timestamp), and one payout per milestone when two
 * releases race.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TCampaignReport, TDealDetail, TMilestone, TPayout } from '@inflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { payoutIdempotencyKey, toMinorUnits } from '../src/modules/payouts/payout-provider.js';
import { createPayoutProvider } from '../src/modules/payouts/providers/index.js';
import { createRazorpayXPayouts } from '../src/modules/payouts/providers/razorpayx.js';
import { createStripePayouts } from '../src/modules/payouts/providers/stripe.js';
import { createLocalObjectStore } from '../src/storage/local.js';
import { FakeRazorpayX, RZP_ACCOUNT, RZP_KEY_ID, RZP_KEY_SECRET, RZP_WEBHOOK_SECRET } from './fake-razorpayx.js';
import { FakeStripe, STRIPE_KEY, STRIPE_WEBHOOK_SECRET } from './fake-stripe.js';
import { authedClient, buildTestApp, type TestClient } from './helpers.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;
const ACCT = 'acct_1CreatorPriya0001';

/** A deal whose contract both sides signed: its first milestone (30% on signing, 12,000 INR) is payable. */
async function payableDeal(t: T, creatorId: string, opts: { payout?: Record<string, unknown>; stripeAccount?: string } = {}) {
  const api = t.api;
  const c = await api.inject({
    method: 'POST',
    url: '/api/v1/campaigns',
    payload: { product_name: 'Glow Serum', brand_name: 'Lumen', product_niche: 'beauty', total_budget: 100_000, currency: 'INR', planned_creators: 3 },
  });
  expect(c.statusCode, c.body).toBe(201);
  const d = await api.inject({
    method: 'POST',
    url: '/api/v1/deals',
    payload: {
      campaign_id: c.json().id,
      creator_id: creatorId,
      price: 40_000,
      currency: 'INR',
      deliverables: [{ platform: 'youtube', format: 'video', count: 1 }],
      milestones: [
        { name: 'On signing', percent: 30, condition: 'signed' },
        { name: 'Post live', percent: 70, condition: 'post_live' },
      ],
    },
  });
  expect(d.statusCode, d.body).toBe(201);
  const deal = d.json() as TDealDetail;
  const contract = await api.inject({ method: 'POST', url: `/api/v1/deals/${deal.id}/contract` });
  expect(contract.statusCode, contract.body).toBe(201);
  const link = await api.inject({ method: 'POST', url: `/api/v1/deals/${deal.id}/portal-link`, payload: {} });
  const token = (link.json().url as string).split('/').pop()!;
  const signed = await t.app.inject({ method: 'POST', url: `/api/portal/${token}/sign`, payload: { full_name: 'Priya S', consent: true } });
  expect(signed.statusCode, signed.body).toBe(200);
  expect((await api.inject({ method: 'POST', url: `/api/v1/contracts/${contract.json().id}/countersign` })).statusCode).toBe(200);
  if (opts.payout) {
    const pd = await t.app.inject({ method: 'PUT', url: `/api/portal/${token}/payout-details`, payload: opts.payout });
    expect(pd.statusCode, pd.body).toBe(200);
  }
  if (opts.stripeAccount) {
    const pa = await api.inject({ method: 'PUT', url: `/api/v1/deals/${deal.id}/payout-account`, payload: { provider: 'stripe', account_id: opts.stripeAccount } });
    expect(pa.statusCode, pa.body).toBe(200);
  }
  return { deal, token, campaignId: c.json().id as string, signing: deal.milestones[0]!, posting: deal.milestones[1]! };
}

const release = (api: TestClient, milestoneId: string, payload: Record<string, unknown> = {}) => api.inject({ method: 'POST', url: `/api/v1/milestones/${milestoneId}/release`, payload });
const milestone = async (t: T, dealId: string, id: string) => ((await t.api.inject(`/api/v1/deals/${dealId}`)).json().milestones as TMilestone[]).find((m) => m.id === id)!;
const payoutRows = async (t: T, milestoneId: string) => (await t.db.query<{ status: string; provider_payout_id: string | null }>('select status, provider_payout_id from payouts where milestone_id = $1', [milestoneId])).rows;

describe('configuration of payment and metrics providers', () => {
  it('defaults to the manual ledger and no YouTube key; names every missing or malformed variable', () => {
    const c = loadConfig({});
    expect(c.PAYOUT_PROVIDER).toBe('manual');
    expect(c.YOUTUBE_API_KEY).toBeUndefined();
    expect(createPayoutProvider(c)).toMatchObject({ name: 'manual', external: true });
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: is required when PAYOUT_PROVIDER=stripe/);
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'paypal' })).toThrow(/PAYOUT_PROVIDER: must be 'manual', 'stripe' or 'razorpayx'/);
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'nope' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
    let err: unknown;
    try {
      loadConfig({ PAYOUT_PROVIDER: 'razorpayx', RAZORPAYX_KEY_ID: 'rzp_test_abc' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    for (const k of ['RAZORPAYX_KEY_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER', 'RAZORPAYX_WEBHOOK_SECRET']) expect((err as Error).message).toContain(`${k}: is required when PAYOUT_PROVIDER=razorpayx`);
    expect(() => loadConfig({ YOUTUBE_API_BASE: 'not a url' })).toThrow(/YOUTUBE_API_BASE/);
    const s = loadConfig({ PAYOUT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' });
    expect(createPayoutProvider(s)).toMatchObject({ name: 'stripe', external: false });
    const r = loadConfig({ PAYOUT_PROVIDER: 'razorpayx', RAZORPAYX_KEY_ID: RZP_KEY_ID, RAZORPAYX_KEY_SECRET: RZP_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER: RZP_ACCOUNT, RAZORPAYX_WEBHOOK_SECRET: RZP_WEBHOOK_SECRET });
    expect(createPayoutProvider(r)).toMatchObject({ name: 'razorpayx', external: false });
  });

  it('.env.example runs as is: manual ledger, manual metrics', () => {
    const file = readFileSync(path.join(import.meta.dirname, '../../../.env.example'), 'utf8');
    const env = Object.fromEntries(
      file.split('\n').flatMap((l) => {
        const m = /^([A-Z0-9_]+)=(.*)$/.exec(l);
        return m ? [[m[1]!, m[2]!]] : [];
      }),
    );
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['PAYOUT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE', 'RAZORPAYX_KEY_ID', 'RAZORPAYX_KEY_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER', 'RAZORPAYX_WEBHOOK_SECRET', 'RAZORPAYX_API_BASE', 'YOUTUBE_API_KEY', 'YOUTUBE_API_BASE']));
    const c = loadConfig(env);
    expect(c).toMatchObject({ PAYOUT_PROVIDER: 'manual', STRIPE_SECRET_KEY: undefined, YOUTUBE_API_KEY: undefined });
  });

  it('amounts in minor units per currency', () => {
    expect(toMinorUnits(12_000, 'INR')).toBe(1_200_000);
    expect(toMinorUnits(0.1 + 0.2, 'usd')).toBe(30);
    expect(toMinorUnits(5000, 'JPY')).toBe(5000);
    expect(toMinorUnits(1.25, 'KWD')).toBe(1250);
  });
});

describe('Stripe Connect transfers (stripe SDK against a fake Stripe on 127.0.0.1)', () => {
  let t: T;
  let fake: FakeStripe;
  let filesDir: string;
  let creators: string[];
  beforeAll(async () => {
    fake = new FakeStripe();
    await fake.start();
    filesDir = mkdtempSync(path.join(tmpdir(), 'inflow-files-'));
    t = await buildTestApp({
      creators: 12,
      deps: {
        files: createLocalObjectStore(filesDir),
        // No SDK retries here, so each answer of the fake is seen as is (retries are tested below with their own client).
        payoutProvider: createStripePayouts({ secretKey: STRIPE_KEY, apiBase: fake.url, maxNetworkRetries: 0, timeoutMs: 5000 }),
        paymentWebhooks: { stripe: STRIPE_WEBHOOK_SECRET },
      },
    });
    creators = (await t.db.query<{ id: string }>('select id from creators order by followers_count desc')).rows.map((r) => r.id);
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('a release is one transfer: Bearer key, idempotency key from the milestone, amount in paise, metadata; a second release is 409 and sends nothing', async () => {
    const { deal, signing, posting } = await payableDeal(t, creators[0]!, { stripeAccount: ACCT });
    const before = fake.requests.length;
    const res = await release(t.api, signing.id);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json() as TMilestone;
    expect(m).toMatchObject({ status: 'released', payout: { provider: 'stripe', status: 'paid', amount: 12_000, currency: 'INR', last_error: null } });
    expect(m.payout!.provider_payout_id).toMatch(/^tr_/);
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/transfers' });
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${STRIPE_KEY}`);
    expect(sent[0]!.headers['idempotency-key']).toBe(payoutIdempotencyKey(signing.id, 1));
    expect(sent[0]!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(sent[0]!.form).toMatchObject({ amount: '1200000', currency: 'inr', destination: ACCT, transfer_group: `deal_${deal.id}`, metadata: { milestone_id: signing.id, deal_id: deal.id } });
    expect(fake.transfers.filter((x) => (x.metadata as Record<string, string>).milestone_id === signing.id)).toHaveLength(1);

    const again = await release(t.api, signing.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_released');
    expect(fake.requests.length).toBe(before + 1);
    // Not payable yet: refused before anything is sent.
    expect((await release(t.api, posting.id)).json().code).toBe('not_payable');
    expect(fake.requests.length).toBe(before + 1);
    // The ledger names the provider's transfer.
    const ledger = (await t.api.inject(`/api/v1/deals/${deal.id}`)).json();
    expect(ledger.milestones[0].payout.provider_payout_id).toBe(m.payout!.provider_payout_id);
  });

  it('releases at once (two, then five): one transfer, one 200 and the others 409', async () => {
    const { signing } = await payableDeal(t, creators[1]!, { stripeAccount: ACCT });
    fake.delayMs = 100;
    try {
      const [a, b] = await Promise.all([release(t.api, signing.id), release(t.api, signing.id)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const { signing: other } = await payableDeal(t, creators[10]!, { stripeAccount: ACCT });
      const five = await Promise.all(Array.from({ length: 5 }, () => release(t.api, other.id)));
      expect(five.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(fake.transfers.filter((x) => (x.metadata as Record<string, string>).milestone_id === other.id)).toHaveLength(1);
    } finally {
      fake.delayMs = 0;
    }
    expect(fake.requests.filter((r) => r.form.metadata && (r.form.metadata as Record<string, string>).milestone_id === signing.id)).toHaveLength(1);
    expect(await payoutRows(t, signing.id)).toHaveLength(1);
  });

  it('without a connected account: 422 naming it, nothing sent or recorded; members need admin to set one', async () => {
    const { deal, signing } = await payableDeal(t, creators[2]!);
    expect((await t.api.inject(`/api/v1/deals/${deal.id}/payout-account`)).json()).toEqual({ account: null });
    const before = fake.requests.length;
    const res = await release(t.api, signing.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Stripe connected account');
    expect(fake.requests.length).toBe(before);
    expect(await payoutRows(t, signing.id)).toHaveLength(0);
    const bad = await t.api.inject({ method: 'PUT', url: `/api/v1/deals/${deal.id}/payout-account`, payload: { provider: 'stripe', account_id: 'acct 1' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('account_id');
    const memberKey = (await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/api-keys`, payload: { name: 'member', role: 'member' } })).json().key as string;
    const byMember = await authedClient(t.app, memberKey).inject({ method: 'PUT', url: `/api/v1/deals/${deal.id}/payout-account`, payload: { provider: 'stripe', account_id: ACCT } });
    expect(byMember.statusCode).toBe(403);
    expect((await t.db.query('select 1 from deal_payout_accounts where deal_id = $1', [deal.id])).rows).toHaveLength(0);
    // Checked at Stripe first: an account that does not exist, or cannot receive transfers yet, is refused.
    const unknown = await t.api.inject({ method: 'PUT', url: `/api/v1/deals/${deal.id}/payout-account`, payload: { provider: 'stripe', account_id: 'acct_1NobodyKnowsThis' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toContain('no connected account acct_1NobodyKnowsThis');
    const pending = await t.api.inject({ method: 'PUT', url: `/api/v1/deals/${deal.id}/payout-account`, payload: { provider: 'stripe', account_id: 'acct_1CreatorOnboarding' } });
    expect(pending.statusCode).toBe(422);
    expect(pending.json().message).toContain('transfers capability is inactive');
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/accounts/')).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/v1/accounts/acct_1NobodyKnowsThis', '/v1/accounts/acct_1CreatorOnboarding']),
    );
    expect((await t.db.query('select 1 from deal_payout_accounts where deal_id = $1', [deal.id])).rows).toHaveLength(0);
    const byOwner = await t.api.inject({ method: 'PUT', url: `/api/v1/deals/${deal.id}/payout-account`, payload: { provider: 'stripe', account_id: ACCT } });
    expect(byOwner.json()).toMatchObject({ deal_id: deal.id, provider: 'stripe', account_id: ACCT });
    expect((await t.api.inject(`/api/v1/deals/${deal.id}/payout-account`)).json().account).toMatchObject({ deal_id: deal.id, account_id: ACCT, updated_by: expect.any(String) });
    expect((await t.api.inject('/api/v1/payouts/provider')).json()).toEqual({ provider: 'stripe' });
    const audit = (await t.api.inject('/api/v1/audit?action=payout_account.set')).json() as { target_id: string }[];
    expect(audit.map((a) => a.target_id)).toContain(deal.id);
  });

  it('a refusal (no such destination) is 422 with Stripe’s message, pays nothing, and the next release is a new request with a new key', async () => {
    // An account that existed when it was set and is gone by the time of the transfer.
    fake.accounts.add('acct_1UnknownAccount99');
    const { deal, signing } = await payableDeal(t, creators[3]!, { stripeAccount: 'acct_1UnknownAccount99' });
    fake.accounts.delete('acct_1UnknownAccount99');
    const res = await release(t.api, signing.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'provider_rejected' });
    expect(res.json().message).toContain("No such destination: 'acct_1UnknownAccount99'");
    expect(await payoutRows(t, signing.id)).toHaveLength(0);
    expect((await milestone(t, deal.id, signing.id)).status).toBe('payable');
    fake.accounts.add('acct_1UnknownAccount99');
    // A platform balance too low: refused as well (attempt 2), nothing paid.
    const balance = fake.balance.inr!;
    fake.balance.inr = 100;
    const low = await release(t.api, signing.id);
    fake.balance.inr = balance;
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toContain('insufficient available funds');
    const ok = await release(t.api, signing.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(fake.requests.at(-1)!.headers['idempotency-key']).toBe(payoutIdempotencyKey(signing.id, 3));
    const attempts = await t.db.query<{ attempt: number; outcome: string }>('select attempt, outcome from payout_attempts where milestone_id = $1 order by attempt', [signing.id]);
    expect(attempts.rows).toEqual([
      { attempt: 1, outcome: 'failed' },
      { attempt: 2, outcome: 'failed' },
      { attempt: 3, outcome: 'paid' },
    ]);
  });

  it('an unknown outcome (500 after the transfer was made) stays submitting; releasing again re-sends the same key and Stripe replays it: one transfer', async () => {
    const { deal, signing } = await payableDeal(t, creators[4]!, { stripeAccount: ACCT });
    fake.failAfter.push({ status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } });
    const first = await release(t.api, signing.id);
    expect(first.statusCode).toBe(502);
    expect(first.json().code).toBe('provider_unavailable');
    const m = await milestone(t, deal.id, signing.id);
    expect(m).toMatchObject({ status: 'released', payout: { status: 'submitting', provider_payout_id: null, resendable: true } });
    expect(m.payout!.last_error).toContain('same idempotency key');
    const retry = await release(t.api, signing.id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().payout).toMatchObject({ status: 'paid', last_error: null });
    const keys = fake.requests.filter((r) => (r.form.metadata as Record<string, string> | undefined)?.milestone_id === signing.id).map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([payoutIdempotencyKey(signing.id, 1), payoutIdempotencyKey(signing.id, 1)]);
    expect(fake.transfers.filter((x) => (x.metadata as Record<string, string>).milestone_id === signing.id)).toHaveLength(1);
    expect((await release(t.api, signing.id)).statusCode).toBe(409);
  });

  it('an unknown outcome older than the provider remembers keys is not re-sent (409 outcome_unknown), nothing is paid twice', async () => {
    const { signing } = await payableDeal(t, creators[11]!, { stripeAccount: ACCT });
    fake.failAfter.push({ status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } });
    expect((await release(t.api, signing.id)).statusCode).toBe(502);
    await t.db.query(`update payouts set created_at = now() - interval '25 hours' where milestone_id = $1`, [signing.id]);
    const before = fake.requests.length;
    const res = await release(t.api, signing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'outcome_unknown', message: expect.stringContaining('23 hours') });
    expect(fake.requests.length).toBe(before);
  });

  it('a submission interrupted mid-call (no answer recorded) is re-sent with the same key once it is stale, not before', async () => {
    const { deal, signing } = await payableDeal(t, creators[9]!, { stripeAccount: ACCT });
    // The state a crash between the claim and the answer leaves: submitting, no error, transfer made at Stripe.
    expect((await release(t.api, signing.id)).statusCode).toBe(200);
    await t.db.query(`update payouts set status = 'submitting', provider_payout_id = null, last_error = null where milestone_id = $1`, [signing.id]);
    expect((await milestone(t, deal.id, signing.id)).payout).toMatchObject({ status: 'submitting', resendable: false });
    const busy = await release(t.api, signing.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toContain('being paid');
    await t.db.query(`update payouts set updated_at = now() - interval '10 minutes' where milestone_id = $1`, [signing.id]);
    expect((await milestone(t, deal.id, signing.id)).payout).toMatchObject({ status: 'submitting', resendable: true });
    const resent = await release(t.api, signing.id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().payout).toMatchObject({ status: 'paid' });
    expect(fake.requests.filter((r) => (r.form.metadata as Record<string, string> | undefined)?.milestone_id === signing.id).map((r) => r.headers['idempotency-key'])).toEqual([
      payoutIdempotencyKey(signing.id, 1),
      payoutIdempotencyKey(signing.id, 1),
    ]);
    expect(fake.transfers.filter((x) => (x.metadata as Record<string, string>).milestone_id === signing.id)).toHaveLength(1);
    expect((await milestone(t, deal.id, signing.id)).payout!.provider_payout_id).toMatch(/^tr_/);
  });

  it('the SDK’s own retry after a 500 reuses the idempotency key: one transfer', async () => {
    const { signing } = await payableDeal(t, creators[5]!, { stripeAccount: ACCT });
    const provider = createStripePayouts({ secretKey: STRIPE_KEY, apiBase: fake.url, maxNetworkRetries: 1, timeoutMs: 5000 });
    fake.failAfter.push({ status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } });
    const r = await provider.submit({
      workspaceId: t.workspaceId,
      dealId: 'd',
      milestoneId: signing.id,
      contractId: null,
      amount: 12_000,
      currency: 'INR',
      idempotencyKey: 'inflow-test-sdk-retry-1',
      description: 'test',
      destination: { kind: 'stripe_account', accountId: ACCT },
    });
    expect(r).toMatchObject({ status: 'paid' });
    const sent = fake.requests.filter((x) => x.headers['idempotency-key'] === 'inflow-test-sdk-retry-1');
    expect(sent).toHaveLength(2);
    expect(fake.transfers.filter((x) => (x.metadata as Record<string, string>).milestone_id === signing.id)).toHaveLength(1);
  });

  it('a wrong API key is 502 naming STRIPE_SECRET_KEY; a malformed reply is 502 and re-sending resolves it', async () => {
    const { deal, signing } = await payableDeal(t, creators[6]!, { stripeAccount: ACCT });
    const wrong = createStripePayouts({ secretKey: 'sk_test_wrong', apiBase: fake.url, maxNetworkRetries: 0 });
    await expect(
      wrong.submit({ workspaceId: 'w', dealId: 'd', milestoneId: 'm', contractId: null, amount: 1, currency: 'INR', idempotencyKey: 'k-wrong', description: 'x', destination: { kind: 'stripe_account', accountId: ACCT } }),
    ).rejects.toMatchObject({ outcome: 'rejected', statusCode: 502, code: 'provider_auth_failed', message: expect.stringContaining('STRIPE_SECRET_KEY') });

    fake.malformedNext = { id: 'tr_123', object: 'charge' };
    const bad = await release(t.api, signing.id);
    expect(bad.statusCode).toBe(502);
    expect(bad.json()).toMatchObject({ code: 'provider_bad_reply' });
    expect((await milestone(t, deal.id, signing.id)).payout).toMatchObject({ status: 'submitting' });
    const ok = await release(t.api, signing.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(fake.transfers.filter((x) => (x.metadata as Record<string, string>).milestone_id === signing.id)).toHaveLength(1);
  });

  it('webhooks: verified by Stripe-Signature; bad signature and stale timestamp 400; a replayed event is applied once; a reversal makes the milestone payable again', async () => {
    const { deal, signing } = await payableDeal(t, creators[7]!, { stripeAccount: ACCT });
    // A submission whose answer was lost: transfer.created (found by the milestone in its metadata) confirms it.
    fake.failAfter.push({ status: 503, body: { error: { type: 'api_error', message: 'Service unavailable' } } });
    expect((await release(t.api, signing.id)).statusCode).toBe(502);
    const transfer = fake.transfers.find((x) => (x.metadata as Record<string, string>).milestone_id === signing.id)!;
    const send = (e: { payload: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: '/api/v1/webhooks/stripe', payload: e.payload, headers: e.headers });

    const forged = await send(fake.event('transfer.created', transfer, { secret: 'whsec_wrongSecret' }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('bad_signature');
    const stale = await send(fake.event('transfer.created', transfer, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/tolerance/i);
    const noSig = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/stripe', payload: fake.event('transfer.created', transfer).payload, headers: { 'content-type': 'application/json' } });
    expect(noSig.statusCode).toBe(400);
    expect((await milestone(t, deal.id, signing.id)).payout!.status).toBe('submitting');

    const created = fake.event('transfer.created', transfer, { id: 'evt_created_1' });
    const ok = await send(created);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false, matched: true });
    expect((await milestone(t, deal.id, signing.id)).payout).toMatchObject({ status: 'paid', provider_payout_id: transfer.id, last_error: null });
    // The same event again (Stripe retries deliveries): acknowledged, not applied.
    const replay = await send(fake.event('transfer.created', transfer, { id: 'evt_created_1' }));
    expect(replay.json()).toEqual({ received: true, duplicate: true, matched: false });
    expect((await release(t.api, signing.id)).statusCode).toBe(409);

    // Fully reversed: money back at the platform; the payout leaves the ledger, the attempt stays on record.
    const reversed = await send(fake.event('transfer.reversed', { ...transfer, reversed: true, amount_reversed: transfer.amount }, { id: 'evt_reversed_1' }));
    expect(reversed.json()).toMatchObject({ matched: true });
    expect((await milestone(t, deal.id, signing.id)).status).toBe('payable');
    expect(await payoutRows(t, signing.id)).toHaveLength(0);
    const att = await t.db.query<{ outcome: string; provider_payout_id: string }>('select outcome, provider_payout_id from payout_attempts where milestone_id = $1', [signing.id]);
    expect(att.rows).toEqual([{ outcome: 'reversed', provider_payout_id: transfer.id }]);
    const audit = (await t.api.inject('/api/v1/audit?limit=100')).json() as { action: string; target_id: string }[];
    expect(audit.filter((a) => a.target_id === signing.id).map((a) => a.action)).toEqual(expect.arrayContaining(['payout.unconfirmed', 'payout.paid', 'payout.reversed']));
    // An event about something else is acknowledged and ignored.
    expect((await send(fake.event('payout.paid', { id: 'po_1', object: 'payout' }))).json()).toEqual({ received: true, duplicate: false, matched: false });
    // Not JSON but correctly signed: 400, not 500.
    const junk = 'not json';
    const tNow = Math.floor(Date.now() / 1000);
    const { createHmac } = await import('node:crypto');
    const junkSig = createHmac('sha256', STRIPE_WEBHOOK_SECRET).update(`${tNow}.${junk}`).digest('hex');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/stripe', payload: junk, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${tNow},v1=${junkSig}` } })).statusCode).toBe(400);
  });

  it('the RazorpayX webhook answers 503 when its secret is not configured; YouTube refresh answers 503 without a key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/razorpayx', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('webhook_not_configured');
    const { token } = await payableDeal(t, creators[8]!);
    const live = await t.app.inject({ method: 'POST', url: `/api/portal/${token}/submissions`, payload: { deliverable_index: 0, kind: 'live', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    expect(live.statusCode, live.body).toBe(201);
    const r = await t.api.inject({ method: 'POST', url: `/api/v1/posts/${live.json().id}/metrics/refresh` });
    expect(r.statusCode).toBe(503);
    expect(r.json().code).toBe('metrics_provider_not_configured');
  });
});

describe('RazorpayX payouts (REST against a fake RazorpayX on 127.0.0.1)', () => {
  let t: T;
  let fake: FakeRazorpayX;
  let filesDir: string;
  let creators: string[];
  beforeAll(async () => {
    fake = new FakeRazorpayX();
    await fake.start();
    filesDir = mkdtempSync(path.join(tmpdir(), 'inflow-files-'));
    t = await buildTestApp({
      creators: 12,
      deps: {
        files: createLocalObjectStore(filesDir),
        payoutProvider: createRazorpayXPayouts({ keyId: RZP_KEY_ID, keySecret: RZP_KEY_SECRET, accountNumber: RZP_ACCOUNT, apiBase: fake.url, timeoutMs: 5000 }),
        paymentWebhooks: { razorpayx: RZP_WEBHOOK_SECRET },
      },
    });
    creators = (await t.db.query<{ id: string }>('select id from creators order by followers_count desc')).rows.map((r) => r.id);
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
    rmSync(filesDir, { recursive: true, force: true });
  });
  const hook = (w: { body: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: '/api/v1/webhooks/razorpayx', payload: w.body, headers: w.headers });

  it('a UPI payout: basic auth, X-Payout-Idempotency, composite fund account, paise; processing until payout.processed arrives (signed, once)', async () => {
    const { deal, signing, token } = await payableDeal(t, creators[0]!, { payout: { method: 'upi', upi_id: 'priya.s@okhdfc' } });
    const portalPaidAt = async () => ((await t.app.inject(`/api/portal/${token}`)).json().milestones as { id: string; paid_at: string | null }[]).find((x) => x.id === signing.id)!.paid_at;
    const res = await release(t.api, signing.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'released', payout: { provider: 'razorpayx', status: 'processing' } });
    const pid = res.json().payout.provider_payout_id as string;
    expect(pid).toMatch(/^pout_/);
    const req = fake.requests.at(-1)!;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/payouts' });
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${RZP_KEY_ID}:${RZP_KEY_SECRET}`).toString('base64')}`);
    expect(req.headers['x-payout-idempotency']).toBe(payoutIdempotencyKey(signing.id, 1));
    expect(req.body).toMatchObject({
      account_number: RZP_ACCOUNT,
      amount: 1_200_000,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: signing.id,
      fund_account: { account_type: 'vpa', vpa: { address: 'priya.s@okhdfc' }, contact: { type: 'vendor' } },
      notes: { milestone_id: signing.id, deal_id: deal.id },
    });
    expect((req.body!.narration as string).length).toBeLessThanOrEqual(30);

    // Webhooks: a bad signature is 401, the right one settles it, a replay does nothing.
    const processed = fake.webhook('payout.processed', pid, { status: 'processed', utr: 'UTR000123456789' }, { eventId: 'evt_rzp_1' });
    expect((await hook({ ...processed, headers: { ...processed.headers, 'x-razorpay-signature': 'f'.repeat(64) } })).statusCode).toBe(401);
    expect((await hook({ ...processed, headers: { ...processed.headers, 'x-razorpay-signature': 'not-hex' } })).statusCode).toBe(401);
    const tampered = await hook({ body: processed.body.replace('UTR000123456789', 'UTR999999999999'), headers: processed.headers });
    expect(tampered.statusCode).toBe(401);
    expect((await milestone(t, deal.id, signing.id)).payout!.status).toBe('processing');
    // The creator sees no payment date until the money has moved.
    expect(await portalPaidAt()).toBeNull();
    const ok = await hook(processed);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false, matched: true });
    expect((await milestone(t, deal.id, signing.id)).payout).toMatchObject({ status: 'paid', reference: 'UTR000123456789' });
    expect(await portalPaidAt()).toBeTruthy();
    expect((await hook(processed)).json()).toEqual({ received: true, duplicate: true, matched: false });
    // A late payout.queued after processed does not downgrade it.
    await hook(fake.webhook('payout.queued', pid, { status: 'queued' }));
    expect((await milestone(t, deal.id, signing.id)).payout!.status).toBe('paid');
    expect((await release(t.api, signing.id)).statusCode).toBe(409);
  });

  it('two releases at once: one payout at RazorpayX, one 200 and one 409', async () => {
    const { signing } = await payableDeal(t, creators[1]!, { payout: { method: 'upi', upi_id: 'creator.one@oksbi' } });
    const [a, b] = await Promise.all([release(t.api, signing.id), release(t.api, signing.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([...fake.payouts.values()].filter((p) => p.reference_id === signing.id)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.body?.reference_id === signing.id)).toHaveLength(1);
    expect(await payoutRows(t, signing.id)).toHaveLength(1);
  });

  it('a bank account goes by IMPS with IFSC; an IBAN or a PayPal address is refused before anything is sent', async () => {
    const { signing } = await payableDeal(t, creators[2]!, { payout: { method: 'bank', account_holder: 'Priya Sharma', account_number: '123456789012', ifsc: 'HDFC0001234' } });
    expect((await release(t.api, signing.id)).statusCode).toBe(200);
    expect(fake.requests.at(-1)!.body).toMatchObject({ mode: 'IMPS', fund_account: { account_type: 'bank_account', bank_account: { name: 'Priya Sharma', ifsc: 'HDFC0001234', account_number: '123456789012' } } });
    const before = fake.requests.length;
    const iban = await payableDeal(t, creators[3]!, { payout: { method: 'bank', account_holder: 'Priya S', iban: 'GB82 WEST 1234 5698 7654 32' } });
    const r1 = await release(t.api, iban.signing.id);
    expect(r1.statusCode).toBe(422);
    expect(r1.json().message).toContain('UPI IDs and Indian bank accounts');
    const none = await payableDeal(t, creators[4]!);
    const r2 = await release(t.api, none.signing.id);
    expect(r2.statusCode).toBe(422);
    expect(r2.json().message).toContain('has not given payout details');
    expect(fake.requests.length).toBe(before);
  });

  it('errors: a 400 is 422 with RazorpayX’s description (nothing paid, a new key next time); a 5xx after the payout keeps it submitting and re-sending returns the same payout', async () => {
    const { deal, signing } = await payableDeal(t, creators[5]!, { payout: { method: 'upi', upi_id: 'five@okaxis' } });
    fake.failBefore.push({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Payouts are disabled for this account', source: 'business', step: 'payout_initiation', reason: 'payouts_disabled', metadata: {}, field: null } } });
    const refused = await release(t.api, signing.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'provider_rejected', message: 'RazorpayX refused the payout: Payouts are disabled for this account' });
    expect((await milestone(t, deal.id, signing.id)).status).toBe('payable');

    fake.failAfter.push({ status: 502, body: { error: { code: 'SERVER_ERROR', description: 'The server encountered an error. The incident has been reported to admins.' } } });
    const unknown = await release(t.api, signing.id);
    expect(unknown.statusCode).toBe(502);
    expect(unknown.json().code).toBe('provider_unavailable');
    expect((await milestone(t, deal.id, signing.id)).payout!.status).toBe('submitting');
    const again = await release(t.api, signing.id);
    expect(again.statusCode, again.body).toBe(200);
    const sent = fake.requests.filter((r) => r.body?.reference_id === signing.id).map((r) => r.headers['x-payout-idempotency']);
    expect(sent).toEqual([payoutIdempotencyKey(signing.id, 1), payoutIdempotencyKey(signing.id, 2), payoutIdempotencyKey(signing.id, 2)]);
    expect([...fake.payouts.values()].filter((p) => p.reference_id === signing.id)).toHaveLength(1);
  });

  it('a payout the bank rejects (synchronously or by payout.failed) leaves the milestone payable; a wrong key is 502 naming the variables', async () => {
    const a = await payableDeal(t, creators[6]!, { payout: { method: 'upi', upi_id: 'six@okicici' } });
    fake.initialStatus = 'rejected';
    try {
      const r = await release(t.api, a.signing.id);
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toContain('Beneficiary bank rejected the payout');
    } finally {
      fake.initialStatus = 'processing';
    }
    expect(await payoutRows(t, a.signing.id)).toHaveLength(0);

    const b = await payableDeal(t, creators[7]!, { payout: { method: 'upi', upi_id: 'seven@okicici' } });
    const ok = await release(t.api, b.signing.id);
    expect(ok.statusCode).toBe(200);
    const failed = await hook(fake.webhook('payout.failed', ok.json().payout.provider_payout_id, { status: 'failed', failure_reason: 'Invalid beneficiary VPA' }));
    expect(failed.json()).toMatchObject({ matched: true });
    const m = await milestone(t, b.deal.id, b.signing.id);
    expect(m).toMatchObject({ status: 'payable', payout: null });
    const att = await t.db.query<{ outcome: string; error: string }>('select outcome, error from payout_attempts where milestone_id = $1', [b.signing.id]);
    expect(att.rows).toEqual([{ outcome: 'failed', error: 'Invalid beneficiary VPA' }]);
    // Released again: attempt 2, a new key.
    expect((await release(t.api, b.signing.id)).statusCode).toBe(200);
    expect(fake.requests.at(-1)!.headers['x-payout-idempotency']).toBe(payoutIdempotencyKey(b.signing.id, 2));

    const wrong = createRazorpayXPayouts({ keyId: RZP_KEY_ID, keySecret: 'wrong', accountNumber: RZP_ACCOUNT, apiBase: fake.url });
    await expect(
      wrong.submit({ workspaceId: 'w', dealId: 'd', milestoneId: 'm', contractId: null, amount: 10, currency: 'INR', idempotencyKey: 'k', description: 'x', destination: { kind: 'vpa', address: 'ab@okaxis', name: 'Abc', contactRef: 'c' } }),
    ).rejects.toMatchObject({ outcome: 'rejected', statusCode: 502, code: 'provider_auth_failed', message: expect.stringContaining('RAZORPAYX_KEY_SECRET') });
    // A reply that is not a payout: outcome unknown.
    fake.malformedNext = { entity: 'payout', id: 'pout_x', amount: 'lots' };
    const provider = createRazorpayXPayouts({ keyId: RZP_KEY_ID, keySecret: RZP_KEY_SECRET, accountNumber: RZP_ACCOUNT, apiBase: fake.url });
    await expect(
      provider.submit({ workspaceId: 'w', dealId: 'd', milestoneId: 'm2', contractId: null, amount: 10, currency: 'INR', idempotencyKey: 'k-malformed', description: 'x', destination: { kind: 'vpa', address: 'ab@okaxis', name: 'Abc', contactRef: 'c' } }),
    ).rejects.toMatchObject({ outcome: 'unknown', statusCode: 502, code: 'provider_bad_reply' });
    // Unreachable: outcome unknown.
    const down = createRazorpayXPayouts({ keyId: RZP_KEY_ID, keySecret: RZP_KEY_SECRET, accountNumber: RZP_ACCOUNT, apiBase: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(
      down.submit({ workspaceId: 'w', dealId: 'd', milestoneId: 'm3', contractId: null, amount: 10, currency: 'INR', idempotencyKey: 'k-down', description: 'x', destination: { kind: 'vpa', address: 'ab@okaxis', name: 'Abc', contactRef: 'c' } }),
    ).rejects.toMatchObject({ outcome: 'unknown', code: 'provider_unavailable' });
  });

  it('a late event of an earlier attempt does not settle the current one (matched by id, or by milestone and idempotency key)', async () => {
    const c = await payableDeal(t, creators[8]!, { payout: { method: 'upi', upi_id: 'eight@okaxis' } });
    const first = await release(t.api, c.signing.id);
    expect(first.statusCode).toBe(200);
    const pA = first.json().payout.provider_payout_id as string;
    expect(fake.requests.at(-1)!.body!.notes).toMatchObject({ idempotency_key: payoutIdempotencyKey(c.signing.id, 1) });
    expect((await hook(fake.webhook('payout.failed', pA, { status: 'failed', failure_reason: 'VPA closed' }))).json()).toMatchObject({ matched: true });
    // Attempt 2 is made at RazorpayX but its answer is lost.
    fake.failAfter.push({ status: 504, body: { error: { code: 'SERVER_ERROR', description: 'Gateway timeout' } } });
    expect((await release(t.api, c.signing.id)).statusCode).toBe(502);
    const late = await hook(fake.webhook('payout.reversed', pA, { status: 'reversed' }));
    expect(late.json()).toEqual({ received: true, duplicate: false, matched: false });
    expect((await milestone(t, c.deal.id, c.signing.id)).payout).toMatchObject({ status: 'submitting', provider_payout_id: null });
    // Payout details changed since attempt 2 was sent: re-sending would be another payout, so it is refused (409).
    expect((await t.app.inject({ method: 'PUT', url: `/api/portal/${c.token}/payout-details`, payload: { method: 'upi', upi_id: 'eight.new@okaxis' } })).statusCode).toBe(200);
    const changed = await release(t.api, c.signing.id);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'outcome_unknown', message: expect.stringContaining('payout details changed') });
    const pB = [...fake.payouts.values()].find((p) => p.reference_id === c.signing.id && p.id !== pA)!.id as string;
    expect((await hook(fake.webhook('payout.processed', pB, { status: 'processed', utr: 'UTRB00000001' }))).json()).toMatchObject({ matched: true });
    expect((await milestone(t, c.deal.id, c.signing.id)).payout).toMatchObject({ status: 'paid', provider_payout_id: pB, reference: 'UTRB00000001' });
  });

  it('the report counts only settled money as paid: a processing payout is in progress, not paid, until the webhook says it was processed', async () => {
    const { deal, signing, campaignId } = await payableDeal(t, creators[9]!, { payout: { method: 'upi', upi_id: 'nine@okaxis' } });
    const report = async () => (await t.api.inject(`/api/v1/campaigns/${campaignId}/report`)).json() as TCampaignReport;
    const before = await report();
    expect(before).toMatchObject({ paid: 0, paid_in_progress: 0 });
    const res = await release(t.api, signing.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payout).toMatchObject({ status: 'processing', resendable: false });
    const processing = await report();
    expect(processing).toMatchObject({ paid: 0, paid_in_progress: 12_000 });
    expect(processing.by_creator.find((c) => c.deal_id === deal.id)).toMatchObject({ paid: 0, paid_in_progress: 12_000 });
    // The payout ledger still lists it (money that is leaving), with its status.
    const ledger = (await t.api.inject(`/api/v1/campaigns/${campaignId}/payouts`)).json() as TPayout[];
    expect(ledger.map((p) => [p.status, p.amount])).toEqual([['processing', 12_000]]);

    const hookRes = await hook(fake.webhook('payout.processed', res.json().payout.provider_payout_id, { status: 'processed', utr: 'UTR000999000111' }, { eventId: 'evt_rzp_report_1' }));
    expect(hookRes.json()).toMatchObject({ matched: true });
    const settled = await report();
    expect(settled).toMatchObject({ paid: 12_000, paid_in_progress: 0 });
    expect(settled.by_creator.find((c) => c.deal_id === deal.id)).toMatchObject({ paid: 12_000, paid_in_progress: 0 });
  });

  it('statuses for the screens: the configured provider, a failure on the milestone (payable again) and on the portal in plain terms', async () => {
    expect((await t.api.inject('/api/v1/payouts/provider')).json()).toEqual({ provider: 'razorpayx' });
    const { deal, signing, token } = await payableDeal(t, creators[10]!, { payout: { method: 'upi', upi_id: 'ten@okaxis' } });
    const portalMilestone = async () => ((await t.app.inject(`/api/portal/${token}`)).json().milestones as { id: string; payment: string | null; paid_at: string | null }[]).find((x) => x.id === signing.id)!;
    expect(await portalMilestone()).toMatchObject({ payment: null, paid_at: null });
    expect((await milestone(t, deal.id, signing.id)).last_failure).toBeNull();
    const ok = await release(t.api, signing.id);
    expect(await portalMilestone()).toMatchObject({ payment: 'processing', paid_at: null });
    await hook(fake.webhook('payout.failed', ok.json().payout.provider_payout_id, { status: 'failed', failure_reason: 'Invalid beneficiary VPA' }));
    const m = await milestone(t, deal.id, signing.id);
    expect(m).toMatchObject({ status: 'payable', payout: null, last_failure: { outcome: 'failed', reason: 'Invalid beneficiary VPA' } });
    const portal = await portalMilestone();
    expect(portal).toMatchObject({ payment: 'failed', paid_at: null });
    expect(JSON.stringify(portal)).not.toContain('Invalid beneficiary VPA');
    // Released again: the failure is history, the new payout is what counts.
    expect((await release(t.api, signing.id)).statusCode).toBe(200);
    expect(await milestone(t, deal.id, signing.id)).toMatchObject({ status: 'released', last_failure: null, payout: { status: 'processing' } });
  });

  it('webhook bodies that are signed but not events are 400; other events are acknowledged and ignored', async () => {
    const { createHmac } = await import('node:crypto');
    const sign = (body: string) => ({ 'content-type': 'application/json', 'x-razorpay-signature': createHmac('sha256', RZP_WEBHOOK_SECRET).update(body).digest('hex') });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/razorpayx', payload: 'nope', headers: sign('nope') })).statusCode).toBe(400);
    const other = JSON.stringify({ entity: 'event', event: 'transaction.created', payload: {}, created_at: 1 });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/razorpayx', payload: other, headers: sign(other) })).json()).toEqual({ received: true, duplicate: false, matched: false });
    const badPayout = JSON.stringify({ entity: 'event', event: 'payout.processed', payload: { payout: { entity: { id: 'x' } } } });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/razorpayx', payload: badPayout, headers: sign(badPayout) })).statusCode).toBe(400);
    // The Stripe webhook is not configured in this app.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/stripe', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(503);
  });
});
