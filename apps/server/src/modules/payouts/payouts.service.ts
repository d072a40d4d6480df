/**
 * Milestone payouts through the configured PayoutProvider. On the manual ledger the marketer records an external
 * payment (reference, date) against a payable milestone. Through a provider (Stripe, RazorpayX) the release claims
 * the milestone first (a `submitting` payouts row, under the deal's row lock), then sends the payout outside the
 * transaction with an idempotency key derived from the milestone, then records the answer.
 *
 * One payout per milestone (unique index) and never more than the deal's price (trigger, under the deal's row lock),
 * so a second release is a 409 whatever the interleaving; every payout names its milestone and contract. A provider's
 * refusal removes the claim (the milestone is payable again; the next attempt has a new key); an unknown outcome
 * keeps it `submitting`, and releasing again re-sends the same request with the same key: nothing is paid twice.
 */
import type { TMilestone, TPayout } from '@inflow/contracts';
import { writeAudit } from '../../auth/audit.js';
import type { Database, SqlExecutor } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { roleAtLeast, type Actor, type RequestContext } from '../../lib/context.js';
import { iso } from '../../lib/rows.js';
import { actorLabel } from '../deals/deal-terms.js';
import { conditionsMet, listMilestones, mapPayout, RESENDABLE_SQL } from './milestones.js';
import { payoutIdempotencyKey, PayoutProviderError, type PayoutOrder, type PayoutProvider, type PayoutTarget, type PayoutUpdate } from './payout-provider.js';
import { createManualLedger } from './providers/manual-ledger.js';

const CONDITION_TEXT = { signed: 'the contract is signed by both sides', draft_approved: 'every draft is approved', post_live: 'every post is live' } as const;

type MilestoneRow = { id: string; deal_id: string; amount: number; condition: TMilestone['condition']; name: string; campaign_id: string; currency: string; status: string; creator_id: string; creator_name: string };
type Claim = { kind: 'recorded' } | { kind: 'submit'; payoutId: string; attempt: number; order: PayoutOrder };

const alreadyReleased = (name: string, status?: string) =>
  new AppError(409, 'already_released', status === 'submitting' ? `“${name}” is being paid already (submitted to the provider); nothing is paid twice` : `“${name}” was released already; nothing is paid twice`);

