/**
 * The settings and deal-page screens' routes: the workspace contract template (read by everyone, saved by owners and
 * admins, unknown merge fields refused with 422) and the configured payout provider (members and up).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedClient, buildTestApp, createWorkspaceWithKey, type TestClient } from './helpers.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;

describe('contract template and payout provider routes', () => {
  let t: T;
  let member: TestClient;
  let viewer: TestClient;
  beforeAll(async () => {
    t = await buildTestApp({ creators: 2 });
    const key = async (role: string) => (await t.api.inject({ method: 'POST', url: `/api/v1/workspaces/${t.workspaceId}/api-keys`, payload: { name: role, role } })).json().key as string;
    member = authedClient(t.app, await key('member'));
    viewer = authedClient(t.app, await key('viewer'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the template: everyone reads it; a member cannot save it; an unknown merge field is 422 naming it; an owner saves it', async () => {
    const initial = (await member.inject('/api/v1/contract-template')).json();
    expect(initial.merge_fields).toEqual(expect.arrayContaining(['brand', 'creator', 'price', 'milestones', 'disclosure']));
    expect((await viewer.inject('/api/v1/contract-template')).statusCode).toBe(200);

    const byMember = await member.inject({ method: 'PUT', url: '/api/v1/contract-template', payload: { body: 'Between {{brand}} and {{creator}}.' } });
    expect(byMember.statusCode).toBe(403);
    expect((await t.api.inject('/api/v1/contract-template')).json().body).toBe(initial.body);

    const typo = await t.api.inject({ method: 'PUT', url: '/api/v1/contract-template', payload: { body: 'Fee: {{fee}}, {{price}}' } });
    expect(typo.statusCode).toBe(422);
    expect(typo.json().message).toContain('unknown merge field {{fee}}');
    expect((await t.api.inject('/api/v1/contract-template')).json().body).toBe(initial.body);

    const ok = await t.api.inject({ method: 'PUT', url: '/api/v1/contract-template', payload: { name: 'Short form', body: 'Between {{brand}} and {{creator}} for {{price}}.' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Short form', body: 'Between {{brand}} and {{creator}} for {{price}}.' });
    expect((await member.inject('/api/v1/contract-template')).json().name).toBe('Short form');
    // No deal yet: nothing to preview with.
    const none = await member.inject({ method: 'POST', url: '/api/v1/contract-template/preview', payload: { body: '{{creator}}' } });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain('No agreed deal');
  });

  it('the payout provider: members and up read it (manual by default); a viewer is refused', async () => {
    expect((await member.inject('/api/v1/payouts/provider')).json()).toEqual({ provider: 'manual' });
    expect((await t.api.inject('/api/v1/payouts/provider')).json()).toEqual({ provider: 'manual' });
    expect((await viewer.inject('/api/v1/payouts/provider')).statusCode).toBe(403);
  });

  it('a deal’s payout account: null until set; another workspace gets 404 reading or setting it', async () => {
    const creator = (await t.db.query<{ id: string }>('select id from creators limit 1')).rows[0]!.id;
    const c = await t.api.inject({ method: 'POST', url: '/api/v1/campaigns', payload: { product_name: 'Glow Serum', brand_name: 'Lumen', total_budget: 100_000, currency: 'INR' } });
    expect(c.statusCode, c.body).toBe(201);
    const d = await t.api.inject({
      method: 'POST',
      url: '/api/v1/deals',
      payload: { campaign_id: c.json().id, creator_id: creator, price: 10_000, currency: 'INR', deliverables: [{ platform: 'youtube', format: 'video', count: 1 }], milestones: [{ name: 'On signing', percent: 100, condition: 'signed' }] },
    });
    expect(d.statusCode, d.body).toBe(201);
    const dealId = d.json().id as string;
    // The template preview fills the fields from this deal (the workspace's latest agreed one) and writes nothing.
    const preview = await member.inject({ method: 'POST', url: '/api/v1/contract-template/preview', payload: { body: 'Fee {{price}} to {{creator}}: {{milestones}} v{{contract_version}}' } });
    expect(preview.statusCode, preview.body).toBe(200);
    const cr = (await t.db.query<{ name: string; handle: string | null }>('select name, handle from creators where id = $1', [creator])).rows[0]!;
    const creatorText = `${cr.name}${cr.handle ? ` (@${cr.handle.replace(/^@/, '')})` : ''}`;
    expect(preview.json()).toEqual({
      deal_id: dealId,
      deal_label: `${cr.name} · Glow Serum`,
      markdown: `Fee INR 10,000.00 to ${creatorText}: - On signing: 100% (INR 10,000.00), payable when this agreement is signed by both parties v1`,
    });
    expect((await t.db.query('select 1 from contracts where deal_id = $1', [dealId])).rows).toHaveLength(0);
    const typo = await member.inject({ method: 'POST', url: '/api/v1/contract-template/preview', payload: { body: '{{fee}}' } });
    expect(typo.statusCode).toBe(422);
    expect(typo.json().message).toContain('{{fee}}');
    expect((await member.inject(`/api/v1/deals/${dealId}/payout-account`)).json()).toEqual({ account: null });
    const other = authedClient(t.app, (await createWorkspaceWithKey(t.api, 'Other brand')).apiKey);
    expect((await other.inject(`/api/v1/deals/${dealId}/payout-account`)).statusCode).toBe(404);
    const put = await other.inject({ method: 'PUT', url: `/api/v1/deals/${dealId}/payout-account`, payload: { provider: 'stripe', account_id: 'acct_1OtherBrand000' } });
    expect(put.statusCode).toBe(404);
    expect((await other.inject('/api/v1/payouts/provider')).json()).toEqual({ provider: 'manual' });
    const foreign = await other.inject({ method: 'POST', url: '/api/v1/contract-template/preview', payload: { body: '{{creator}}', deal_id: dealId } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(dealId);
  });
});
