import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { startFakeImap } from '../../../test/fake-imap-server.js';
import { startFakeSmtp } from '../../../test/fake-smtp-server.js';
import { signInbound } from '../inbound/inbound.routes.js';
import { pollImapOnce } from '../inbound/imap.js';
import { createSmtpMailer } from './mailer.js';
import { isOptedOut } from './optouts.js';

type T = Awaited<ReturnType<typeof buildTestApp>>;

async function arrange(t: T, n: number) {
  const { rows: camp } = await t.db.query<{ id: string }>(`select id from campaigns where status = 'planning' limit 1`);
  const { rows: cr } = await t.db.query<{ id: string }>('select id from creators where phone is not null and email is not null order by followers_count desc limit $1', [n]);
  const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/bulk', payload: { campaign_id: camp[0]!.id, creator_ids: cr.map((c) => c.id) } });
  return (res.json().entries as { id: string; creator_id: string }[]).map((e) => ({ id: e.id, creatorId: e.creator_id }));
}

async function until<R>(fn: () => Promise<R | undefined | null | false>, what: string, tries = 200): Promise<R> {
  for (let i = 0; i < tries; i++) {
    const r = await fn();
    if (r) return r;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('email without SMTP: templates, preview, the honest outbox, idempotent sends', () => {
  let t: T;
  let entries: { id: string; creatorId: string }[];
  beforeAll(async () => {
    t = await buildTestApp({ creators: 200, demo: true });
    entries = await arrange(t, 3);
  });
  afterAll(() => t.close());

  it('renders a template with merge fields, names the ones without a value, and says how a send would go', async () => {
    const templates = (await t.api.inject({ url: '/api/v1/email/templates' })).json();
    expect(templates.map((x: { id: string }) => x.id)).toContain('builtin:introduction');
    const created = await t.api.inject({
      method: 'POST',
      url: '/api/v1/email/templates',
      payload: { name: 'Rates', subject: 'Rates for {{product_name}}', body: 'Hi {{first_name}}, {{deliverables}}?' },
    });
    expect(created.statusCode).toBe(201);
    expect((await t.api.inject({ method: 'POST', url: '/api/v1/email/templates', payload: { name: 'Rates', subject: 'x', body: 'y' } })).statusCode).toBe(409);
    const p = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/email/preview', payload: { outreach_id: entries[0]!.id, template_id: created.json().id } });
    expect(p.statusCode).toBe(200);
    const preview = p.json();
    expect(preview.subject).not.toContain('{{');
    expect(preview.body).toMatch(/^Hi \S+, \{\{deliverables\}\}\?$/);
    expect(preview.missing_fields).toEqual(['deliverables']);
    expect(preview).toMatchObject({ transport: 'outbox', opted_out: false });
    expect(preview.to).toMatch(/@/);
    // Built-in templates are read-only.
    expect((await t.api.inject({ method: 'DELETE', url: '/api/v1/email/templates/builtin:introduction' })).statusCode).toBe(409);
  });

  it('answers status "outbox" with the honest message, and the outbox shows the body and state', async () => {
    const res = await t.api.inject({
      method: 'POST',
      url: '/api/v1/outreach/email',
      payload: { outreach_id: entries[0]!.id, subject: 'Hello {{first_name}}', body: 'A collaboration with {{brand_name}}?' },
    });
    expect(res.statusCode).toBe(200);
    const sent = res.json();
    expect(sent).toMatchObject({ status: 'outbox', message: 'Saved to the outbox — email sending is not set up' });
    expect(sent.subject).not.toContain('{{');
    const outbox = (await t.api.inject({ url: `/api/v1/outbox?outreach_id=${entries[0]!.id}` })).json();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ id: sent.id, outreach_id: entries[0]!.id, to: sent.to, subject: sent.subject, state: 'outbox' });
    expect(outbox[0].body).toMatch(/A collaboration with .+\?/);
    expect(outbox[0].body).toMatch(/\/unsubscribe\//);
    const audit = await t.db.query(`select 1 from audit_log where action = 'email.sent' and target_id = $1`, [entries[0]!.id]);
    expect(audit.rows).toHaveLength(1);
  });

  it('one message per send action: a double click with the same Idempotency-Key writes one row', async () => {
    const send = () =>
      t.api.inject({
        method: 'POST',
        url: '/api/v1/outreach/email',
        headers: { 'idempotency-key': 'compose-1234567890' },
        payload: { outreach_id: entries[1]!.id, subject: 'Once', body: 'Only once' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().id).toBe(a.json().id);
    const outbox = (await t.api.inject({ url: `/api/v1/outbox?outreach_id=${entries[1]!.id}` })).json();
    expect(outbox).toHaveLength(1);
  });

  it('an unsubscribe link opts the creator out: no email, no call, no sequence afterwards', async () => {
    const e = entries[2]!;
    const row = (await t.api.inject({ method: 'POST', url: '/api/v1/outreach/email', payload: { outreach_id: e.id } })).json();
    const body = (await t.db.query<{ body: string }>('select body from emails where id = $1', [row.id])).rows[0]!.body;
    const token = /\/unsubscribe\/(\S+)/.exec(body)![1]!;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/email/unsubscribe', payload: { token: token + 'x' } })).statusCode).toBe(400);
    const un = await t.app.inject({ method: 'POST', url: '/api/v1/email/unsubscribe', payload: { token } });
    expect(un.statusCode).toBe(200);
    expect(await isOptedOut(t.db, t.workspaceId, e.creatorId)).toBe(true);
    const again = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/email', payload: { outreach_id: e.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('do_not_contact');
    const seq = await t.api.inject({ method: 'POST', url: `/api/v1/outreach/${e.id}/sequences`, payload: { steps: [{ subject: 'a', body: 'b', delay_minutes: 0 }] } });
    expect(seq.statusCode).toBe(409);
    const call = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: e.id } });
    expect(call.statusCode).toBe(409);
    expect((await t.api.inject({ method: 'POST', url: '/api/v1/outreach/email/preview', payload: { outreach_id: e.id } })).json().opted_out).toBe(true);
    const timeline = (await t.api.inject({ url: `/api/v1/outreach/${e.id}/timeline` })).json();
    expect(timeline.map((x: { kind: string }) => x.kind)).toEqual(expect.arrayContaining(['created', 'email_out', 'opt_out']));
  });
});

