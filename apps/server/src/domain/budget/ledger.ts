import type { SqlExecutor } from '../../db/client.js';
import { AppError } from '../../http/errors.js';

/**
 * One budget per campaign, for every path that spends (Auto Co-Pilot runs, manual calls, approvals, deals entered by
 * hand). Money is held by rows: `budget_reservations` (a call's ceiling while it runs) and `deals` (proposed or
 * agreed). The invariant — agreed deals + open reservations <= total budget, agreed deals <= planned creators — is
 * checked by triggers (migration 0010) that take the campaign row's lock, so it holds for any interleaving of paths
 * and processes; this module only reads positions and writes rows, and turns a refused write into a 409.
 */
export interface BudgetPosition {
  campaign_id: string;
  status: string;
  total_budget: number;
  planned_creators: number;
  currency: string;
  /** Sum and count of agreed deals. */
  committed: number;
  deals: number;
  /** Sum and count of proposed deals (not money yet). */
  proposed: number;
  proposed_deals: number;
  /** Ceilings held by calls in progress. */
  reserved: number;
  /** What a new commitment may still use. */
  available: number;
  /** Deals the campaign still wants. */
  open_slots: number;
}

export const OVER_BUDGET_CONSTRAINTS = new Set(['campaign_budget', 'campaign_planned_creators']);

/** A write the ledger's triggers refused: a 409 that says why. */
export function ledgerRefusal(err: unknown): AppError | null {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code === '23514' && e.constraint && OVER_BUDGET_CONSTRAINTS.has(e.constraint)) {
    return new AppError(409, e.constraint === 'campaign_budget' ? 'over_budget' : 'too_many_deals', e.message ?? 'The campaign budget does not allow this');
  }
  return null;
}

export async function budgetPosition(db: SqlExecutor, campaignId: string): Promise<BudgetPosition | null> {
  const { rows } = await db.query<Omit<BudgetPosition, 'available' | 'open_slots'>>(
    `select c.id as campaign_id, c.status, c.total_budget::float8 as total_budget, c.planned_creators, c.currency,
            coalesce(d.committed, 0)::float8 as committed, coalesce(d.deals, 0)::int as deals,
            coalesce(d.proposed, 0)::float8 as proposed, coalesce(d.proposed_deals, 0)::int as proposed_deals,
            coalesce(r.reserved, 0)::float8 as reserved
       from campaigns c
       left join lateral (
         select sum(price) filter (where status = 'agreed') as committed, count(*) filter (where status = 'agreed') as deals,
                sum(price) filter (where status = 'proposed') as proposed, count(*) filter (where status = 'proposed') as proposed_deals
         from deals where campaign_id = c.id) d on true
       left join lateral (select sum(amount) as reserved from budget_reservations where campaign_id = c.id and released_at is null) r on true
      where c.id = $1`,
    [campaignId],
  );
  const p = rows[0];
  if (!p) return null;
  return {
    ...p,
    available: Math.max(0, p.total_budget - p.committed - p.reserved),
    open_slots: Math.max(0, p.planned_creators - p.deals),
  };
}

/** Holds a call's ceiling; refused (409) when the budget can't cover it next to what is committed and held. */
export async function reserveForCall(db: SqlExecutor, v: { workspaceId: string; campaignId: string; callId: string; amount: number }) {
  try {
    await db.query(`insert into budget_reservations (workspace_id, campaign_id, call_id, amount) values ($1, $2, $3, $4)`, [
      v.workspaceId,
      v.campaignId,
      v.callId,
      v.amount,
    ]);
  } catch (err) {
    throw ledgerRefusal(err) ?? err;
  }
}

export async function releaseForCall(db: SqlExecutor, callId: string) {
  await db.query(`update budget_reservations set released_at = now() where call_id = $1 and released_at is null`, [callId]);
}
