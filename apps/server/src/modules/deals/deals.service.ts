import type { TDeal } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database, SqlExecutor } from '../../db/client.js';
import { ledgerRefusal } from '../../domain/budget/ledger.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { roleAtLeast, type Actor, type RequestContext } from '../../lib/context.js';
import { iso, isoOrNull, num } from '../../lib/rows.js';

type Row = Record<string, unknown>;

const SELECT = `
  select d.*, cr.name as creator_name, ca.product_name as campaign_name
    from deals d join creators cr on cr.id = d.creator_id join campaigns ca on ca.id = d.campaign_id`;

function mapDeal(r: Row): TDeal {
  return {
    id: r.id as string,
    campaign_id: r.campaign_id as string,
    creator_id: r.creator_id as string,
    outreach_id: r.outreach_id as string,
    call_id: (r.call_id as string | null) ?? null,
    creator_name: r.creator_name as string,
    campaign_name: r.campaign_name as string,
    status: r.status as TDeal['status'],
    price: num(r.price),
    currency: r.currency as string,
    deliverables: (r.deliverables as TDeal['deliverables']) ?? [],
    timeline: (r.timeline as string | null) ?? null,
    evidence: (r.evidence as Record<string, unknown>) ?? {},
    approved_by: (r.approved_by as string | null) ?? null,
    approved_at: isoOrNull(r.approved_at),
    rejected_by: (r.rejected_by as string | null) ?? null,
    rejected_at: isoOrNull(r.rejected_at),
    created_at: iso(r.created_at),
  };
}

const actorName = (a: Actor) => (a.type === 'user' ? a.email : a.type === 'api_key' ? `API key “${a.name}”` : a.name);

/** "one sponsored video and two stories" -> [{ format: 'video', count: 1 }, { format: 'story', count: 2 }]. */
export function parseDeliverables(text: string | null | undefined, platform = 'instagram'): TDeal['deliverables'] {
  if (!text) return [];
  const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
  const out: TDeal['deliverables'] = [];
  const re = /\b(\d+|a|an|one|two|three|four|five|six)\s+(?:[a-z-]+\s+){0,2}?(reels?|stor(?:y|ies)|posts?|videos?|shorts?|lives?|tweets?)\b/gi;
  for (const m of text.matchAll(re)) {
    const count = /^\d+$/.test(m[1]!) ? Number(m[1]) : (words[m[1]!.toLowerCase()] ?? 1);
    const f = m[2]!.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');
    out.push({ platform, format: f, count });
  }
  return out;
}

export interface NewDeal {
  workspaceId: string;
  campaignId: string;
  creatorId: string;
  outreachId: string;
  callId: string | null;
  price: number;
  currency: string;
  deliverables: TDeal['deliverables'];
  timeline: string | null;
  evidence: Record<string, unknown>;
}

/**
 * Records a negotiated deal. With `autoApprove` (approval off, or under the auto-approval amount) it is agreed at once,
 * unless the budget refuses it, in which case it stays proposed for a person to decide. Returns the status it got.
 */