export function createPayoutsService({ db, provider = createManualLedger() }: { db: Database; provider?: PayoutProvider }) {
  async function target(tx: SqlExecutor, workspaceId: string, m: MilestoneRow): Promise<PayoutTarget> {
    const pd = await tx.query<{ method: 'upi' | 'bank' | 'paypal'; details: Record<string, string> }>('select method, details from payout_details where workspace_id = $1 and deal_id = $2', [workspaceId, m.deal_id]);
    const acct = await tx.query<{ account_id: string }>(`select account_id from deal_payout_accounts where workspace_id = $1 and deal_id = $2 and provider = 'stripe'`, [workspaceId, m.deal_id]);
    return { creatorId: m.creator_id, creatorName: m.creator_name, payoutDetails: pd.rows[0] ?? null, stripeAccountId: acct.rows[0]?.account_id ?? null };
  }

  /** Under the deal's row lock: every check, then either the manual record or the provider claim. */
  async function claim(ctx: RequestContext, milestoneId: string, input: { reference?: string; paid_at?: string }): Promise<Claim> {
    return db.transaction(async (tx): Promise<Claim> => {
      const { rows } = await tx.query<MilestoneRow>(
        `select m.id, m.deal_id, m.amount, m.condition, m.name, d.campaign_id, d.currency, d.status, d.creator_id, cr.name as creator_name
           from deal_milestones m join deals d on d.id = m.deal_id join creators cr on cr.id = d.creator_id
          where m.workspace_id = $1 and m.id = $2 for update of d`,
        [ctx.workspaceId, milestoneId],
      );
      const m = rows[0];
      if (!m) throw notFound('Milestone not found');
      if (!roleAtLeast(ctx.role, 'member')) throw new AppError(403, 'forbidden', 'Viewers cannot release payouts');
      if (ctx.approvalLimit !== null && m.amount > ctx.approvalLimit) {
        throw new AppError(403, 'over_approval_limit', `Your approval limit is ${ctx.approvalLimit} ${m.currency}; this payout is ${m.amount} ${m.currency}. Ask an admin.`);
      }
      const existing = await tx.query<{ id: string; status: string; provider: string; idempotency_key: string | null; last_error: string | null; contract_id: string | null; resendable: boolean; key_expired: boolean; details_changed: boolean }>(
        `select p.id, p.status, p.provider, p.idempotency_key, p.last_error, p.contract_id, ${RESENDABLE_SQL} as resendable,
                p.created_at < now() - interval '23 hours' as key_expired,
                exists (select 1 from payout_details pd where pd.deal_id = p.deal_id and pd.updated_at > p.created_at)
                  or exists (select 1 from deal_payout_accounts a where a.deal_id = p.deal_id and a.updated_at > p.created_at) as details_changed
           from payouts p where p.milestone_id = $1`,
        [m.id],
      );
      const prev = existing.rows[0];
      if (prev) {
        // Only a submission whose outcome is unknown may be sent again, with the same key: one that failed to get an
        // answer, or one whose sender stopped (a crash mid-call) long enough ago; not one being sent right now.
        if (provider.external || prev.provider !== provider.name || !prev.resendable || !prev.idempotency_key) throw alreadyReleased(m.name, prev.status);
        // The same key only makes a re-send harmless if it is the same request, and while the provider remembers the
        // key (24 hours): otherwise it could pay a second time. Then only the provider (webhook, dashboard) can tell.
        if (prev.key_expired || prev.details_changed) {
          throw new AppError(
            409,
            'outcome_unknown',
            `“${m.name}” was sent to ${provider.name} and its outcome is unknown; ${prev.key_expired ? 'it was sent more than 23 hours ago, so the provider no longer recognises its idempotency key' : 'the payout details changed since, so re-sending would be a different payout'}. Check it in the ${provider.name} dashboard; its webhook settles it here`,
          );
        }
        const destination = provider.destination(await target(tx, ctx.workspaceId, m), m.currency);
        await tx.query('update payouts set last_error = null, updated_at = now() where id = $1', [prev.id]);
        const attempt = await tx.query<{ attempt: number }>('select attempt from payout_attempts where provider = $1 and idempotency_key = $2', [provider.name, prev.idempotency_key]);
        return {
          kind: 'submit',
          payoutId: prev.id,
          attempt: attempt.rows[0]?.attempt ?? 1,
          order: orderOf(ctx, m, prev.contract_id, prev.idempotency_key, destination),
        };
      }
      if (m.status !== 'agreed') throw conflict(`This deal is ${m.status}; only an agreed deal's milestones are paid`);
      const met = await conditionsMet(tx, m.deal_id);
      if (!met[m.condition]) throw new AppError(409, 'not_payable', `“${m.name}” becomes payable when ${CONDITION_TEXT[m.condition]}`);
      const contract = await tx.query<{ id: string }>(`select id from contracts where deal_id = $1 and status = 'signed'`, [m.deal_id]);
      const contractId = contract.rows[0]?.id ?? null;
      const paidAt = provider.external && input.paid_at ? new Date(input.paid_at).toISOString() : new Date().toISOString();
      // Where the money goes is checked before anything is written (422 naming what is missing).
      const destination = provider.external ? null : provider.destination(await target(tx, ctx.workspaceId, m), m.currency);
      const n = await tx.query<{ n: number }>('select count(*)::int as n from payout_attempts where milestone_id = $1', [m.id]);
      const attempt = (n.rows[0]?.n ?? 0) + 1;
      const key = provider.external ? null : payoutIdempotencyKey(m.id, attempt);
      await tx.query('savepoint payout');
      let payoutId: string;
      try {
        const ins = await tx.query<{ id: string }>(
          `insert into payouts (workspace_id, campaign_id, deal_id, milestone_id, contract_id, amount, currency, provider, reference, paid_at, released_by, status, idempotency_key)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
          [ctx.workspaceId, m.campaign_id, m.deal_id, m.id, contractId, m.amount, m.currency, provider.name, input.reference ?? null, paidAt, actorLabel(ctx.actor), provider.external ? 'paid' : 'submitting', key],
        );
        payoutId = ins.rows[0]!.id;
      } catch (err) {
        const e = err as { code?: string; constraint?: string };
        if (e.code === '23505') throw alreadyReleased(m.name);
        if (e.code === '23514' && e.constraint === 'payouts_within_price') throw new AppError(409, 'over_price', (err as Error).message);
        throw err;
      }
      if (provider.external) {
        await writeAudit(tx, ctx, {
          action: 'payout.released',
          targetType: 'milestone',
          targetId: m.id,
          details: { deal_id: m.deal_id, amount: m.amount, currency: m.currency, provider: provider.name, reference: input.reference ?? null, paid_at: paidAt, contract_id: contractId },
        });
        return { kind: 'recorded' };
      }
      await tx.query(
        `insert into payout_attempts (workspace_id, milestone_id, attempt, provider, idempotency_key, outcome) values ($1, $2, $3, $4, $5, 'submitting')`,
        [ctx.workspaceId, m.id, attempt, provider.name, key],
      );
      return { kind: 'submit', payoutId, attempt, order: orderOf(ctx, m, contractId, key!, destination!) };
    });
  }

  function orderOf(ctx: RequestContext, m: MilestoneRow, contractId: string | null, key: string, destination: PayoutOrder['destination']): PayoutOrder {
    return {
      workspaceId: ctx.workspaceId,
      dealId: m.deal_id,
      milestoneId: m.id,
      contractId,
      amount: m.amount,
      currency: m.currency,
      idempotencyKey: key,
      description: `Inflow ${m.name} ${m.creator_name}`,
      destination,
    };
  }

  /** After the provider answered (or did not): record it. Returns the error to answer with, if any. */
  async function settle(ctx: RequestContext, c: Extract<Claim, { kind: 'submit' }>, input: { reference?: string }): Promise<AppError | null> {
    const { order } = c;
    try {
      const r = await provider.submit(order);
      await db.transaction(async (tx) => {
        // A webhook may have confirmed it already: never downgrade a paid payout.
        await tx.query(
          `update payouts set provider_payout_id = coalesce(provider_payout_id, $2), reference = coalesce($3, reference, $4),
                  status = case when status = 'paid' then 'paid' else $5 end, last_error = null, updated_at = now()
            where id = $1`,
          [c.payoutId, r.providerPayoutId, input.reference ?? null, r.reference, r.status],
        );
        await tx.query(`update payout_attempts set provider_payout_id = $3, outcome = case when outcome in ('paid', 'failed', 'reversed') then outcome else $4 end, error = null, updated_at = now() where milestone_id = $1 and attempt = $2`, [
          order.milestoneId,
          c.attempt,
          r.providerPayoutId,
          r.status,
        ]);
        await writeAudit(tx, ctx, {
          action: 'payout.released',
          targetType: 'milestone',
          targetId: order.milestoneId,
          details: { deal_id: order.dealId, amount: order.amount, currency: order.currency, provider: provider.name, provider_payout_id: r.providerPayoutId, status: r.status, idempotency_key: order.idempotencyKey, contract_id: order.contractId },
        });
      });
      return null;
    } catch (err) {
      const e = err instanceof PayoutProviderError ? err : new PayoutProviderError('unknown', 502, 'provider_error', `The payout provider failed: ${(err as Error).message}; release again to re-send it with the same idempotency key`);
      await db.transaction(async (tx) => {
        if (e.outcome === 'rejected') {
          // Nothing was paid: the milestone is payable again; the attempt stays on record.
          await tx.query(`delete from payouts where id = $1 and status = 'submitting'`, [c.payoutId]);
          await tx.query(`update payout_attempts set outcome = 'failed', error = $3, updated_at = now() where milestone_id = $1 and attempt = $2`, [order.milestoneId, c.attempt, e.message]);
        } else {
          await tx.query(`update payouts set last_error = $2, updated_at = now() where id = $1 and status = 'submitting'`, [c.payoutId, e.message]);
          await tx.query(`update payout_attempts set error = $3, updated_at = now() where milestone_id = $1 and attempt = $2`, [order.milestoneId, c.attempt, e.message]);
        }
        await writeAudit(tx, ctx, {
          action: e.outcome === 'rejected' ? 'payout.refused' : 'payout.unconfirmed',
          targetType: 'milestone',
          targetId: order.milestoneId,
          details: { deal_id: order.dealId, amount: order.amount, currency: order.currency, provider: provider.name, idempotency_key: order.idempotencyKey, error: e.message },
        });
      });
      return new AppError(e.statusCode, e.code, e.message);
    }
  }

  return {
    provider: provider.name,

    async release(ctx: RequestContext, milestoneId: string, input: { reference?: string; paid_at?: string }): Promise<TMilestone> {
      const c = await claim(ctx, milestoneId, input);
      if (c.kind === 'submit') {
        const failure = await settle(ctx, c, input);
        if (failure) throw failure;
      }
      const dealId = (await db.query<{ deal_id: string }>('select deal_id from deal_milestones where id = $1', [milestoneId])).rows[0]!.deal_id;
      const all = await listMilestones(db, ctx.workspaceId, dealId);
      return all.find((x) => x.id === milestoneId)!;
    },

    async ledger(ctx: RequestContext, campaignId: string): Promise<TPayout[]> {
      const c = await db.query('select 1 from campaigns where workspace_id = $1 and id = $2', [ctx.workspaceId, campaignId]);
      if (!c.rows[0]) throw notFound('Campaign not found');
      const { rows } = await db.query<Record<string, unknown>>(`select p.*, ${RESENDABLE_SQL} as resendable from payouts p where p.workspace_id = $1 and p.campaign_id = $2 order by p.paid_at, p.created_at`, [ctx.workspaceId, campaignId]);
      return rows.map(mapPayout);
    },

    /** The deal's Stripe connected account, if one was set (null otherwise). */
    async getPayoutAccount(ctx: RequestContext, dealId: string) {
      const d = await db.query('select 1 from deals where workspace_id = $1 and id = $2', [ctx.workspaceId, dealId]);
      if (!d.rows[0]) throw notFound('Deal not found');
      const { rows } = await db.query<{ deal_id: string; provider: 'stripe'; account_id: string; updated_by: string; updated_at: unknown }>(
        `select deal_id, provider, account_id, updated_by, updated_at from deal_payout_accounts where workspace_id = $1 and deal_id = $2 and provider = 'stripe'`,
        [ctx.workspaceId, dealId],
      );
      const r = rows[0];
      return { account: r ? { ...r, updated_at: iso(r.updated_at) } : null };
    },

    /** The creator's Stripe connected account for a deal (owners and admins: it decides where money goes). */
    async setPayoutAccount(ctx: RequestContext, dealId: string, input: { provider: 'stripe'; account_id: string }) {
      const d = await db.query('select 1 from deals where workspace_id = $1 and id = $2', [ctx.workspaceId, dealId]);
      if (!d.rows[0]) throw notFound('Deal not found');
      if (!roleAtLeast(ctx.role, 'admin')) throw new AppError(403, 'forbidden', 'Only owners and admins set where a creator is paid');
      // With Stripe configured, the account is checked there first (exists on this platform, can receive transfers).
      if (provider.name === input.provider && provider.checkAccount) {
        try {
          await provider.checkAccount(input.account_id);
        } catch (err) {
          if (err instanceof PayoutProviderError) throw new AppError(err.statusCode, err.code, err.message);
          throw err;
        }
      }
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ deal_id: string; provider: 'stripe'; account_id: string; updated_by: string; updated_at: unknown }>(
          `insert into deal_payout_accounts (deal_id, workspace_id, provider, account_id, updated_by) values ($1, $2, $3, $4, $5)
           on conflict (deal_id, provider) do update set account_id = excluded.account_id, updated_by = excluded.updated_by, updated_at = now()
           returning deal_id, provider, account_id, updated_by, updated_at`,
          [dealId, ctx.workspaceId, input.provider, input.account_id, actorLabel(ctx.actor)],
        );
        await writeAudit(tx, ctx, { action: 'payout_account.set', targetType: 'deal', targetId: dealId, details: { provider: input.provider, account_id: input.account_id } });
        const r = rows[0]!;
        return { ...r, updated_at: iso(r.updated_at) };
      });
    },

    /**
     * A provider's webhook: applied once per delivery id (webhook_events, in the same transaction as the change).
     * paid/processing update the payout; failed/reversed remove it (the milestone is payable again) and keep the
     * attempt on record.
     */
    async applyUpdate(u: PayoutUpdate | { eventId: string; type: string; ignored: true }, provider: 'stripe' | 'razorpayx'): Promise<{ received: true; duplicate: boolean; matched: boolean }> {
      return db.transaction(async (tx) => {
        const fresh = await tx.query(`insert into webhook_events (provider, event_id) values ($1, $2) on conflict do nothing returning event_id`, [provider, u.eventId]);
        if (fresh.rows.length === 0) return { received: true, duplicate: true, matched: false };
        if ('ignored' in u) return { received: true, duplicate: false, matched: false };
        const { rows } = await tx.query<{ id: string; workspace_id: string; milestone_id: string; deal_id: string; status: string; idempotency_key: string | null; amount: number; currency: string }>(
          `select id, workspace_id, milestone_id, deal_id, status, idempotency_key, amount, currency from payouts
            where provider = $1 and (provider_payout_id = $2 or (provider_payout_id is null and $3::text is not null and milestone_id::text = $3::text
                   and ($4::text is null or idempotency_key = $4::text)))
            for update`,
          [provider, u.providerPayoutId, u.milestoneId, u.idempotencyKey],
        );
        const p = rows[0];
        if (!p) return { received: true, duplicate: false, matched: false };
        const actor: Actor = { type: 'system', name: `${provider} webhook` };
        if (u.status === 'failed' || u.status === 'reversed') {
          await tx.query('delete from payouts where id = $1', [p.id]);
        } else if (u.status === 'paid') {
          await tx.query(`update payouts set status = 'paid', provider_payout_id = $2, reference = coalesce($3, reference), paid_at = $4, last_error = null, updated_at = now() where id = $1`, [
            p.id,
            u.providerPayoutId,
            u.reference,
            u.at.toISOString(),
          ]);
        } else {
          await tx.query(`update payouts set status = case when status = 'paid' then 'paid' else 'processing' end, provider_payout_id = $2, last_error = null, updated_at = now() where id = $1`, [p.id, u.providerPayoutId]);
        }
        if (p.idempotency_key) {
          await tx.query(`update payout_attempts set outcome = $3, provider_payout_id = $4, error = $5, updated_at = now() where provider = $1 and idempotency_key = $2`, [
            provider,
            p.idempotency_key,
            u.status,
            u.providerPayoutId,
            u.reason,
          ]);
        }
        await writeAudit(tx, { actor, workspaceId: p.workspace_id }, {
          action: `payout.${u.status}`,
          targetType: 'milestone',
          targetId: p.milestone_id,
          details: { deal_id: p.deal_id, amount: p.amount, currency: p.currency, provider, provider_payout_id: u.providerPayoutId, event: u.type, event_id: u.eventId, reason: u.reason },
        });
        return { received: true, duplicate: false, matched: true };
      });
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
