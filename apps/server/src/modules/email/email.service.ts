import type { TEmailRecord } from '@inflow/contracts';
import type { Database } from '../../db/client.js';
import { AppError, notFound, unprocessable } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import { iso } from '../../lib/rows.js';
import type { Mailer } from './mailer.js';

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

export function createEmailService({ db, mailer, from }: { db: Database; mailer: Mailer; from: string }) {
  return {
    async sendFollowUp(ctx: RequestContext, outreachId: string, override: { subject?: string; body?: string } = {}) {
      const { rows } = await db.query<Row>(
        `select o.id, o.status, o.agreed_rate, o.deliverables, o.timeline, cr.name as creator_name, cr.email,
                ca.product_name, ca.brand_name, ca.currency, k.summary, k.extracted_data
         from outreach o join creators cr on cr.id = o.creator_id join campaigns ca on ca.id = o.campaign_id
         left join lateral (select summary, extracted_data from calls where outreach_id = o.id and status = 'done' order by started_at desc limit 1) k on true
         where o.workspace_id = $1 and o.id = $2`,
        [ctx.workspaceId, outreachId],
      );
      const o = rows[0];
      if (!o) throw notFound('Outreach entry not found');
      if (!o.email) throw unprocessable(`${o.creator_name as string} has no email address on file`);
      const tpl = followUpEmail({
        creator_name: o.creator_name as string,
        product_name: o.product_name as string,
        brand_name: o.brand_name as string,
        currency: o.currency as string,
        status: o.status as string,
        agreed_rate: o.agreed_rate === null ? null : Number(o.agreed_rate),
        deliverables: o.deliverables as string | null,
        timeline: o.timeline as string | null,
        summary: o.summary as string | null,
        follow_up_actions: ((o.extracted_data as Record<string, string | null> | null)?.follow_up_actions as string | null) ?? null,
      });
      const subject = override.subject ?? tpl.subject;
      const body = override.body ?? tpl.body;
      // The outbox row is written first: whatever happens to the transport, the email is never lost.
      const { rows: ins } = await db.query<{ id: string }>(
        `insert into emails (workspace_id, outreach_id, to_address, subject, body, status, transport) values ($1,$2,$3,$4,$5,'queued',$6) returning id`,
        [ctx.workspaceId, outreachId, o.email, subject, body, mailer.transport],
      );
      const id = ins[0]!.id;
      try {
        const r = await mailer.send({ from, to: o.email as string, subject, text: body });
        await db.query(`update emails set status = $2, sent_at = case when $2 = 'sent' then now() end, updated_at = now() where id = $1`, [id, r.status]);
        await db.query(`update outreach set last_contact = now(), status = case when status = 'pending' then 'contacted' else status end, updated_at = now() where id = $1`, [outreachId]);
        const message =
          r.status === 'sent'
            ? `Follow-up email sent to ${o.creator_name as string}`
            : `Follow-up email to ${o.creator_name as string} saved in the outbox (no SMTP server is configured)`;
        return { id, status: r.status, to: o.email as string, subject, message };
      } catch (err) {
        await db.query(`update emails set status = 'failed', error = $2, updated_at = now() where id = $1`, [id, (err as Error).message]);
        throw new AppError(502, 'email_failed', `The email could not be sent: ${(err as Error).message}`);
      }
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
  };
}
export type EmailService = ReturnType<typeof createEmailService>;
