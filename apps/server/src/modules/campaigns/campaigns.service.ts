import { writeAudit } from '../../auth/audit.js';
import { ZCampaignCreate, type TCampaign, type TCampaignListQuery, type TCampaignUpdate } from '@inflow/contracts';
import type { z } from 'zod';
import type { Database, SqlExecutor } from '../../db/client.js';
import { budgetPosition, ledgerRefusal } from '../../domain/budget/ledger.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { RequestContext } from '../../lib/context.js';
import type { CampaignEmbedder } from '../matching/embed-records.js';
import { createCampaignsRepo, type CampaignPatch } from './campaigns.repo.js';
import { mapNiches } from './niche-map.js';

export interface CampaignsServiceDeps {
  db: Database;
  embedder: CampaignEmbedder;
}

/** The follower range the matcher filters on must not be empty. */
function checkFollowerRange(min: number | null | undefined, max: number | null | undefined) {
  if (min !== null && min !== undefined && max !== null && max !== undefined && min > max) {
    throw badRequest("body field 'min_followers' must not be greater than 'max_followers'");
  }
}

/** ISO dates compare as text. */
function checkDates(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && start > end) throw badRequest("body field 'start_date' must not be after 'end_date'");
}

/** Fields whose words make the campaign's vector (a change re-embeds it). */
const TEXT_FIELDS = ['product_name', 'brand_name', 'product_description', 'target_audience', 'key_use_cases', 'campaign_goal', 'product_niche'] as const;