describe('email over SMTP (a fake server on 127.0.0.1), threading replies by webhook and IMAP, sequences on a fake clock', () => {
  let t: T;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let imap: Awaited<ReturnType<typeof startFakeImap>>;
  let entries: { id: string; creatorId: string }[];
  let now = new Date('2030-01-07T09:00:00Z');
  const secret = 'inbound_test_secret';
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    imap = await startFakeImap({ user: 'replies@brand.test', pass: 'imap-pass' });
    t = await buildTestApp({
      creators: 200,
      demo: true,
      deps: {
        mailer: createSmtpMailer(smtp.url),
        mailFrom: 'Brand Team <team@brand.test>',
        emailReplyAddress: 'replies@brand.test',
        inboundWebhookSecret: secret,
        clock: () => now,
      },
    });
    entries = await arrange(t, 4);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await imap.close();
  });

  // The account emails of the test owner (verification) go through the same SMTP server: leave them out.
  const creatorMail = () => smtp.received.filter((m) => !m.to.includes('owner@inflow.test'));
  const outbox = async (id: string) => (await t.api.inject({ url: `/api/v1/outbox?outreach_id=${id}` })).json() as { id: string; state: string; subject: string }[];
  const webhook = (payload: unknown, sign = secret) => {
    const raw = JSON.stringify(payload);
    return t.app.inject({ method: 'POST', url: '/api/v1/webhooks/inbound-email', headers: { 'content-type': 'application/json', 'x-inflow-signature': signInbound(sign, raw) }, payload: raw });
  };

  it('queues the email, the job delivers it once, with threading and unsubscribe headers', async () => {
    const res = await t.api.inject({ method: 'POST', url: '/api/v1/outreach/email', payload: { outreach_id: entries[0]!.id, subject: 'Hi', body: 'Hello there' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('queued');
    await until(async () => (await outbox(entries[0]!.id))[0]?.state === 'sent', 'delivery');
    expect(creatorMail()).toHaveLength(1);
    const m = creatorMail()[0]!;
    expect(m.messageId).toBe(`<${res.json().id}@brand.test>`);
    expect(m.replyTo).toMatch(/^replies\+[0-9a-f]{32}\.[0-9a-f]{12}@brand\.test$/);
    expect(JSON.stringify(m.headers.get('list'))).toMatch(/\/unsubscribe\//);
    // Nothing is sent twice.
    await new Promise((r) => setTimeout(r, 300));
    expect(creatorMail()).toHaveLength(1);
  });

  it('threads a signed inbound-parse reply into its conversation; rejects bad signatures; a replay is not applied twice', async () => {
    const e = entries[0]!;
    const ours = creatorMail()[0]!.messageId!;
    const reply = {
      From: 'Creator <creator@example.com>',
      To: 'team@brand.test',
      Subject: 'Re: Hi',
      TextBody: 'Sounds good, my rate is 40k.\n\n> Hello there',
      Headers: [
        { Name: 'Message-ID', Value: '<reply-1@example.com>' },
        { Name: 'In-Reply-To', Value: ours },
      ],
    };
    expect((await webhook(reply, 'wrong')).statusCode).toBe(401);
    const raw = JSON.stringify(reply);
    const sig = signInbound(secret, raw);
    const send = () => t.app.inject({ method: 'POST', url: '/api/v1/webhooks/inbound-email', headers: { 'content-type': 'application/json', 'x-inflow-signature': sig }, payload: raw });
    const r = await send();
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ matched: true, duplicate: false, opted_out: false });
    expect((await send()).json()).toMatchObject({ duplicate: true });
    const timeline = (await t.api.inject({ url: `/api/v1/outreach/${e.id}/timeline` })).json() as { kind: string; detail: string }[];
    const inbound = timeline.filter((x) => x.kind === 'email_in');
    expect(inbound).toHaveLength(1);
    expect(inbound[0]!.detail).toMatch(/my rate is 40k/);
    // A reply by the reply-to token alone (no threading headers) lands in the same conversation.
    const byToken = await webhook({ From: 'creator@example.com', To: creatorMail()[0]!.replyTo!, Subject: 'another', TextBody: 'and one more thing', Headers: [{ Name: 'Message-ID', Value: '<reply-2@example.com>' }] });
    expect(byToken.json()).toMatchObject({ matched: true });
    const unknown = await webhook({ From: 'x@example.com', To: 'team@brand.test', Subject: 'spam', TextBody: 'hi', Headers: [] });
    expect(unknown.json()).toMatchObject({ matched: false });
  });

  it('sends a sequence on schedule with a fake clock, and never after a reply (IMAP)', async () => {
    const e = entries[1]!;
    const day = 24 * 60;
    const started = await t.api.inject({
      method: 'POST',
      url: `/api/v1/outreach/${e.id}/sequences`,
      payload: {
        steps: [
          { subject: 'Hello {{first_name}}', body: 'First', delay_minutes: 0 },
          { subject: 'Follow-up 1', body: 'Second', delay_minutes: day },
          { subject: 'Follow-up 2', body: 'Third', delay_minutes: 2 * day },
          { subject: 'Follow-up 3', body: 'Fourth', delay_minutes: 2 * day },
        ],
      },
    });
    expect(started.statusCode).toBe(201);
    const seq = started.json();
    expect(seq.steps.map((s: { due_at: string }) => s.due_at)).toEqual([
      '2030-01-07T09:00:00.000Z',
      '2030-01-08T09:00:00.000Z',
      '2030-01-10T09:00:00.000Z',
      '2030-01-12T09:00:00.000Z',
    ]);
    // The first step's job sends it now.
    await until(async () => (await outbox(e.id)).length === 1, 'first step');
    expect((await outbox(e.id))[0]!.subject).toMatch(/^Hello /);
    // Not yet due: nothing.
    now = new Date('2030-01-08T08:59:00Z');
    expect(await t.app.services.email.runDueSteps()).toBe(0);
    now = new Date('2030-01-08T09:00:00Z');
    expect(await t.app.services.email.runDueSteps()).toBe(1);
    expect(await t.app.services.email.runDueSteps()).toBe(0);
    await until(async () => (await outbox(e.id)).every((x) => x.state === 'sent'), 'deliveries');
    const follow1 = creatorMail().find((m) => m.subject === 'Follow-up 1')!;
    // The follow-up is threaded under the first email.
    expect(follow1.inReplyTo).toBe(creatorMail().find((m) => m.subject.startsWith('Hello '))!.messageId);

    // The creator replies; the IMAP poll threads it and the sequence stops.
    imap.deliver(
      [
        'From: Creator <creator@example.com>',
        'To: replies@brand.test',
        'Subject: Re: Follow-up 1',
        'Message-ID: <imap-reply-1@example.com>',
        `In-Reply-To: ${follow1.messageId}`,
        `References: ${follow1.inReplyTo} ${follow1.messageId}`,
        'Date: Thu, 08 Jan 2030 10:00:00 +0000',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Yes, interested! Call me tomorrow.',
        '',
      ].join('\n'),
    );
    imap.deliver(['From: someone@else.test', 'To: replies@brand.test', 'Subject: unrelated', 'Message-ID: <other@else.test>', '', 'hello', ''].join('\n'));
    const accepted: unknown[] = [];
    const polled = await pollImapOnce({ url: imap.url }, async (m) => accepted.push(await t.app.services.inbound.accept(m, 'imap'))).catch((err: Error) => {
      throw new Error(`${err.message}; IMAP log:\n${imap.log.join('\n')}`);
    });
    expect(polled.read).toBe(2);
    expect(accepted[0]).toMatchObject({ matched: true, outreach_id: e.id });
    expect(accepted[1]).toMatchObject({ matched: false });
    expect(imap.messages.every((m) => m.flags.has('\\Seen'))).toBe(true);
    expect((await pollImapOnce({ url: imap.url }, async () => undefined)).read).toBe(0);

    const after = (await t.api.inject({ url: `/api/v1/outreach/${e.id}/sequences` })).json()[0];
    expect(after).toMatchObject({ status: 'stopped', stop_reason: 'replied' });
    expect(after.steps.map((s: { status: string }) => s.status)).toEqual(['sent', 'sent', 'cancelled', 'cancelled']);
    now = new Date('2030-01-20T09:00:00Z');
    expect(await t.app.services.email.runDueSteps()).toBe(0);
    expect(await outbox(e.id)).toHaveLength(2);
    const timeline = (await t.api.inject({ url: `/api/v1/outreach/${e.id}/timeline` })).json() as { kind: string }[];
    expect(timeline.filter((x) => x.kind === 'email_out')).toHaveLength(2);
    expect(timeline.filter((x) => x.kind === 'email_in')).toHaveLength(1);
  });

  it('an opt-out reply stops the sequence and every path (email, call, sequence)', async () => {
    now = new Date('2030-02-01T09:00:00Z');
    const e = entries[2]!;
    await t.api.inject({
      method: 'POST',
      url: `/api/v1/outreach/${e.id}/sequences`,
      payload: { steps: [{ subject: 'One', body: 'First', delay_minutes: 0 }, { subject: 'Two', body: 'Second', delay_minutes: 60 }] },
    });
    await until(async () => (await outbox(e.id))[0]?.state === 'sent', 'first step');
    const first = creatorMail().find((m) => m.subject === 'One')!;
    const r = await webhook({ From: 'c@example.com', To: 'team@brand.test', Subject: 'Re: One', TextBody: 'UNSUBSCRIBE\n\n> First', Headers: [{ Name: 'In-Reply-To', Value: first.messageId! }, { Name: 'Message-ID', Value: '<stop-1@example.com>' }] });
    expect(r.json()).toMatchObject({ matched: true, opted_out: true });
    expect(await isOptedOut(t.db, t.workspaceId, e.creatorId)).toBe(true);
    now = new Date('2030-02-01T11:00:00Z');
    expect(await t.app.services.email.runDueSteps()).toBe(0);
    expect((await t.api.inject({ method: 'POST', url: '/api/v1/outreach/email', payload: { outreach_id: e.id } })).statusCode).toBe(409);
    expect((await t.api.inject({ method: 'POST', url: '/api/v1/outreach/call/initiate', payload: { outreach_id: e.id } })).statusCode).toBe(409);
    const seq = (await t.api.inject({ url: `/api/v1/outreach/${e.id}/sequences` })).json()[0];
    expect(seq.status).toBe('stopped');
  });

  it('a manual stop ends a sequence; more than 3 follow-ups are refused', async () => {
    const e = entries[3]!;
    const five = Array.from({ length: 5 }, (_, i) => ({ subject: `s${i}`, body: 'b', delay_minutes: 60 }));
    const bad = await t.api.inject({ method: 'POST', url: `/api/v1/outreach/${e.id}/sequences`, payload: { steps: five } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/steps/);
    const s = (await t.api.inject({ method: 'POST', url: `/api/v1/outreach/${e.id}/sequences`, payload: { steps: five.slice(0, 2) } })).json();
    expect((await t.api.inject({ method: 'POST', url: `/api/v1/outreach/${e.id}/sequences`, payload: { steps: five.slice(0, 1) } })).statusCode).toBe(409);
    const stopped = (await t.api.inject({ method: 'POST', url: `/api/v1/email/sequences/${s.id}/stop` })).json();
    expect(stopped.status).toBe('stopped');
    now = new Date('2030-03-01T09:00:00Z');
    expect(await t.app.services.email.runDueSteps()).toBe(0);
    expect(await outbox(e.id)).toHaveLength(0);
  });
});
