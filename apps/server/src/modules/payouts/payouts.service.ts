/**
 * Milestone payouts on the manual ledger: the marketer records an external payment (reference, date) against a payable
 * milestone. One payout per milestone (unique index) and never more than the deal's price (trigger, under the deal's
 * row lock), so a second release is a 409 whatever the interleaving; every payout names its milestone and contract.
 */
import type { TMilestone, TPayout } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { roleAtLeast, type RequestContext } from '../../lib/context.js';
import { actorLabel } from '../deals/deal-terms.js';
import { conditionsMet, listMilestones, mapPayout } from './milestones.js';

const CONDITION_TEXT = { signed: 'the contract is signed by both sides', draft_approved: 'every draft is approved', post_live: 'every post is live' } as const;

export function createPayoutsService({ db }: { db: Database }) {
  return {
    async release(ctx: RequestContext, milestoneId: string, input: { reference?: string; paid_at?: string }): Promise<TMilestone> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; deal_id: string; amount: number; condition: TMilestone['condition']; name: string; campaign_id: string; currency: string; status: string }>(
          `select m.id, m.deal_id, m.amount, m.condition, m.name, d.campaign_id, d.currency, d.status
             from deal_milestones m join deals d on d.id = m.deal_id where m.workspace_id = $1 and m.id = $2 for update of d`,
          [ctx.workspaceId, milestoneId],
        );
        const m = rows[0];
        if (!m) throw notFound('Milestone not found');
        if (!roleAtLeast(ctx.role, 'member')) throw new AppError(403, 'forbidden', 'Viewers cannot release payouts');
        if (ctx.approvalLimit !== null && m.amount > ctx.approvalLimit) {
          throw new AppError(403, 'over_approval_limit', `Your approval limit is ${ctx.approvalLimit} ${m.currency}; this payout is ${m.amount} ${m.currency}. Ask an admin.`);
        }
        const paid = await tx.query('select 1 from payouts where milestone_id = $1', [m.id]);
        if (paid.rows.length > 0) throw new AppError(409, 'already_released', `“${m.name}” was released already; nothing is paid twice`);
        if (m.status !== 'agreed') throw conflict(`This deal is ${m.status}; only an agreed deal's milestones are paid`);
        const met = await conditionsMet(tx, m.deal_id);
        if (!met[m.condition]) throw new AppError(409, 'not_payable', `“${m.name}” becomes payable when ${CONDITION_TEXT[m.condition]}`);
        const contract = await tx.query<{ id: string }>(`select id from contracts where deal_id = $1 and status = 'signed'`, [m.deal_id]);
        const paidAt = input.paid_at ? new Date(input.paid_at).toISOString() : new Date().toISOString();
        await tx.query('savepoint payout');
        try {
          await tx.query(
            `insert into payouts (workspace_id, campaign_id, deal_id, milestone_id, contract_id, amount, currency, provider, reference, paid_at, released_by)
             values ($1, $2, $3, $4, $5, $6, $7, 'manual', $8, $9, $10)`,
            [ctx.workspaceId, m.campaign_id, m.deal_id, m.id, contract.rows[0]?.id ?? null, m.amount, m.currency, input.reference ?? null, paidAt, actorLabel(ctx.actor)],
          );
        } catch (err) {
          const e = err as { code?: string; constraint?: string };
          if (e.code === '23505') throw new AppError(409, 'already_released', `“${m.name}” was released already; nothing is paid twice`);
          if (e.code === '23514' && e.constraint === 'payouts_within_price') throw new AppError(409, 'over_price', (err as Error).message);
          throw err;
        }
        await writeAudit(tx, ctx, {
          action: 'payout.released',
          targetType: 'milestone',
          targetId: m.id,
          details: { deal_id: m.deal_id, amount: m.amount, currency: m.currency, reference: input.reference ?? null, paid_at: paidAt, contract_id: contract.rows[0]?.id ?? null },
        });
        const all = await listMilestones(tx, ctx.workspaceId, m.deal_id);
        return all.find((x) => x.id === m.id)!;
      });
    },

    async ledger(ctx: RequestContext, campaignId: string): Promise<TPayout[]> {
      const c = await db.query('select 1 from campaigns where workspace_id = $1 and id = $2', [ctx.workspaceId, campaignId]);
      if (!c.rows[0]) throw notFound('Campaign not found');
      const { rows } = await db.query<Record<string, unknown>>('select * from payouts where workspace_id = $1 and campaign_id = $2 order by paid_at, created_at', [ctx.workspaceId, campaignId]);
      return rows.map(mapPayout);
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
