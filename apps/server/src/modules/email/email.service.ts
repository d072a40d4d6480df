import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { writeAudit } from '../../auth/audit.js';
import { requestLimits } from '../../db/schema.js';
import type { TEmailPreview, TEmailRecord, TEmailTemplate, TOutboxEntry, TSequence, TTimelineEvent } from '@inflow/contracts';
import type { Database, SqlExecutor } from '../../db/client.js';
import { AppError, conflict, notFound, unprocessable } from '../../http/errors.js';
import { defineJob, type JobQueue } from '../../jobs/queue.js';
import type { RequestContext } from '../../lib/context.js';
import { iso } from '../../lib/rows.js';
import type { Mailer } from './mailer.js';
import { BUILTIN_TEMPLATES, renderMerge, type MergeValues } from './merge.js';
import { isOptedOut, recordOptOut, replyToken, unsubscribeToken, verifyUnsubscribeToken } from './optouts.js';

type Row = Record<string, unknown>;

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** A follow-up written from what the last call established (or an introduction when there was no call). */
export function followUpEmail(o: {
  creator_name: string;
  product_name: string;
  brand_name: string;
  currency: string;
  status: string;
  agreed_rate: number | null;
  deliverables: string | null;
  timeline: string | null;
  summary: string | null;
  follow_up_actions: string | null;
}): { subject: string; body: string } {
  const first = o.creator_name.split(' ')[0];
  const lines = [`Hi ${first},`, ''];
  let subject: string;
  if (o.status === 'agreed' && o.agreed_rate !== null) {
    subject = `Confirming our ${o.product_name} collaboration`;
    lines.push(
      `Thank you for the call. As agreed, ${o.brand_name} will partner with you on ${o.product_name} for ${money(o.agreed_rate, o.currency)}.`,
      `Deliverables: ${o.deliverables ?? 'as discussed'}.`,
      `Timeline: ${o.timeline ?? 'to be confirmed'}.`,
      '',
      'We will send the contract and the creative brief next. Reply to this email if anything needs changing.',
    );
  } else if (o.summary) {
    subject = `Following up on ${o.product_name}`;
    lines.push(`Thanks for taking our call about ${o.product_name} by ${o.brand_name}.`, '', `Recap: ${o.summary}`);
    if (o.follow_up_actions) lines.push('', `Next steps: ${o.follow_up_actions}`);
    lines.push('', 'Let us know a good time to continue the conversation.');
  } else {
    subject = `Collaboration with ${o.brand_name}: ${o.product_name}`;
    lines.push(
      `We are ${o.brand_name}, and we think your audience would love ${o.product_name}.`,
      'We would like to talk about a paid collaboration. Could you share your rates and a good time for a short call?',
    );
  }
  lines.push('', 'Best regards,', `The ${o.brand_name} team`);
  return { subject, body: lines.join('\n') };
}

/** What a send answers when nothing leaves the machine: the exact words. */
export const OUTBOX_MESSAGE = 'Saved to the outbox — email sending is not set up';

/** Delivers one outbox row over SMTP; retried with back-off by re-enqueueing (attempt n waits 30 s * 2^(n-1)). */
export const EMAIL_DELIVER_JOB = defineJob('email.deliver', z.object({ email_id: z.uuid(), attempt: z.number().int().min(1) }), { expireInSeconds: 120 });
/** Sends one step of a sequence when it is due (the step row holds the truth; the job only wakes it). */
export const EMAIL_SEQUENCE_STEP_JOB = defineJob('email.sequence-step', z.object({ step_id: z.uuid() }), { expireInSeconds: 300 });
export const MAX_DELIVERY_ATTEMPTS = 4;

export interface EmailServiceOptions {
  db: Database;
  mailer: Mailer;
  from: string;
  /** Emails a workspace may send per hour (EMAIL_RATE_LIMIT_PER_HOUR). */
  perHour?: number;
  /** The job queue: SMTP deliveries and sequence steps run on it. */
  jobs: JobQueue;
  /** Signs unsubscribe links and reply-to tokens. */
  secret: string;
  /** Where people reach the app: unsubscribe links point here. */
  publicUrl: string;
  /** The mailbox replies go to (its local part gets +token), e.g. replies@example.com; none: replies go to From. */
  replyAddress?: string;
  clock?: () => Date;
  log?: { error(obj: unknown, msg?: string): void };
}

