import type { TMilestone, TPayout } from '@inflow/contracts';
import type { SqlExecutor } from '../../db/client.js';
import { iso, num } from '../../lib/rows.js';

type Row = Record<string, unknown>;

/** A submission still unanswered after this long is taken as interrupted (longer than the providers' timeouts and retries). */
export const STALE_SUBMISSION_SECONDS = 300;

/**
 * SQL: whether a payouts row (alias p) is an unknown outcome that a release re-sends: a submission that failed to get
 * an answer, or whose sender stopped long enough ago. The one rule for the release and for what the screens offer.
 */
export const RESENDABLE_SQL = `(p.status = 'submitting' and (p.last_error is not null or p.updated_at < now() - make_interval(secs => ${STALE_SUBMISSION_SECONDS})))`;

export function mapPayout(r: Row): TPayout {
  return {
    id: r.id as string,
    milestone_id: r.milestone_id as string,
    deal_id: r.deal_id as string,
    contract_id: (r.contract_id as string | null) ?? null,
    amount: num(r.amount),
    currency: r.currency as string,
    provider: r.provider as string,
    reference: (r.reference as string | null) ?? null,
    paid_at: iso(r.paid_at),
    released_by: r.released_by as string,
    created_at: iso(r.created_at),
    status: ((r.status as string | undefined) ?? 'paid') as TPayout['status'],
    provider_payout_id: (r.provider_payout_id as string | null) ?? null,
    last_error: (r.last_error as string | null) ?? null,
    resendable: r.resendable === true,
  };
}

/** Which milestone conditions a deal meets now: a fully signed contract, every deliverable approved, every one live. */
export async function conditionsMet(db: SqlExecutor, dealId: string): Promise<Record<TMilestone['condition'], boolean>> {
  const { rows } = await db.query<{ signed: boolean; deliverables: number; approved: number; live: number }>(
    `select exists(select 1 from contracts where deal_id = d.id and status = 'signed') as signed,
            greatest(jsonb_array_length(d.deliverables), 1)::int as deliverables,
            (select count(distinct deliverable_index) from submissions where deal_id = d.id and kind = 'draft' and status = 'approved')::int as approved,
            (select count(distinct deliverable_index) from submissions where deal_id = d.id and kind = 'live')::int as live
       from deals d where d.id = $1`,
    [dealId],
  );
  const r = rows[0];
  if (!r) return { signed: false, draft_approved: false, post_live: false };
  return { signed: r.signed, draft_approved: r.approved >= r.deliverables, post_live: r.live >= r.deliverables };
}

/** A deal's milestones in the order given, each with its status and payout. */
export async function listMilestones(db: SqlExecutor, workspaceId: string, dealId: string): Promise<TMilestone[]> {
  const { rows } = await db.query<Row>(
    `select m.id, m.name, m.percent, m.amount, m.condition,
            p.id as p_id, p.milestone_id, p.deal_id as p_deal_id, p.contract_id, p.amount as p_amount, p.currency, p.provider, p.reference, p.paid_at, p.released_by, p.created_at as p_created_at,
            p.status, p.provider_payout_id, p.last_error, ${RESENDABLE_SQL} as resendable,
            f.outcome as f_outcome, f.error as f_error, f.updated_at as f_at
       from deal_milestones m left join payouts p on p.milestone_id = m.id
       left join lateral (
         select a.outcome, a.error, a.updated_at from payout_attempts a where a.milestone_id = m.id order by a.attempt desc limit 1
       ) f on p.id is null and f.outcome in ('failed', 'reversed')
      where m.workspace_id = $1 and m.deal_id = $2 order by m.position`,
    [workspaceId, dealId],
  );
  const met = rows.length > 0 ? await conditionsMet(db, dealId) : null;
  return rows.map((r) => {
    const payout = r.p_id
      ? mapPayout({ ...r, id: r.p_id, deal_id: r.p_deal_id, amount: r.p_amount, created_at: r.p_created_at })
      : null;
    const condition = r.condition as TMilestone['condition'];
    return {
      id: r.id as string,
      name: r.name as string,
      percent: num(r.percent),
      amount: num(r.amount),
      condition,
      status: payout ? 'released' : met![condition] ? 'payable' : 'pending',
      payout,
      last_failure: r.f_outcome ? { outcome: r.f_outcome as 'failed' | 'reversed', reason: (r.f_error as string | null) ?? null, at: iso(r.f_at) } : null,
    };
  });
}

/** Splits a price into milestone amounts (2 decimals) that sum to the price exactly: the last one takes the rest. */
export function splitAmounts(price: number, percents: number[]): number[] {
  const cents = Math.round(price * 100);
  const out: number[] = [];
  let used = 0;
  percents.forEach((p, i) => {
    const c = i === percents.length - 1 ? cents - used : Math.round((cents * p) / 100);
    used += c;
    out.push(c / 100);
  });
  return out;
}