export async function recordDeal(tx: SqlExecutor, d: NewDeal, autoApprove: { by: string } | null): Promise<'proposed' | 'agreed'> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into deals (workspace_id, campaign_id, creator_id, outreach_id, call_id, status, price, currency, deliverables, timeline, evidence)
     values ($1, $2, $3, $4, $5, 'proposed', $6, $7, $8::jsonb, $9, $10::jsonb)
     on conflict (outreach_id) where status in ('proposed', 'agreed') do nothing returning id`,
    [d.workspaceId, d.campaignId, d.creatorId, d.outreachId, d.callId, d.price, d.currency, JSON.stringify(d.deliverables), d.timeline, JSON.stringify(d.evidence)],
  );
  const id = rows[0]?.id;
  if (!id) return 'proposed'; // an open deal exists for this entry already
  if (autoApprove) {
    // A savepoint keeps the proposed deal when the budget refuses to commit it.
    await tx.query('savepoint auto_approve');
    try {
      await commitDeal(tx, id, autoApprove.by);
      await tx.query('release savepoint auto_approve');
      return 'agreed';
    } catch (err) {
      await tx.query('rollback to savepoint auto_approve');
      if (!ledgerRefusal(err)) throw err;
    }
  }
  await tx.query(`update outreach set status = 'deal_proposed', agreed_rate = $2, updated_at = now() where id = $1`, [d.outreachId, d.price]);
  return 'proposed';
}

/** Agreed: the deal commits money (the ledger's triggers check the budget); the entry and the campaign follow. */
export async function commitDeal(tx: SqlExecutor, dealId: string, by: string) {
  const { rows } = await tx.query<{ outreach_id: string; campaign_id: string; workspace_id: string; price: number; timeline: string | null; deliverables: unknown }>(
    `update deals set status = 'agreed', approved_by = $2, approved_at = now(), updated_at = now() where id = $1 and status = 'proposed'
     returning outreach_id, campaign_id, workspace_id, price, timeline, deliverables`,
    [dealId, by],
  );
  const d = rows[0];
  if (!d) throw conflict('Only a proposed deal can be approved');
  await tx.query(`update outreach set status = 'agreed', agreed_rate = $2, timeline = coalesce($3, timeline), updated_at = now() where id = $1`, [
    d.outreach_id,
    d.price,
    d.timeline,
  ]);
  // A campaign starts running with its first agreed deal.
  const activated = await tx.query(`update campaigns set status = 'active', updated_at = now() where id = $1 and status in ('planning', 'draft') returning id`, [d.campaign_id]);
  if (activated.rows.length > 0) {
    await writeAudit(tx, { actor: { type: 'system', name: 'Inflow' }, workspaceId: d.workspace_id }, {
      action: 'campaign.activated',
      targetType: 'campaign',
      targetId: d.campaign_id,
      details: { reason: 'first agreed deal', deal_id: dealId },
    });
  }
}

export function createDealsService({ db }: { db: Database }) {
  async function get(ctx: RequestContext, id: string, tx: SqlExecutor = db): Promise<TDeal> {
    const { rows } = await tx.query<Row>(`${SELECT} where d.workspace_id = $1 and d.id = $2`, [ctx.workspaceId, id]);
    if (!rows[0]) throw notFound('Deal not found');
    return mapDeal(rows[0]);
  }

  return {
    get,

    async list(ctx: RequestContext, q: { campaign_id?: string; outreach_id?: string; status?: TDeal['status'] }): Promise<TDeal[]> {
      const params: unknown[] = [ctx.workspaceId];
      let where = 'd.workspace_id = $1';
      if (q.campaign_id) {
        params.push(q.campaign_id);
        where += ` and d.campaign_id = $${params.length}`;
      }
      if (q.outreach_id) {
        params.push(q.outreach_id);
        where += ` and d.outreach_id = $${params.length}`;
      }
      if (q.status) {
        params.push(q.status);
        where += ` and d.status = $${params.length}`;
      }
      const { rows } = await db.query<Row>(`${SELECT} where ${where} order by d.created_at desc limit 500`, params);
      return rows.map(mapDeal);
    },

    async approve(ctx: RequestContext, id: string): Promise<TDeal> {
      return db.transaction(async (tx) => {
        const deal = await get(ctx, id, tx);
        if (deal.status !== 'proposed') throw conflict(`This deal is ${deal.status}; only a proposed deal can be approved`);
        if (!roleAtLeast(ctx.role, 'member')) throw new AppError(403, 'forbidden', 'Viewers cannot approve deals');
        if (ctx.approvalLimit !== null && deal.price > ctx.approvalLimit) {
          throw new AppError(403, 'over_approval_limit', `Your approval limit is ${ctx.approvalLimit} ${deal.currency}; this deal is ${deal.price} ${deal.currency}. Ask an admin.`);
        }
        try {
          await commitDeal(tx, id, actorName(ctx.actor));
        } catch (err) {
          throw ledgerRefusal(err) ?? err;
        }
        await writeAudit(tx, ctx, { action: 'deal.approved', targetType: 'deal', targetId: id, details: { price: deal.price, currency: deal.currency, creator_id: deal.creator_id, campaign_id: deal.campaign_id } });
        return get(ctx, id, tx);
      });
    },

    async reject(ctx: RequestContext, id: string, reason?: string): Promise<TDeal> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ outreach_id: string }>(
          `update deals set status = 'rejected', rejected_by = $3, rejected_at = now(), updated_at = now(),
             evidence = evidence || jsonb_build_object('rejection_reason', $4::text)
           where workspace_id = $1 and id = $2 and status = 'proposed' returning outreach_id`,
          [ctx.workspaceId, id, actorName(ctx.actor), reason ?? null],
        );
        if (!rows[0]) {
          const d = await get(ctx, id, tx);
          throw conflict(`This deal is ${d.status}; only a proposed deal can be rejected`);
        }
        // The conversation goes on: the brand said no to this price, not to the creator.
        await tx.query(`update outreach set status = 'negotiating', agreed_rate = null, updated_at = now() where id = $1`, [rows[0].outreach_id]);
        await writeAudit(tx, ctx, { action: 'deal.rejected', targetType: 'deal', targetId: id, details: { reason: reason ?? null } });
        return get(ctx, id, tx);
      });
    },
  };
}
export type DealsService = ReturnType<typeof createDealsService>;