interface OutreachForMail {
  id: string;
  creator_id: string;
  status: string;
  email: string | null;
  values: MergeValues;
  fallback: { subject: string; body: string };
}

const domainOf = (address: string) => /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'inflow.local';

export function createEmailService({ db, mailer, from, perHour = 100, jobs, secret, publicUrl, replyAddress, clock = () => new Date(), log }: EmailServiceOptions) {
  const limiter = new RateLimiterDrizzle({
    storeClient: db.db,
    schema: requestLimits,
    keyPrefix: 'email_workspace',
    points: perHour,
    duration: 60 * 60,
    clearExpiredByTimeout: false,
  });
  const mailDomain = domainOf(from);
  const senderName = /^\s*"?([^"<]+?)"?\s*</.exec(from)?.[1] ?? 'The team';

  async function loadOutreach(workspaceId: string, outreachId: string, ex: SqlExecutor = db): Promise<OutreachForMail> {
    const { rows } = await ex.query<Row>(
      `select o.id, o.creator_id, o.status, o.agreed_rate, o.deliverables, o.timeline, cr.name as creator_name, cr.channel_name,
              coalesce(cc.email, cr.email) as email, ca.product_name as campaign_name, ca.product_name, ca.brand_name, ca.currency, k.summary, k.extracted_data
       from outreach o join creators cr on cr.id = o.creator_id join campaigns ca on ca.id = o.campaign_id
       left join creator_contacts cc on cc.workspace_id = o.workspace_id and cc.creator_id = cr.id
       left join lateral (select summary, extracted_data from calls where outreach_id = o.id and status = 'done' order by started_at desc limit 1) k on true
       where o.workspace_id = $1 and o.id = $2`,
      [workspaceId, outreachId],
    );
    const o = rows[0];
    if (!o) throw notFound('Outreach entry not found');
    const rate = o.agreed_rate === null ? null : Number(o.agreed_rate);
    const creatorName = o.creator_name as string;
    return {
      id: o.id as string,
      creator_id: o.creator_id as string,
      status: o.status as string,
      email: (o.email as string | null) ?? null,
      values: {
        first_name: creatorName.split(' ')[0] ?? creatorName,
        creator_name: creatorName,
        channel_name: (o.channel_name as string | null) ?? null,
        brand_name: o.brand_name as string,
        product_name: o.product_name as string,
        campaign_name: o.campaign_name as string,
        agreed_rate: rate === null ? null : money(rate, o.currency as string),
        deliverables: (o.deliverables as string | null) ?? null,
        timeline: (o.timeline as string | null) ?? null,
        call_summary: (o.summary as string | null) ?? null,
        sender_name: senderName,
      },
      fallback: followUpEmail({
        creator_name: creatorName,
        product_name: o.product_name as string,
        brand_name: o.brand_name as string,
        currency: o.currency as string,
        status: o.status as string,
        agreed_rate: rate,
        deliverables: o.deliverables as string | null,
        timeline: o.timeline as string | null,
        summary: o.summary as string | null,
        follow_up_actions: ((o.extracted_data as Record<string, string | null> | null)?.follow_up_actions as string | null) ?? null,
      }),
    };
  }

  async function assertContactable(workspaceId: string, o: OutreachForMail, ex: SqlExecutor = db) {
    if (o.status === 'do_not_contact' || (await isOptedOut(ex, workspaceId, o.creator_id))) {
      throw new AppError(409, 'do_not_contact', `${o.values.creator_name} asked not to be contacted; no email is sent`);
    }
  }

  async function consumeQuota(workspaceId: string) {
    try {
      await limiter.consume(workspaceId);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw new AppError(429, 'rate_limited', `This workspace has sent ${perHour} emails in the last hour; try again later`, {
        retry_after_seconds: Math.ceil(err.msBeforeNext / 1000),
      });
    }
  }

  const unsubscribeUrl = (workspaceId: string, creatorId: string) => `${publicUrl}/unsubscribe/${unsubscribeToken(secret, workspaceId, creatorId)}`;

  /**
   * Writes the outbox row (and its threading record) first, then hands it to SMTP through the deliver job; without
   * SMTP the row is the whole record and its state says so. Returns the row id and what happened.
   */
  async function record(ctx: RequestContext, o: OutreachForMail, subject: string, body: string, extra: { stepId?: string } = {}) {
    const to = o.email!;
    const footer = `\n\n--\nTo stop receiving these emails, open ${unsubscribeUrl(ctx.workspaceId, o.creator_id)} or reply "unsubscribe".`;
    const state = mailer.transport === 'smtp' ? 'queued' : 'outbox';
    const id = await db.transaction(async (tx) => {
      const { rows: ins } = await tx.query<{ id: string }>(
        `insert into emails (workspace_id, outreach_id, to_address, subject, body, status, transport) values ($1,$2,$3,$4,$5,$6,$7) returning id`,
        [ctx.workspaceId, o.id, to, subject, body + footer, state, mailer.transport],
      );
      const emailId = ins[0]!.id;
      const { rows: prev } = await tx.query<{ message_id: string }>(
        'select message_id from email_messages where workspace_id = $1 and outreach_id = $2 order by created_at desc limit 1',
        [ctx.workspaceId, o.id],
      );
      await tx.query(
        `insert into email_messages (workspace_id, outreach_id, email_id, direction, message_id, in_reply_to, from_address, subject, body, created_at)
         values ($1,$2,$3,'outbound',$4,$5,$6,$7,$8,$9)`,
        [ctx.workspaceId, o.id, emailId, `<${emailId}@${mailDomain}>`, prev[0]?.message_id ?? null, from, subject, body, clock().toISOString()],
      );
      if (extra.stepId) await tx.query(`update email_sequence_steps set status = 'sent', email_id = $2, updated_at = now() where id = $1`, [extra.stepId, emailId]);
      await writeAudit(tx, ctx, { action: 'email.sent', targetType: 'outreach', targetId: o.id, details: { email_id: emailId, to, subject, status: state, sequence_step: extra.stepId ?? null } });
      await tx.query(
        `update outreach set last_contact = $2, status = case when status in ('new', 'pending') then 'contacted' else status end, updated_at = now() where id = $1`,
        [o.id, clock().toISOString()],
      );
      return emailId;
    });
    if (state === 'queued') await jobs.send(EMAIL_DELIVER_JOB, { email_id: id, attempt: 1 });
    return { id, state: state as 'queued' | 'outbox' };
  }

  /** The SMTP half of a send: runs as a job, retried with back-off, never for someone who opted out meanwhile. */
  async function deliver(emailId: string, attempt: number) {
    const { rows } = await db.query<Row>(
      `select e.id, e.workspace_id, e.outreach_id, e.to_address, e.subject, e.body, e.status, o.creator_id, m.message_id, m.in_reply_to
       from emails e join outreach o on o.id = e.outreach_id left join email_messages m on m.email_id = e.id where e.id = $1`,
      [emailId],
    );
    const e = rows[0];
    if (!e || e.status !== 'queued') return; // delivered already (a duplicate job) or gone
    if (await isOptedOut(db, e.workspace_id as string, e.creator_id as string)) {
      await db.query(`update emails set status = 'failed', error = 'The creator opted out before it was sent', updated_at = now() where id = $1`, [emailId]);
      return;
    }
    const { rows: refs } = await db.query<{ message_id: string }>(
      `select message_id from email_messages where outreach_id = $1 and message_id <> $2 order by created_at`,
      [e.outreach_id, e.message_id],
    );
    try {
      await mailer.send({
        from,
        to: e.to_address as string,
        subject: e.subject as string,
        text: e.body as string,
        messageId: (e.message_id as string | null) ?? undefined,
        inReplyTo: (e.in_reply_to as string | null) ?? undefined,
        references: refs.map((r) => r.message_id),
        replyTo: replyAddress ? replyAddress.replace('@', `+${replyToken(secret, e.outreach_id as string)}@`) : undefined,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl(e.workspace_id as string, e.creator_id as string)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await db.query(`update emails set status = 'sent', sent_at = now(), error = null, updated_at = now() where id = $1 and status = 'queued'`, [emailId]);
    } catch (err) {
      const message = (err as Error).message;
      if (attempt >= MAX_DELIVERY_ATTEMPTS) {
        await db.query(`update emails set status = 'failed', error = $2, updated_at = now() where id = $1`, [emailId, message]);
        return;
      }
      await db.query(`update emails set error = $2, updated_at = now() where id = $1`, [emailId, `attempt ${attempt} failed: ${message}`]);
      await jobs.send(EMAIL_DELIVER_JOB, { email_id: emailId, attempt: attempt + 1 }, { startAfter: new Date(Date.now() + 30_000 * 2 ** (attempt - 1)) });
    }
  }

  async function templates(workspaceId: string): Promise<TEmailTemplate[]> {
    const { rows } = await db.query<Row>('select id, name, subject, body, updated_at from email_templates where workspace_id = $1 order by name', [workspaceId]);
    return [
      ...BUILTIN_TEMPLATES.map((t) => ({ id: t.id, name: t.name, subject: t.subject, body: t.body, builtin: true, updated_at: null })),
      ...rows.map((r) => ({ id: r.id as string, name: r.name as string, subject: r.subject as string, body: r.body as string, builtin: false, updated_at: iso(r.updated_at) })),
    ];
  }

  async function findTemplate(workspaceId: string, id: string) {
    const t = (await templates(workspaceId)).find((x) => x.id === id);
    if (!t) throw notFound('Template not found');
    return t;
  }

  const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

  /** Sends the steps that are due (by the clock); steps of a stopped sequence or an opted-out creator never go. */
  async function runDueSteps(onlyStepId?: string): Promise<number> {
    const now = clock().toISOString();
    const { rows } = await db.query<Row>(
      `select st.id, st.subject, st.body, st.position, s.id as sequence_id, s.workspace_id, s.outreach_id
       from email_sequence_steps st join email_sequences s on s.id = st.sequence_id
       where st.status = 'pending' and s.status = 'active' and st.due_at <= $1 ${onlyStepId ? 'and st.id = $2' : ''}
       order by st.due_at, st.position`,
      onlyStepId ? [now, onlyStepId] : [now],
    );
    let sent = 0;
    for (const st of rows) {
      const workspaceId = st.workspace_id as string;
      const ctx: RequestContext = { workspaceId, role: 'owner', actor: { type: 'system', name: 'email sequence' }, approvalLimit: null };
      // Claim the step (pending -> sent, without an email yet): a second worker or a duplicate job finds it taken.
      const { rows: claimed } = await db.query(`update email_sequence_steps set status = 'sent', updated_at = now() where id = $1 and status = 'pending' returning id`, [st.id]);
      if (claimed.length === 0) continue;
      const stop = async (reason: string) => {
        await db.query(`update email_sequence_steps set status = 'cancelled', updated_at = now() where id = $1`, [st.id]);
        await stopSequence(st.sequence_id as string, reason);
      };
      try {
        const o = await loadOutreach(workspaceId, st.outreach_id as string);
        const replied = await db.query('select 1 from email_messages where outreach_id = $1 and direction = $2 limit 1', [o.id, 'inbound']);
        if (replied.rows.length > 0) {
          await stop('replied');
          continue;
        }
        if (o.status === 'do_not_contact' || (await isOptedOut(db, workspaceId, o.creator_id)) || !o.email) {
          await stop(o.email ? 'opted_out' : 'no_email');
          continue;
        }
        await consumeQuota(workspaceId);
        const subject = renderMerge(st.subject as string, o.values).text;
        const body = renderMerge(st.body as string, o.values).text;
        await record(ctx, o, subject, body, { stepId: st.id as string });
        sent++;
        const { rows: left } = await db.query(`select 1 from email_sequence_steps where sequence_id = $1 and status = 'pending' limit 1`, [st.sequence_id]);
        if (left.length === 0) {
          await db.query(`update email_sequences set status = 'completed', updated_at = now() where id = $1 and status = 'active'`, [st.sequence_id]);
        }
      } catch (err) {
        log?.error({ err, step: st.id }, 'sequence step failed');
        // Put it back so the next run tries again (e.g. after the hourly limit).
        await db.query(`update email_sequence_steps set status = 'pending', updated_at = now() where id = $1 and status = 'sent' and email_id is null`, [st.id]);
      }
    }
    return sent;
  }

  async function stopSequence(sequenceId: string, reason: string) {
    await db.transaction(async (tx) => {
      await tx.query(`update email_sequences set status = 'stopped', stop_reason = $2, stopped_at = now(), updated_at = now() where id = $1 and status = 'active'`, [sequenceId, reason]);
      await tx.query(`update email_sequence_steps set status = 'cancelled', updated_at = now() where sequence_id = $1 and status = 'pending'`, [sequenceId]);
    });
  }

  async function getSequence(workspaceId: string, sequenceId: string): Promise<TSequence> {
    const { rows } = await db.query<Row>('select id, outreach_id, status, stop_reason, created_at from email_sequences where workspace_id = $1 and id = $2', [workspaceId, sequenceId]);
    const s = rows[0];
    if (!s) throw notFound('Sequence not found');
    const { rows: steps } = await db.query<Row>(
      'select position, subject, delay_minutes, due_at, status, email_id from email_sequence_steps where sequence_id = $1 order by position',
      [sequenceId],
    );
    return {
      id: s.id as string,
      outreach_id: s.outreach_id as string,
      status: s.status as TSequence['status'],
      stop_reason: (s.stop_reason as string | null) ?? null,
      created_at: iso(s.created_at),
      steps: steps.map((x) => ({
        position: Number(x.position),
        subject: x.subject as string,
        delay_minutes: Number(x.delay_minutes),
        due_at: iso(x.due_at),
        status: x.status as TSequence['steps'][number]['status'],
        email_id: (x.email_id as string | null) ?? null,
      })),
    };
  }

  return {
    transport: mailer.transport,
    /** Runs the email jobs in this process (SMTP deliveries and sequence steps). */
    async startWorking() {
      await jobs.work(EMAIL_DELIVER_JOB, (p) => deliver(p.email_id, p.attempt), { concurrency: 2 });
      await jobs.work(EMAIL_SEQUENCE_STEP_JOB, async (p) => {
        const { rows } = await db.query<{ due_at: unknown; status: string }>('select due_at, status from email_sequence_steps where id = $1', [p.step_id]);
        const st = rows[0];
        if (!st || st.status !== 'pending') return;
        const due = new Date(iso(st.due_at));
        // Woken early (the clock and the queue disagree): sleep again until it is due.
        if (due > clock()) {
          await jobs.send(EMAIL_SEQUENCE_STEP_JOB, p, { startAfter: due });
          return;
        }
        await runDueSteps(p.step_id);
      });
    },

    /** One send action: a subject and body (as edited in the compose dialog), or the follow-up template of the last call. */
    async sendFollowUp(ctx: RequestContext, outreachId: string, override: { subject?: string; body?: string; to?: string } = {}) {
      const o = await loadOutreach(ctx.workspaceId, outreachId);
      if (!o.email) throw unprocessable(`${o.values.creator_name} has no email address on file`);
      if (override.to !== undefined && override.to.toLowerCase() !== o.email.toLowerCase()) {
        throw new AppError(422, 'address_not_on_record', `to must be ${o.values.creator_name}'s address on record; emails go only there`);
      }
      await assertContactable(ctx.workspaceId, o);
      await consumeQuota(ctx.workspaceId);
      const subject = renderMerge(override.subject ?? o.fallback.subject, o.values).text;
      const body = renderMerge(override.body ?? o.fallback.body, o.values).text;
      const r = await record(ctx, o, subject, body);
      const message = r.state === 'outbox' ? OUTBOX_MESSAGE : `Email to ${o.values.creator_name} is queued for sending; the outbox shows when it is delivered`;
      return { id: r.id, status: r.state, to: o.email, subject, message };
    },

    async list(ctx: RequestContext, outreachId: string): Promise<TEmailRecord[]> {
      const { rows: o } = await db.query('select 1 from outreach where workspace_id = $1 and id = $2', [ctx.workspaceId, outreachId]);
      if (!o.length) throw notFound('Outreach entry not found');
      const { rows } = await db.query<Row>(
        'select id, to_address, subject, body, status, transport, error, sent_at, created_at from emails where workspace_id = $1 and outreach_id = $2 order by created_at desc',
        [ctx.workspaceId, outreachId],
      );
      return rows.map((r) => ({
        id: r.id as string,
        to: r.to_address as string,
        subject: r.subject as string,
        body: r.body as string,
        status: r.status as TEmailRecord['status'],
        transport: r.transport as TEmailRecord['transport'],
        error: (r.error as string | null) ?? null,
        created_at: iso(r.created_at),
      }));
    },

    async outbox(ctx: RequestContext, q: { outreach_id?: string; limit: number }): Promise<TOutboxEntry[]> {
      const params: unknown[] = [ctx.workspaceId, q.limit];
      if (q.outreach_id) params.push(q.outreach_id);
      const { rows } = await db.query<Row>(
        `select e.id, e.outreach_id, e.to_address, e.subject, e.body, e.status, e.error, e.sent_at, e.created_at, cr.name as creator_name, ca.product_name as campaign_name
         from emails e join outreach o on o.id = e.outreach_id join creators cr on cr.id = o.creator_id join campaigns ca on ca.id = o.campaign_id
         where e.workspace_id = $1 ${q.outreach_id ? 'and e.outreach_id = $3' : ''}
         order by e.created_at desc, e.id limit $2`,
        params,
      );
      return rows.map((r) => ({
        id: r.id as string,
        outreach_id: r.outreach_id as string,
        to: r.to_address as string,
        subject: r.subject as string,
        body: r.body as string,
        // Rows from before the outbox state existed were stored as 'queued' with the outbox transport.
        state: r.status as TOutboxEntry['state'],
        error: (r.error as string | null) ?? null,
        creator_name: r.creator_name as string,
        campaign_name: r.campaign_name as string,
        sent_at: r.sent_at ? iso(r.sent_at) : null,
        created_at: iso(r.created_at),
      }));
    },

    templates: (ctx: RequestContext) => templates(ctx.workspaceId),
    async createTemplate(ctx: RequestContext, t: { name: string; subject: string; body: string }): Promise<TEmailTemplate> {
      const { rows } = await db.query<Row>(
        `insert into email_templates (workspace_id, name, subject, body) values ($1,$2,$3,$4) on conflict (workspace_id, name) do nothing returning id`,
        [ctx.workspaceId, t.name, t.subject, t.body],
      );
      if (!rows[0]) throw conflict(`A template named "${t.name}" exists already`);
      return findTemplate(ctx.workspaceId, rows[0].id as string);
    },
    async updateTemplate(ctx: RequestContext, id: string, patch: { name?: string; subject?: string; body?: string }): Promise<TEmailTemplate> {
      if (!isUuid(id)) throw new AppError(409, 'builtin_template', 'Built-in templates cannot be changed; save a copy under a new name');
      const { rows } = await db.query<Row>(
        `update email_templates set name = coalesce($3, name), subject = coalesce($4, subject), body = coalesce($5, body), updated_at = now()
         where workspace_id = $1 and id = $2 returning id`,
        [ctx.workspaceId, id, patch.name ?? null, patch.subject ?? null, patch.body ?? null],
      ).catch((err: Error) => {
        if (/unique|duplicate/i.test(err.message)) throw conflict(`A template named "${patch.name}" exists already`);
        throw err;
      });
      if (!rows[0]) throw notFound('Template not found');
      return findTemplate(ctx.workspaceId, id);
    },
    async deleteTemplate(ctx: RequestContext, id: string) {
      if (!isUuid(id)) throw new AppError(409, 'builtin_template', 'Built-in templates cannot be deleted');
      const { rows } = await db.query<Row>('delete from email_templates where workspace_id = $1 and id = $2 returning name', [ctx.workspaceId, id]);
      if (!rows[0]) throw notFound('Template not found');
      await writeAudit(db, ctx, { action: 'email_template.deleted', targetType: 'email_template', targetId: id, details: { name: rows[0].name } });
    },

    async preview(ctx: RequestContext, req: { outreach_id: string; template_id?: string; subject?: string; body?: string }): Promise<TEmailPreview> {
      const o = await loadOutreach(ctx.workspaceId, req.outreach_id);
      const t = req.template_id ? await findTemplate(ctx.workspaceId, req.template_id) : null;
      const s = renderMerge(req.subject ?? t?.subject ?? o.fallback.subject, o.values);
      const b = renderMerge(req.body ?? t?.body ?? o.fallback.body, o.values);
      return {
        to: o.email,
        subject: s.text,
        body: b.text,
        missing_fields: [...new Set([...s.missing, ...b.missing])],
        transport: mailer.transport,
        opted_out: o.status === 'do_not_contact' || (await isOptedOut(db, ctx.workspaceId, o.creator_id)),
      };
    },

    async startSequence(ctx: RequestContext, outreachId: string, steps: { subject: string; body: string; delay_minutes: number }[]): Promise<TSequence> {
      const o = await loadOutreach(ctx.workspaceId, outreachId);
      if (!o.email) throw unprocessable(`${o.values.creator_name} has no email address on file`);
      await assertContactable(ctx.workspaceId, o);
      let due = clock().getTime();
      const id = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into email_sequences (workspace_id, outreach_id) values ($1, $2) on conflict do nothing returning id`,
          [ctx.workspaceId, outreachId],
        );
        if (!rows[0]) throw new AppError(409, 'sequence_running', 'A sequence is already running for this entry; stop it first');
        for (const [i, st] of steps.entries()) {
          due += st.delay_minutes * 60_000;
          await tx.query(
            `insert into email_sequence_steps (workspace_id, sequence_id, position, subject, body, delay_minutes, due_at) values ($1,$2,$3,$4,$5,$6,$7)`,
            [ctx.workspaceId, rows[0].id, i, st.subject, st.body, st.delay_minutes, new Date(due).toISOString()],
          );
        }
        await writeAudit(tx, ctx, { action: 'email_sequence.started', targetType: 'outreach', targetId: outreachId, details: { sequence_id: rows[0].id, steps: steps.length } });
        return rows[0].id;
      });
      const { rows: ids } = await db.query<{ id: string; due_at: unknown }>('select id, due_at from email_sequence_steps where sequence_id = $1 order by position', [id]);
      for (const st of ids) {
        const at = new Date(iso(st.due_at));
        await jobs.send(EMAIL_SEQUENCE_STEP_JOB, { step_id: st.id }, at > clock() ? { startAfter: at } : {});
      }
      return getSequence(ctx.workspaceId, id);
    },
    async sequences(ctx: RequestContext, outreachId: string): Promise<TSequence[]> {
      // Another workspace's entry is not found, as everywhere else (not an empty list).
      const own = await db.query('select 1 from outreach where workspace_id = $1 and id = $2', [ctx.workspaceId, outreachId]);
      if (own.rows.length === 0) throw notFound('Outreach entry not found');
      const { rows } = await db.query<{ id: string }>('select id from email_sequences where workspace_id = $1 and outreach_id = $2 order by created_at desc', [ctx.workspaceId, outreachId]);
      return Promise.all(rows.map((r) => getSequence(ctx.workspaceId, r.id)));
    },
    async stopSequenceManually(ctx: RequestContext, sequenceId: string): Promise<TSequence> {
      const s = await getSequence(ctx.workspaceId, sequenceId);
      if (s.status === 'active') {
        await stopSequence(sequenceId, 'stopped_by_user');
        await writeAudit(db, ctx, { action: 'email_sequence.stopped', targetType: 'outreach', targetId: s.outreach_id, details: { sequence_id: sequenceId } });
      }
      return getSequence(ctx.workspaceId, sequenceId);
    },
    /** Sends every step that is due now (the jobs call this per step; tests call it with a fake clock). */
    runDueSteps: () => runDueSteps(),
    stopSequence,

    async unsubscribe(token: string) {
      const who = verifyUnsubscribeToken(secret, token);
      if (!who) throw new AppError(400, 'bad_token', 'This unsubscribe link is not valid');
      const { rows } = await db.query('select 1 from creators where id = $1', [who.creatorId]);
      if (!rows.length) throw new AppError(400, 'bad_token', 'This unsubscribe link is not valid');
      await recordOptOut(db, { workspaceId: who.workspaceId, creatorId: who.creatorId, reason: 'unsubscribe link' });
      await writeAudit(db, { actor: null, workspaceId: who.workspaceId }, { action: 'contact.opted_out', targetType: 'creator', targetId: who.creatorId, details: { via: 'unsubscribe link' } });
      return { unsubscribed: true, message: 'You will not receive further emails from this sender.' };
    },

    /** Calls, emails in and out, notes, tasks and status changes of one outreach entry, oldest first. */
    async timeline(ctx: RequestContext, outreachId: string): Promise<TTimelineEvent[]> {
      const { rows: head } = await db.query<Row>('select id, creator_id, created_at from outreach where workspace_id = $1 and id = $2', [ctx.workspaceId, outreachId]);
      const o = head[0];
      if (!o) throw notFound('Outreach entry not found');
      const { rows } = await db.query<Row>(
        `select 'created' as kind, o.created_at as at, 'Added to the campaign' as title, null::text as detail, null::text as actor, o.id::text as ref_id
           from outreach o where o.id = $2
         union all
         select 'call', c.started_at, 'Call ' || c.status, c.summary, null, c.id::text from calls c where c.outreach_id = $2 and c.workspace_id = $1
         union all
         select 'email_out', e.created_at, e.subject, 'state: ' || e.status || coalesce(' — ' || e.error, ''), null, e.id::text from emails e where e.outreach_id = $2 and e.workspace_id = $1
         union all
         select 'email_in', m.created_at, m.subject, left(m.body, 500), m.from_address, m.id::text from email_messages m where m.outreach_id = $2 and m.workspace_id = $1 and m.direction = 'inbound'
         union all
         select 'note', n.created_at, 'Note', n.body, n.author_label, n.id::text from notes n
           where n.workspace_id = $1 and (n.outreach_id = $2 or (n.outreach_id is null and n.creator_id = $3))
         union all
         select 'task', t.created_at, 'Task: ' || t.title, case when t.due_date is null then null else 'due ' || t.due_date::text end, t.created_by_label, t.id::text
           from tasks t where t.workspace_id = $1 and t.outreach_id = $2
         union all
         select 'status', a.created_at, 'Moved from ' || coalesce(a.details->>'from', '?') || ' to ' || coalesce(a.details->>'to', '?'), null, a.actor_label, a.id::text
           from audit_log a where a.workspace_id = $1 and a.target_type = 'outreach' and a.target_id = $2::text and a.action = 'outreach.moved'
         union all
         select 'opt_out', x.created_at, 'Asked not to be contacted', x.reason, null, null from contact_optouts x where x.workspace_id = $1 and x.creator_id = $3
         order by at, kind`,
        [ctx.workspaceId, outreachId, o.creator_id],
      );
      return rows.map((r) => ({
        kind: r.kind as TTimelineEvent['kind'],
        at: iso(r.at),
        title: r.title as string,
        detail: (r.detail as string | null) ?? null,
        actor: (r.actor as string | null) ?? null,
        ref_id: (r.ref_id as string | null) ?? null,
      }));
    },
  };
}
export type EmailService = ReturnType<typeof createEmailService>;