/** The audit row keeps what changed; long texts (the brief) are summarised by length, not copied. */
function auditValue(v: unknown): unknown {
  return typeof v === 'string' && v.length > 200 ? `(${v.length} characters)` : v;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const money = (n: number, currency: string) => `${currency} ${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

export function createCampaignsService({ db, embedder }: CampaignsServiceDeps) {
  const repo = createCampaignsRepo(db);

  async function get(ctx: RequestContext, id: string, tx?: SqlExecutor): Promise<TCampaign> {
    const c = await repo.get(ctx.workspaceId, id, tx);
    if (!c) throw notFound('Campaign not found');
    return c;
  }

  /** Refuses to archive while work is in progress: a run or a call would go on spending for a campaign no one sees. */
  async function assertIdle(id: string, tx: SqlExecutor) {
    const work = await repo.activeWork(id, tx);
    if (work.runs > 0) {
      throw new AppError(409, 'run_active', 'The Auto Co-Pilot is running for this campaign: stop it or let it finish before deleting the campaign.', work);
    }
    if (work.calls > 0) {
      throw new AppError(409, 'call_active', `A call for this campaign is still in progress (${work.calls}): wait for it to end before deleting the campaign.`, work);
    }
  }

  /**
   * A lower budget or fewer planned creators than the money and deals already committed is refused by the ledger's
   * trigger (migration 0010); this says so in the campaign's terms.
   */
  async function explainLedgerRefusal(err: unknown, id: string, patch: TCampaignUpdate): Promise<never> {
    const refusal = ledgerRefusal(err);
    if (!refusal) throw err;
    const p = await budgetPosition(db, id);
    if (p && refusal.code === 'over_budget') {
      throw new AppError(
        409,
        'over_budget',
        `total_budget cannot go below what is already spoken for: ${money(p.committed, p.currency)} committed to agreed deals and ` +
          `${money(p.reserved, p.currency)} held by calls in progress (${money(p.committed + p.reserved, p.currency)} in all); ` +
          `${money(patch.total_budget ?? p.total_budget, p.currency)} was asked.`,
        { committed: p.committed, reserved: p.reserved, requested: patch.total_budget },
      );
    }
    if (p && refusal.code === 'too_many_deals') {
      throw new AppError(
        409,
        'too_many_deals',
        `planned_creators cannot go below the ${p.deals} creators with an agreed deal; ${patch.planned_creators ?? p.planned_creators} was asked.`,
        { deals: p.deals, requested: patch.planned_creators },
      );
    }
    throw refusal;
  }

  const service = {
    repo,
    list: (ctx: RequestContext, q: TCampaignListQuery) =>
      repo.list({ workspaceId: ctx.workspaceId, status: q.status, includeArchived: q.include_archived, limit: q.limit, offset: q.offset }),

    get,

    async create(ctx: RequestContext, body: z.output<typeof ZCampaignCreate>): Promise<TCampaign> {
      checkFollowerRange(body.min_followers, body.max_followers);
      checkDates(body.start_date, body.end_date);
      const niches = body.niches?.length ? [...new Set(body.niches)] : mapNiches(body.product_niche);
      // The vector is computed before the write so the campaign and its embedding land together.
      const embedding = await embedder.embedCampaign(body);
      const id = await db.transaction(async (tx) => {
        const newId = await repo.insert(ctx.workspaceId, { ...body, niches }, tx);
        if (embedding) await repo.setEmbedding(newId, embedding, tx);
        return newId;
      });
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: TCampaignUpdate): Promise<TCampaign> {
      const before = await get(ctx, id);
      const patch: CampaignPatch = { ...body };
      if (patch.niches) patch.niches = [...new Set(patch.niches)];
      // A new niche text is mapped again unless the caller chose the niches; an empty list asks for the mapping too.
      if (patch.niches?.length === 0 || (patch.product_niche !== undefined && patch.niches === undefined && patch.product_niche !== before.product_niche)) {
        patch.niches = mapNiches(patch.product_niche ?? before.product_niche);
      }
      const merged = { ...before, ...patch };
      checkFollowerRange(merged.min_followers, merged.max_followers);
      checkDates(merged.start_date, merged.end_date);
      const archiving = patch.status === 'archived' && before.status !== 'archived';
      const restoring = patch.status !== undefined && patch.status !== 'archived' && before.status === 'archived';
      if (archiving) Object.assign(patch, { archived_at: new Date().toISOString(), status_before_archive: before.status });
      if (restoring) Object.assign(patch, { archived_at: null, status_before_archive: null });

      const textChanged = TEXT_FIELDS.some((k) => patch[k] !== undefined && patch[k] !== before[k]);
      const embedding = textChanged ? await embedder.embedCampaign(merged) : null;
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [k, v] of Object.entries(body)) {
        const was = k === 'end_date' ? before.end_date : before[k as keyof TCampaign];
        if (v !== undefined && !same(v, was)) changes[k] = { from: auditValue(was), to: auditValue(v) };
      }
      try {
        await db.transaction(async (tx) => {
          if (archiving) {
            if (!(await repo.lock(ctx.workspaceId, id, tx))) throw notFound('Campaign not found');
            await assertIdle(id, tx);
          }
          await repo.update(ctx.workspaceId, id, patch, tx);
          if (embedding) await repo.setEmbedding(id, embedding, tx);
          if (Object.keys(changes).length) {
            await writeAudit(tx, ctx, {
              action: archiving ? 'campaign.archived' : restoring ? 'campaign.restored' : 'campaign.updated',
              targetType: 'campaign',
              targetId: id,
              details: { changes },
            });
          }
          if ((patch.total_budget !== undefined && patch.total_budget !== before.total_budget) || (patch.currency !== undefined && patch.currency !== before.currency)) {
            await writeAudit(tx, ctx, {
              action: 'campaign.budget_changed',
              targetType: 'campaign',
              targetId: id,
              details: { from: before.total_budget, to: patch.total_budget ?? before.total_budget, from_currency: before.currency, currency: patch.currency ?? before.currency },
            });
          }
        });
      } catch (err) {
        return explainLedgerRefusal(err, id, body);
      }
      return get(ctx, id);
    },

    /**
     * DELETE archives (docs/decisions/0020): the campaign keeps its deals, contracts, payouts and audit trail, leaves
     * the lists, and starts nothing more (a trigger refuses runs and call holds). Refused while a run or call is active.
     */
    async archive(ctx: RequestContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.lock(ctx.workspaceId, id, tx))) throw notFound('Campaign not found');
        const before = await get(ctx, id, tx);
        if (before.status === 'archived') return;
        await assertIdle(id, tx);
        await repo.update(ctx.workspaceId, id, { status: 'archived', archived_at: new Date().toISOString(), status_before_archive: before.status }, tx);
        await writeAudit(tx, ctx, {
          action: 'campaign.archived',
          targetType: 'campaign',
          targetId: id,
          details: { changes: { status: { from: before.status, to: 'archived' } } },
        });
      });
    },

    /** Puts an archived campaign back in the status it had. */
    async restore(ctx: RequestContext, id: string): Promise<TCampaign> {
      const { rows } = await db.query<{ status: string; status_before_archive: string | null }>(
        'select status, status_before_archive from campaigns where workspace_id = $1 and id = $2',
        [ctx.workspaceId, id],
      );
      if (!rows[0]) throw notFound('Campaign not found');
      if (rows[0].status !== 'archived') return get(ctx, id);
      const status = (rows[0].status_before_archive ?? 'paused') as TCampaignUpdate['status'];
      return service.update(ctx, id, { status });
    },
  };
  return service;
}
export type CampaignsService = ReturnType<typeof createCampaignsService>;
