import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { useServer, useSession } from './support/journey';

const server = useServer({ creators: 40 });

interface Campaign {
  id: string;
  product_name: string;
}

const FORGED = 'Forged by another site';

const campaign = (product_name: string) => ({
  product_name,
  brand_name: 'Journey Brand',
  product_description: 'A campaign made by the CSRF journey.',
  target_audience: 'Runners in India aged 20-35',
  key_use_cases: 'Morning runs',
  campaign_goal: 'Awareness',
  product_niche: 'fitness',
  total_budget: 300000,
  currency: 'INR',
});

/**
 * The attacker's page: on another origin of the same site (127.0.0.1, another port), so the browser still sends the
 * SameSite=Lax session cookie with its requests. Only the server's Origin check stands in the way.
 */
function attackerPage(app: string, campaignId: string): string {
  const body = JSON.stringify(campaign(FORGED));
  // A text/plain form body that reads as JSON: name '{"product_name":"...","x":"' value '"}'.
  const formName = body.slice(0, -1) + ',"x":"';
  return `<!doctype html><html><head><title>attacker</title></head><body>
<iframe name="sink1" title="sink 1"></iframe>
<iframe name="sink2" title="sink 2"></iframe>
<form id="f" method="POST" action="${app}/api/v1/campaigns/" enctype="text/plain" target="sink1">
  <input type="hidden" name='${formName.replaceAll("'", '&#39;')}' value='"}'>
</form>
<form id="g" method="POST" action="${app}/api/campaign-trigger/trigger/${campaignId}" target="sink2"></form>
<script>
  fetch(${JSON.stringify(app + '/api/v1/campaigns/')}, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'text/plain' }, body: ${JSON.stringify(body)} }).catch(() => {});
  fetch(${JSON.stringify(`${app}/api/campaign-trigger/trigger/${campaignId}`)}, { method: 'POST', credentials: 'include', mode: 'no-cors' }).catch(() => {});
  const img = new Image();
  img.src = ${JSON.stringify(`${app}/api/campaign-trigger/trigger/${campaignId}/stream`)};
  document.body.appendChild(img);
  document.getElementById('f').submit();
  document.getElementById('g').submit();
</script></body></html>`;
}

describe.each(VIEWPORTS)('cross-site request forgery ($name)', (vp) => {
  const session = useSession(server, vp);
  let evil: Server;
  let evilUrl = '';
  let page = '';

  beforeAll(async () => {
    evil = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page);
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => evil.close(resolve));
  });

  it('a page of another origin cannot create, start or change anything with the signed-in session', async () => {
    const { page: app, context } = session();
    const base = server().url;
    expect(new URL(evilUrl).origin).not.toBe(new URL(base).origin);

    // A campaign with no Co-Pilot run yet, made by the owner.
    const target = await server().api<Campaign>('POST', '/api/v1/campaigns/', campaign(`CSRF target ${vp.name}`));
    const before = await server().api<Campaign[]>('GET', '/api/v1/campaigns/?limit=100');
    const workspacesBefore = await (await context.request.get(`${base}/api/v1/workspaces`)).json();

    // The user is signed in on the app.
    await app.goto('/campaigns');
    await app.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();

    page = attackerPage(base, target.id);
    // The browser's own record: what the attacker's page sent to the app's server, and the answers it could see
    // (the server's Cross-Origin-Resource-Policy hides some of them from the page, and from this record, entirely).
    const sent: string[] = [];
    const settled: string[] = [];
    const statuses: { url: string; method: string; status: number }[] = [];
    const attacker = await context.newPage();
    const ours = (r: { url: () => string; frame: () => { page: () => unknown } }) => r.url().startsWith(base) && r.frame().page() === attacker;
    context.on('request', (r) => {
      if (ours(r)) sent.push(`${r.method()} ${r.url().slice(base.length)}`);
    });
    context.on('response', (r) => {
      if (ours(r.request())) statuses.push({ url: r.url().slice(base.length), method: r.request().method(), status: r.status() });
    });
    context.on('requestfinished', (r) => void (ours(r) && settled.push(r.url())));
    context.on('requestfailed', (r) => void (ours(r) && settled.push(r.url())));
    await attacker.goto(evilUrl);
    // Two fetches and two forms that write, one image that reads the stream: wait until all five are over.
    for (let i = 0; i < 150 && settled.length < 5; i++) await attacker.waitForTimeout(100);
    await attacker.close();

    const trigger = `/api/campaign-trigger/trigger/${target.id}`;
    expect(sent.sort()).toEqual([`GET ${trigger}/stream`, `POST ${trigger}`, `POST ${trigger}`, 'POST /api/v1/campaigns/', 'POST /api/v1/campaigns/'].sort());
    // Every write the page could see an answer to was refused by the server's origin check.
    for (const w of statuses.filter((x) => x.method === 'POST')) expect(w, `${w.method} ${w.url}`).toMatchObject({ status: 403 });
    const stream = statuses.find((x) => x.url.includes('/stream'));
    if (stream) expect(stream.status).not.toBe(200);

    const after = await server().api<Campaign[]>('GET', '/api/v1/campaigns/?limit=100');
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    expect(after.some((c) => c.product_name === FORGED)).toBe(false);
    const runs = await server().api<unknown[]>('GET', `/api/campaign-trigger/runs?campaign_id=${target.id}`);
    expect(runs).toEqual([]);
    expect(await (await context.request.get(`${base}/api/v1/workspaces`)).json()).toEqual(workspacesBefore);

    // The same session still writes from the app's own origin: the cookie was there, the origin made the difference.
    const own = await context.request.post(`${base}/api/v1/campaigns/`, {
      headers: { Origin: base },
      data: campaign(`Made on the app ${vp.name}`),
    });
    expect(own.status()).toBe(201);
  });
});
